import { useEffect } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import {
  PAYMENT_RETURN_TEXT,
  paymentReturnOf,
  paymentReturnTarget,
} from '@yardwise/domain/checkout/paymentReturn';
import { PageContainer } from '@web/ui/PageContainer';
import { PageLoader } from '@web/ui/PageLoader';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';
import { CONFIRMATION_PATHS, flowPathsOf } from '@web/features/checkout/checkoutFlow';

/**
 * /confirm-payment: the card processor brings a buyer back here after a payment their bank had to
 * confirm. A paid return goes on to the confirmation page, which waits for the order; a failed one
 * says nothing was charged and leads back to the payment.
 */
export function ConfirmPaymentPage() {
  const [params] = useSearchParams();
  const storedIntentId = useCheckoutStore((state) => state.payment.paymentIntentId);
  const updatePayment = useCheckoutStore((state) => state.updatePayment);
  const outcome = paymentReturnOf(params, storedIntentId);
  const confirmation = paymentReturnTarget(params, CONFIRMATION_PATHS);
  const paidIntentId = outcome.kind === 'paid' ? outcome.paymentIntentId : null;

  // A checkout that lost its payment (another tab cleared it) learns it again from the return.
  useEffect(() => {
    if (paidIntentId && storedIntentId === null) updatePayment({ paymentIntentId: paidIntentId });
  }, [paidIntentId, storedIntentId, updatePayment]);

  if (outcome.kind === 'paid') {
    return storedIntentId ? <Redirect to={confirmation} /> : <PageLoader />;
  }
  const failed = outcome.kind === 'failed';
  return (
    <PageContainer>
      <Stack gap="5" maxW="2xl">
        <Heading as="h1" size="2xl">
          {failed ? PAYMENT_RETURN_TEXT.failedHeading : PAYMENT_RETURN_TEXT.unknownHeading}
        </Heading>
        <Text>{failed ? PAYMENT_RETURN_TEXT.failedBody : PAYMENT_RETURN_TEXT.unknownBody}</Text>
        <Button asChild size="xl" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <RouterLink to={flowPathsOf(confirmation).purchase}>
            {PAYMENT_RETURN_TEXT.backToPayment}
          </RouterLink>
        </Button>
      </Stack>
    </PageContainer>
  );
}
