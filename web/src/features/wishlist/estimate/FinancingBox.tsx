import { useId } from 'react';
import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { LENDER_REFERRAL_URL } from '@yardwise/domain/wishlist/financing';
import { LENDER_REFERRAL_LINK_TEXT } from '@yardwise/domain/wishlist/messages';
import type { PriceRange } from '@yardwise/domain/wishlist/priceRange';
import { FINANCING_TERMS_LINE, MONTHLY_PAYMENT_HEADING, PER_MONTH } from './estimateCopy';
import { formatPriceRange } from '@web/features/wishlist/data/formatPriceRange';

// Decision: the lender's page opens in a new tab, so say so to screen-reader users.
const OPENS_IN_NEW_TAB = '(opens in a new tab)';

/**
 * The financing estimate box: the monthly payment range the domain computed from
 * the all-in estimate, the rates and term behind it, and the lender's pre-qualification link.
 * It needs an amount: without an estimate the box is left out (monthlyPaymentShown), so the
 * "Estimated monthly payment" row never shows empty.
 */
export function FinancingBox({ monthlyPayment }: { monthlyPayment: PriceRange }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: 4, md: 5 }}
      bg="brand.50"
    >
      <Heading as="h2" size="md" id={headingId} mb="2">
        {MONTHLY_PAYMENT_HEADING}
      </Heading>
      <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {formatPriceRange(monthlyPayment)}{' '}
        <Text as="span" fontSize="md" fontWeight="normal">
          {PER_MONTH}
        </Text>
      </Text>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {FINANCING_TERMS_LINE}
      </Text>
      <Link
        href={LENDER_REFERRAL_URL}
        target="_blank"
        rel="noopener noreferrer"
        mt="3"
        minH="10"
        display="inline-flex"
        alignItems="center"
        fontWeight="semibold"
        color="brand.700"
        textDecoration="underline"
      >
        {LENDER_REFERRAL_LINK_TEXT}{' '}
        <Text as="span" srOnly>
          {OPENS_IN_NEW_TAB}
        </Text>
      </Link>
    </Box>
  );
}
