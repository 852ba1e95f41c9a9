import type { Firestore } from 'firebase-admin/firestore';
import { configuredValue, STRIPE_SECRET_KEY } from '../../config';
import { logWarning } from '../../logs';
import type { PaymentGateway } from './paymentGateway';
import { standInPaymentGateway } from './standInPaymentGateway';
import { stripeClientLoader, stripePaymentGateway } from './stripePaymentGateway';

let override: PaymentGateway | null = null;
let stripe: { key: string; gateway: PaymentGateway } | undefined;
let standInAnnounced = false;

/**
 * Stripe when STRIPE_SECRET_KEY is configured; otherwise the labelled local stand-in, which
 * charges nothing. One Stripe client per key and process, so warm instances reuse its connections.
 */
export function paymentGateway(db: Firestore): PaymentGateway {
  if (override) return override;
  const key = configuredValue(STRIPE_SECRET_KEY);
  if (key) {
    if (stripe?.key !== key) {
      stripe = { key, gateway: stripePaymentGateway(stripeClientLoader(key)) };
    }
    return stripe.gateway;
  }
  if (!standInAnnounced) {
    standInAnnounced = true;
    logWarning(
      'STRIPE_SECRET_KEY is not set: payments use the local stand-in; nothing is charged.',
    );
  }
  return standInPaymentGateway(db);
}

/** Tests only: every command uses this gateway until it is reset with null. */
export function setPaymentGatewayForTests(gateway: PaymentGateway | null): void {
  override = gateway;
}
