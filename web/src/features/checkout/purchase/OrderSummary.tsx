import { useId, type ReactNode } from 'react';
import { Box, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LotSize, PackageKey } from '@yardwise/domain/catalog/catalog';
import { lotSizeLabel } from '@yardwise/domain/catalog/lotSizes';
import { PackageIllustration } from '@web/features/checkout/confirmation/PackageIllustration';
import { PartnerPackageBadge } from '@web/features/checkout/packages/PartnerPackageBadge';
import { PURCHASE_COPY } from './purchaseCopy';
import type { SummaryPrice } from './summaryPrice';
import { CheckoutCard } from '@web/features/checkout/CheckoutCard';

interface OrderSummaryProps {
  packageKey: PackageKey;
  packageName: string;
  /** The lot size the package is priced for. */
  lotSize: LotSize;
  /** null while the catalogue prices load. */
  price: SummaryPrice | null;
  /** The add-on checkboxes. */
  children?: ReactNode;
}

/**
 * The order summary: the package picture, its name, the add-on choices, then what the
 * order is made of (the package at its lot size and each add-on, with their prices) and the total.
 */
export function OrderSummary({
  packageKey,
  packageName,
  lotSize,
  price,
  children,
}: OrderSummaryProps) {
  const headingId = useId();
  return (
    <CheckoutCard labelledBy={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="4">
        {PURCHASE_COPY.orderSummary}
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
          {children}
          {price ? (
            <PriceLines price={price} packageLine={`${packageName} — ${lotSizeLabel(lotSize)}`} />
          ) : (
            <Box>
              {/* A skeleton has no role to carry a name, so the words are there for screen readers. */}
              <Text srOnly>{PURCHASE_COPY.pricesLoading}</Text>
              <Skeleton height="8" aria-hidden="true" />
            </Box>
          )}
        </Stack>
      </Flex>
    </CheckoutCard>
  );
}

/**
 * The package and add-on lines, then the Total, with the price before discounts struck through
 * when it differs.
 */
function PriceLines({ price, packageLine }: { price: SummaryPrice; packageLine: string }) {
  return (
    <Stack gap="1" borderTopWidth="1px" pt="3" aria-live="polite">
      {price.packagePrice ? (
        <SummaryLine label={packageLine} amount={price.packagePrice} testId="order-package-line" />
      ) : null}
      {price.addOns.map((addOn) => (
        <SummaryLine key={addOn.id} label={addOn.name} amount={addOn.price} />
      ))}
      {price.tax ? (
        <HStack justify="space-between">
          <Text>{PURCHASE_COPY.estimatedTax}</Text>
          <Text fontVariantNumeric="tabular-nums">{price.tax}</Text>
        </HStack>
      ) : null}
      <HStack justify="space-between" fontWeight="bold" fontSize="lg" data-testid="order-total">
        <Text>{PURCHASE_COPY.total}</Text>
        <Text fontVariantNumeric="tabular-nums">
          {price.total.struckThroughOriginal ? (
            <>
              <Text as="s" color="fg.muted" fontWeight="normal" me="2">
                <Box as="span" srOnly>
                  Was{' '}
                </Box>
                {price.total.struckThroughOriginal}
              </Text>
              <Box as="span" srOnly>
                now{' '}
              </Box>
            </>
          ) : null}
          {price.total.final}
        </Text>
      </HStack>
    </Stack>
  );
}

function SummaryLine({
  label,
  amount,
  testId,
}: {
  label: string;
  amount: string;
  testId?: string;
}) {
  return (
    <HStack justify="space-between" align="flex-start" gap="3" data-testid={testId}>
      <Text>{label}</Text>
      <Text fontVariantNumeric="tabular-nums" flexShrink={0}>
        {amount}
      </Text>
    </HStack>
  );
}
