import { useId, type ReactNode } from 'react';
import { Box, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';
import { PackageIllustration } from '../confirmation/PackageIllustration';
import { PURCHASE_COPY } from './purchaseCopy';
import type { SummaryPrice } from './summaryPrice';
import { CheckoutCard } from '../CheckoutCard';

interface OrderSummaryProps {
  packageKey: PackageKey;
  packageName: string;
  /** null while the catalogue prices load. */
  price: SummaryPrice | null;
  /** The add-on checkboxes. */
  children?: ReactNode;
}

/** checkout §2 order summary: the package picture, its name, the price and the add-ons. */
export function OrderSummary({ packageKey, packageName, price, children }: OrderSummaryProps) {
  const headingId = useId();
  return (
    <CheckoutCard labelledBy={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="4">
        {PURCHASE_COPY.orderSummary}
      </Heading>
      <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '4', sm: '6' }}>
        <PackageIllustration packageKey={packageKey} />
        <Stack gap="4" flex="1" minW="0">
          <Text fontSize="xl" fontWeight="semibold">
            {packageName}
          </Text>
          {children}
          {price ? (
            <PriceLines price={price} />
          ) : (
            <Skeleton height="8" aria-label={PURCHASE_COPY.pricesLoading} />
          )}
        </Stack>
      </Flex>
    </CheckoutCard>
  );
}

/** The Total, with the price before discounts struck through when it differs (checkout §9). */
function PriceLines({ price }: { price: SummaryPrice }) {
  return (
    <Stack gap="1" borderTopWidth="1px" pt="3" aria-live="polite">
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
