import type Stripe from 'stripe';
import { compactMetadata } from '@yardwise/domain/checkout/paymentIntentMetadata';
import {
  PaymentGatewayError,
  type CreatePaymentIntentRequest,
  type PaymentGateway,
  type PaymentIntentSummary,
  type UpdatePaymentIntentRequest,
} from './paymentGateway';

/** Builds the Stripe client; tests pass one whose HTTP client answers without a network. */
export type StripeClientLoader = () => Promise<Stripe>;

/**
 * The Stripe SDK, loaded on first use: importing it costs every function of the bundle cold-start
 * time, and only the order and payment functions need it. The SDK retries network failures
 * itself, reusing our idempotency key, so a retry never creates a second charge.
 */
export function stripeClientLoader(secretKey: string): StripeClientLoader {
  let client: Promise<Stripe> | undefined;
  return () => {
    client ??= import('stripe')
      .then(({ default: StripeClient }) => {
        return new StripeClient(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
      })
      .catch((error: unknown) => {
        client = undefined; // let the next call retry instead of caching a failed load
        throw error;
      });
    return client;
  };
}

function summaryOf(intent: Stripe.PaymentIntent): PaymentIntentSummary {
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    amount: intent.amount,
    status: intent.status,
    metadata: compactMetadata(intent.metadata ?? {}),
  };
}

/**
 * Stripe's refusal to change or cancel an intent in its current state (the customer is confirming,
 * or has paid), as the gateway's own error, so orders can tell it from a failure that may have applied.
 */
function gatewayErrorOf(error: unknown): unknown {
  const { type, code, message } = (error ?? {}) as {
    type?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (type === 'StripeInvalidRequestError' && code === 'payment_intent_unexpected_state') {
    return new PaymentGatewayError(code, typeof message === 'string' ? message : String(code));
  }
  return error;
}

/** Stripe PaymentIntents in USD, with the payment methods enabled in the Stripe dashboard. */
export function stripePaymentGateway(loadClient: StripeClientLoader): PaymentGateway {
  return {
    kind: 'stripe',

    async createPaymentIntent(request: CreatePaymentIntentRequest) {
      const stripe = await loadClient();
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          // '' would mean "no value" to Stripe anyway; sending the compact form says so.
          metadata: compactMetadata(request.metadata),
          receipt_email: request.receiptEmail,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return summaryOf(intent);
    },

    async updatePaymentIntent(id: string, request: UpdatePaymentIntentRequest, key: string) {
      const stripe = await loadClient();
      const intent = await stripe.paymentIntents
        .update(id, { amount: request.amount, metadata: request.metadata }, { idempotencyKey: key })
        .catch((error: unknown) => {
          throw gatewayErrorOf(error);
        });
      return summaryOf(intent);
    },

    async retrievePaymentIntent(id: string) {
      const stripe = await loadClient();
      return summaryOf(await stripe.paymentIntents.retrieve(id));
    },

    async cancelPaymentIntent(id: string, key: string) {
      const stripe = await loadClient();
      const intent = await stripe.paymentIntents
        .cancel(id, { cancellation_reason: 'abandoned' }, { idempotencyKey: key })
        .catch((error: unknown) => {
          throw gatewayErrorOf(error);
        });
      return summaryOf(intent);
    },
  };
}
