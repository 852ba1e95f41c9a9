import {
  MAX_CHARGE_CENTS,
  MIN_CHARGE_CENTS,
} from '@yardwise/domain/checkout/paymentIntentMetadata';

// The port between orders and the card processor. Two implementations: Stripe when
// STRIPE_SECRET_KEY is configured, and a local stand-in in Firestore otherwise (selectPaymentGateway).

/** What orders read of a PaymentIntent. `metadata` never holds empty values (see compactMetadata). */
export interface PaymentIntentSummary {
  id: string;
  clientSecret: string;
  /** Cents. */
  amount: number;
  /** Stripe's status: requires_payment_method, processing, succeeded, canceled ... */
  status: string;
  metadata: Record<string, string>;
}

export interface CreatePaymentIntentRequest {
  /** Cents, USD. */
  amount: number;
  metadata: Record<string, string>;
  /** Same key, same parameters: the same intent, however often the request is retried. */
  idempotencyKey: string;
  receiptEmail: string;
}

export interface UpdatePaymentIntentRequest {
  amount: number;
  /** Merged into the intent's metadata; a key with '' is removed (Stripe's rule). */
  metadata: Record<string, string>;
}

export interface PaymentGateway {
  /** Which implementation this is, for logs and the checkout's "test payment" label. */
  readonly kind: 'stripe' | 'stand-in';
  createPaymentIntent(request: CreatePaymentIntentRequest): Promise<PaymentIntentSummary>;
  updatePaymentIntent(
    id: string,
    request: UpdatePaymentIntentRequest,
    idempotencyKey: string,
  ): Promise<PaymentIntentSummary>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentSummary>;
  /**
   * Cancels an abandoned intent so it can never be paid. Refused with
   * payment_intent_unexpected_state once it is processing, paid or already canceled.
   */
  cancelPaymentIntent(id: string, idempotencyKey: string): Promise<PaymentIntentSummary>;
}

/** A refusal by the gateway that is ours to explain (the stand-in's mirror of Stripe's errors). */
export class PaymentGatewayError extends Error {
  constructor(
    readonly code:
      | 'amount_too_small'
      | 'amount_too_large'
      | 'idempotency_error'
      | 'resource_missing'
      | 'payment_intent_unexpected_state',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

/** Throws the gateway's refusal for an amount Stripe would refuse. */
export function assertChargeableAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < MIN_CHARGE_CENTS) {
    throw new PaymentGatewayError(
      'amount_too_small',
      `Amount must be at least ${MIN_CHARGE_CENTS} cents, got ${String(amount)}`,
    );
  }
  if (amount > MAX_CHARGE_CENTS) {
    throw new PaymentGatewayError('amount_too_large', `Amount ${amount} is above the maximum`);
  }
}
