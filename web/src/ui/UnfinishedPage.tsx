import { Heading, Stack, Text } from '@chakra-ui/react';
import { brand } from './brand';
import { HomeLink } from './HomeLink';
import { PageContainer } from './PageContainer';

/** Stands in for a screen not built yet, so every route of the app opens something honest. */
export function UnfinishedPage({ title }: { title: string }) {
  return (
    <PageContainer>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text>This part of {brand.productName} is being built. Check back soon.</Text>
        <Text>
          <HomeLink />
        </Text>
      </Stack>
    </PageContainer>
  );
}
