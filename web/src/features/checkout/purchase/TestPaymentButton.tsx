import { Alert, Stack } from '@chakra-ui/react';
import { useDataLayer } from '@web/data/DataLayerContext';
import { toCommandFailure } from '@web/data/commandFailure';
import { ConfirmOrderButton } from './ConfirmOrderButton';
import { PURCHASE_COPY } from './purchaseCopy';
import { usePaymentAttempt, type PaymentMethodProps } from './usePaymentAttempt';

/**
 * The labelled stand-in for the Payment Element when no card processor key is configured
 * (docs/deploying.md, "External services"): CONFIRM ORDER pays the order's test payment, which
 * drives the same account setup as a real payment. Its errors are TEST_PAYMENT_MESSAGES from the
 * server.
 */
export function TestPaymentButton(props: PaymentMethodProps) {
  const { commands } = useDataLayer();
  const attempt = usePaymentAttempt(props, async () => {
    try {
      const result = await commands.call('completeTestPayment', {
        paymentIntentId: props.paymentIntentId,
      });
      return { orderId: result.orderId };
    } catch (failure) {
      return { error: toCommandFailure(failure).message };
    }
  });
  return (
    <Stack gap="4">
      <Alert.Root status="info" variant="surface">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{PURCHASE_COPY.testPaymentTitle}</Alert.Title>
          <Alert.Description>{PURCHASE_COPY.testPaymentNote}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <ConfirmOrderButton
        onConfirm={() => void attempt.confirm()}
        paying={attempt.paying}
        disabled={props.disabled || attempt.paying}
        error={attempt.error}
      />
    </Stack>
  );
}
