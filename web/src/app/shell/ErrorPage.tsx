import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { errorPageText } from '@yardwise/domain/shell/errorPage';
import { PageContainer } from '@web/ui/PageContainer';
import { useDocumentTitle } from '@web/ui/useDocumentTitle';
import { brand } from '@web/ui/brand';

/**
 * The generic error page. It may render outside the router (when the app itself failed), so its
 * link is a plain one that reloads the app from the start.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const text = errorPageText(error, { email: brand.supportEmail, phone: brand.supportPhone });
  useDocumentTitle('Something went wrong');
  return (
    <PageContainer>
      <Stack gap="4" role="alert">
        <Heading as="h1" size="2xl">
          {text.title}
        </Heading>
        {text.lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <Text>
          <Link href="/" color="brand.fg" fontWeight="semibold" textDecoration="underline">
            Back to home
          </Link>
        </Text>
      </Stack>
    </PageContainer>
  );
}
