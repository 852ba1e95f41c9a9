import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import type { OrderAddress } from '@yardwise/domain/checkout/address';
import { PageLoader } from '@web/ui/PageLoader';
import { SecurePaymentNote } from './SecurePaymentNote';
import { TestPaymentButton } from './TestPaymentButton';
import { stripePublishableKey } from './paymentKeys';
import { PURCHASE_COPY } from './purchaseCopy';
import type { PaymentMethodProps } from './usePaymentAttempt';
import { CheckoutCard } from '@web/features/checkout/CheckoutCard';

const StripePayment = lazy(() => import('./StripePayment'));

export interface PaymentStepProps extends Omit<PaymentMethodProps, 'billingDetails'> {
  name: string;
  email: string;
  billingAddress: OrderAddress;
}

/**
 * The payment form once the order exists: the card processor's Payment Element when a key is
 * configured, otherwise the labelled test payment.
 */
export function PaymentStep({ name, email, billingAddress, ...props }: PaymentStepProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The payment form appears below the button just pressed: focus (and the view) move to it.
  useEffect(() => headingRef.current?.focus(), []);
  const publishableKey = stripePublishableKey();
  const method: PaymentMethodProps = {
    ...props,
    billingDetails: {
      name,
      email,
      address: {
        line1: billingAddress.street,
        line2: billingAddress.aptNumber,
        city: billingAddress.city,
        state: billingAddress.state,
        postal_code: billingAddress.zip,
        country: billingAddress.country,
      },
    },
  };
  return (
    <CheckoutCard labelledBy={headingId}>
      <Stack gap="5">
        <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} size="lg">
          {PURCHASE_COPY.payment}
        </Heading>
        {publishableKey ? (
          <Suspense fallback={<PageLoader label={PURCHASE_COPY.preparingPayment} />}>
            <StripePayment publishableKey={publishableKey} {...method} />
          </Suspense>
        ) : (
          <TestPaymentButton {...method} />
        )}
        <SecurePaymentNote />
      </Stack>
    </CheckoutCard>
  );
}
