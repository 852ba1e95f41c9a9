import { useEffect, useRef, useState, type RefObject } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import {
  loadStripe,
  type Stripe,
  type StripeElements,
  type StripePaymentElement,
} from '@stripe/stripe-js';
import { CHECKOUT_ERRORS } from '@yardwise/domain/checkout/messages';
import { PageLoader } from '@web/ui/PageLoader';
import { loadOnce } from '@web/data/loadOnce';
import { reportError } from '@web/data/errorReporting';
import { ConfirmOrderButton } from './ConfirmOrderButton';
import { PURCHASE_COPY } from './purchaseCopy';
import { usePaymentAttempt, type PaymentMethodProps } from './usePaymentAttempt';

// Loaded through React.lazy by PaymentStep, so Stripe.js stays out of the page's main chunk. The
// Payment Element is mounted with Stripe.js itself: a React wrapper would cost every buyer about
// 6 KB before the card form for two calls (checkout JavaScript budget).

const stripeByKey = new Map<string, () => Promise<Stripe | null>>();

/** Stripe.js once per key; a failed download is tried again by the next payment form. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = stripeByKey.get(publishableKey);
  if (!load) {
    load = loadOnce(() => loadStripe(publishableKey));
    stripeByKey.set(publishableKey, load);
  }
  return load();
}

type PaymentElementState =
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe; elements: StripeElements }
  | { status: 'failed' };

/** The Payment Element for one client secret, mounted into `container`; a new secret is a new payment. */
function usePaymentElement(
  publishableKey: string,
  clientSecret: string,
  container: RefObject<HTMLDivElement | null>,
): PaymentElementState {
  const [state, setState] = useState<PaymentElementState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    let element: StripePaymentElement | undefined;
    const fail = (error: unknown) => {
      if (!current) return;
      reportError(error, { where: 'Payment form' });
      setState({ status: 'failed' });
    };
    setState({ status: 'loading' });
    stripeFor(publishableKey)
      .then((stripe) => {
        if (!current) return;
        if (!stripe || !container.current) throw new Error('Stripe.js did not load');
        const elements = stripe.elements({ clientSecret });
        element = elements.create('payment');
        element.on('loaderror', (event) => fail(event.error));
        // CONFIRM ORDER waits until the card form is on screen.
        element.on('ready', () => current && setState({ status: 'ready', stripe, elements }));
        element.mount(container.current);
      })
      .catch(fail);
    return () => {
      current = false;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, container]);
  return state;
}

export interface StripePaymentProps extends PaymentMethodProps {
  publishableKey: string;
}

/** The card processor's Payment Element and CONFIRM ORDER. */
export default function StripePayment({ publishableKey, ...props }: StripePaymentProps) {
  const container = useRef<HTMLDivElement>(null);
  const payment = usePaymentElement(publishableKey, props.clientSecret, container);
  const attempt = usePaymentAttempt(props, async () => {
    if (payment.status !== 'ready') return { error: CHECKOUT_ERRORS.paymentIntentFailed };
    // No redirect unless the card needs one; billing details of address, name, email.
    const result = await payment.stripe.confirmPayment({
      elements: payment.elements,
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
      {payment.status === 'loading' ? <PageLoader label={PURCHASE_COPY.preparingPayment} /> : null}
      <Box ref={container} />
      <ConfirmOrderButton
        onConfirm={() => void attempt.confirm()}
        paying={attempt.paying}
        disabled={props.disabled || attempt.paying || payment.status !== 'ready'}
        error={
          attempt.error ?? (payment.status === 'failed' ? PURCHASE_COPY.paymentLoadFailed : null)
        }
      />
    </Stack>
  );
}
