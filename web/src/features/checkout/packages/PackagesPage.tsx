import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { LotSize } from '@yardwise/domain/catalog/catalog';
import { CHECKOUT_QUERY, parseCheckoutStartQuery } from '@yardwise/domain/checkout/startQuery';
import { PageContainer } from '@web/ui/PageContainer';
import { LotSizeChoice } from './LotSizeChoice';
import { MarketingRedirect } from './MarketingRedirect';
import { PackageList } from './PackageList';
import { PACKAGES_COPY } from './packagesCopy';

/**
 * /packages: the marketing site's packages page when one is configured; otherwise
 * the catalogue's packages, each starting the checkout for the chosen lot size.
 */
export function PackagesPage({ title }: { title: string }) {
  // Read on render rather than at import, so a build without the setting never leaves the app.
  const marketingUrl = import.meta.env.VITE_MARKETING_PACKAGES_URL?.trim();
  if (marketingUrl) return <MarketingRedirect pageUrl={marketingUrl} />;
  return (
    <PageContainer>
      <PackageChooser title={title} />
    </PageContainer>
  );
}

function PackageChooser({ title }: { title: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseCheckoutStartQuery(searchParams);
  // The lot size lives in the URL, so a reload, a shared link or Back keeps the prices shown.
  const chooseLotSize = (lotSize: LotSize) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CHECKOUT_QUERY.lotSize, lotSize);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="8">
      <Stack gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text>{PACKAGES_COPY.intro}</Text>
      </Stack>
      <LotSizeChoice value={query.lotSize} onChange={chooseLotSize} />
      <PackageList query={query} />
    </Stack>
  );
}
