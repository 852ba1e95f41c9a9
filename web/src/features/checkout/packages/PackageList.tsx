import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useHref, useLocation, useSearchParams } from 'react-router-dom';
import { CODE_QUERY_PARAMETER } from '@yardwise/domain/account/accountStep';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';
import { listedPackages } from '@yardwise/domain/catalog/packageList';
import type { CheckoutStartQuery } from '@yardwise/domain/checkout/startQuery';
import { useReferenceQuery } from '@web/data/referenceReads';
import { PageLoader } from '@web/ui/PageLoader';
import { useCheckoutFlow } from '@web/features/checkout/checkoutFlow';
import { startTarget } from '@web/features/checkout/purchase/startTarget';
import { PackageCard } from './PackageCard';
import { PACKAGES_COPY } from './packagesCopy';

/**
 * Proxy mode, the package style and a gift card or promo `code` carry on into checkout. Decision:
 * a sku lookup key names one package, so it does not carry over to another one chosen here.
 */
function checkoutStartHref(
  startPath: string,
  query: CheckoutStartQuery,
  packageKey: PackageKey,
  code: string | null,
): string {
  const href = startTarget(startPath, { ...query, packageKey, skuLookupKey: null, addOnIds: [] });
  return code
    ? `${href}&${new URLSearchParams({ [CODE_QUERY_PARAMETER]: code }).toString()}`
    : href;
}

/** The catalogue's packages for the query's lot size, read once per visit. */
export function PackageList({ query }: { query: CheckoutStartQuery }) {
  const products = useReferenceQuery('products', [{ field: 'kind', value: 'package' }]);
  const { paths } = useCheckoutFlow();
  const [searchParams] = useSearchParams();
  const code = searchParams.get(CODE_QUERY_PARAMETER);

  if (products.status === 'loading') return <PageLoader label={PACKAGES_COPY.loading} />;
  if (products.status === 'error') return <LoadFailed />;
  const packages = listedPackages(products.data ?? [], query.lotSize);
  if (packages.length === 0) return <Text role="status">{PACKAGES_COPY.empty}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {packages.map((listed) => (
        <PackageCard
          key={listed.key}
          listed={listed}
          href={checkoutStartHref(paths.start, query, listed.key, code)}
        />
      ))}
    </SimpleGrid>
  );
}

function LoadFailed() {
  const location = useLocation();
  // A full load of this same page: a fresh connection is the likeliest cure for a failed read.
  const thisPage = useHref({ pathname: location.pathname, search: location.search });
  return (
    <Stack gap="2" role="alert">
      <Text>{PACKAGES_COPY.loadFailed}</Text>
      <Text>
        <Link href={thisPage} color="brand.fg" fontWeight="semibold" textDecoration="underline">
          {PACKAGES_COPY.retry}
        </Link>
      </Text>
    </Stack>
  );
}
