import { useId } from 'react';
import { DataList, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';
import type { PriceRow } from '@yardwise/domain/money/confirmationRows';
import { PartnerPackageBadge } from '@web/features/checkout/packages/PartnerPackageBadge';
import { PackageIllustration } from './PackageIllustration';
import { CheckoutCard } from '@web/features/checkout/CheckoutCard';

interface PurchaseSummaryProps {
  heading: string;
  packageKey: PackageKey;
  packageName: string;
  /** null while the catalogue prices load. */
  rows: PriceRow[] | null;
}

/**
 * What was bought: the package picture and name (labelled when it is a partner package), and the
 * price breakdown.
 */
export function PurchaseSummary({ heading, packageKey, packageName, rows }: PurchaseSummaryProps) {
  const headingId = useId();
  return (
    <CheckoutCard labelledBy={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="4">
        {heading}
      </Heading>
      <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '4', sm: '6' }}>
        <PackageIllustration packageKey={packageKey} />
        <Stack gap="4" flex="1" minW="0">
          <Stack gap="2">
            <Text fontSize="xl" fontWeight="semibold">
              {packageName}
            </Text>
            <PartnerPackageBadge packageKey={packageKey} />
          </Stack>
          {rows ? <PriceRows rows={rows} /> : <Skeleton height="24" aria-hidden="true" />}
        </Stack>
      </Flex>
    </CheckoutCard>
  );
}

function PriceRows({ rows }: { rows: PriceRow[] }) {
  return (
    <DataList.Root orientation="horizontal" gap="2">
      {rows.map((row) => {
        const isTotal = row.key === 'total';
        return (
          <DataList.Item
            key={row.key}
            justifyContent="space-between"
            fontWeight={isTotal ? 'bold' : 'normal'}
            fontSize={isTotal ? 'lg' : 'md'}
            borderTopWidth={isTotal ? '1px' : '0'}
            pt={isTotal ? '2' : '0'}
          >
            <DataList.ItemLabel color="fg" minW="auto">
              {row.label}
            </DataList.ItemLabel>
            <DataList.ItemValue flex="0 0 auto" fontVariantNumeric="tabular-nums">
              {row.display}
            </DataList.ItemValue>
          </DataList.Item>
        );
      })}
    </DataList.Root>
  );
}
