import { Heading, Stack, Text } from '@chakra-ui/react';
import { HomeLink } from '@web/ui/HomeLink';
import { PageContainer } from '@web/ui/PageContainer';
import { useDocumentTitle } from '@web/ui/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <PageContainer>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Page not found
        </Heading>
        <Text>
          We couldn't find that page. The link may be out of date, or the address may have a typo.
        </Text>
        <Text>
          <HomeLink />
        </Text>
      </Stack>
    </PageContainer>
  );
}
