import { Alert, Button, Stack } from '@chakra-ui/react';
import { CHECKOUT_LABELS } from '@yardwise/domain/checkout/messages';
import { PURCHASE_COPY } from './purchaseCopy';

interface ConfirmOrderButtonProps {
  onConfirm(): void;
  paying: boolean;
  disabled: boolean;
  error: string | null;
}

/** CONFIRM ORDER with the payment's error, announced as it appears. */
export function ConfirmOrderButton({
  onConfirm,
  paying,
  disabled,
  error,
}: ConfirmOrderButtonProps) {
  return (
    <Stack gap="3">
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button
        size="xl"
        minH="12"
        width="full"
        onClick={onConfirm}
        disabled={disabled}
        loading={paying}
        loadingText={PURCHASE_COPY.paying}
      >
        {CHECKOUT_LABELS.confirmOrder}
      </Button>
    </Stack>
  );
}
