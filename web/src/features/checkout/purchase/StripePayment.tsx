import { useMemo } from 'react';
import { Stack } from '@chakra-ui/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CHECKOUT_ERRORS } from '@yardwise/domain/checkout/messages';
import { ConfirmOrderButton } from './ConfirmOrderButton';
import { usePaymentAttempt, type PaymentMethodProps } from './usePaymentAttempt';

// Loaded through React.lazy by PaymentStep, so Stripe.js stays out of the page's main chunk.

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js once per key: loadStripe must not run on every render. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripePaymentProps extends PaymentMethodProps {
  publishableKey: string;
}

/** checkout §2, §7: the card processor's Payment Element and CONFIRM ORDER. */
export default function StripePayment({ publishableKey, ...props }: StripePaymentProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    // A new client secret is a new payment: the Elements group is made again for it.
    <Elements
      key={props.clientSecret}
      stripe={stripe}
      options={{ clientSecret: props.clientSecret }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm(props: PaymentMethodProps) {
  const stripe = useStripe();
  const elements = useElements();
  const attempt = usePaymentAttempt(props, async () => {
    if (!stripe || !elements) return { error: CHECKOUT_ERRORS.paymentIntentFailed };
    // checkout §7: no redirect unless the card needs one; billing details of address, name, email.
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: {
        payment_method_data: { billing_details: props.billingDetails },
        return_url: props.returnUrl,
      },
    });
    if (result.error) {
      return { error: result.error.message ?? CHECKOUT_ERRORS.paymentIntentFailed };
    }
    // The order id arrives with the order event; the confirmation page waits for it.
    return { orderId: null };
  });
  return (
    <Stack gap="4">
      <PaymentElement />
      <ConfirmOrderButton
        onConfirm={() => void attempt.confirm()}
        paying={attempt.paying}
        disabled={props.disabled || attempt.paying || !stripe || !elements}
        error={attempt.error}
      />
    </Stack>
  );
}
