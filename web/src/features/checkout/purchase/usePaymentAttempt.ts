import { useState } from 'react';
import { CHECKOUT_ERRORS } from '@yardwise/domain/checkout/messages';
import { reportError } from '@web/data/errorReporting';

/** What a payment method's confirmation came to: the order id when known, or the provider's message. */
export type PaymentOutcome = { orderId: string | null } | { error: string };

/** What every payment method gets from the payment step. */
export interface PaymentMethodProps {
  paymentIntentId: string;
  clientSecret: string;
  billingDetails: StripeBillingDetails;
  returnUrl: string;
  /** Runs before paying (reCAPTCHA); false blocks the payment. */
  beforePay(): Promise<boolean>;
  onPaid(orderId: string | null): void;
  /** The order is being re-priced: paying now could pay the old amount. */
  disabled: boolean;
}

/** The card processor's billing_details: the buyer's address, name and email. */
export interface StripeBillingDetails {
  name: string;
  email: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
}

/**
 * One CONFIRM ORDER press: reCAPTCHA first ('Recaptcha validation failed' blocks payment), then
 * the payment method; its error message is shown as the provider gave it.
 */
export function usePaymentAttempt(
  { beforePay, onPaid }: Pick<PaymentMethodProps, 'beforePay' | 'onPaid'>,
  pay: () => Promise<PaymentOutcome>,
) {
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPaying(true);
    setError(null);
    try {
      if (!(await beforePay())) {
        setError(CHECKOUT_ERRORS.recaptchaFailed);
        return;
      }
      const outcome = await pay();
      if ('error' in outcome) {
        // The provider's message is shown and reported.
        reportError(outcome.error, { where: 'Payment failed' });
        setError(outcome.error);
        return;
      }
      onPaid(outcome.orderId);
    } finally {
      setPaying(false);
    }
  }

  return { confirm, paying, error };
}
