import { object } from 'yup';
import { CommandError } from '../commands/commandError';
import type { StandInPaymentIntentDoc } from '../firestore/commerceDocuments';
import { documentIdField } from '../forms/documentId';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { PAYMENT_INTENT_EVENT_TYPES, type IncomingPaymentEvent } from './paymentEvent';

// The labelled "test payment" that replaces the Payment Element when no Stripe keys are set: it
// pays a stand-in PaymentIntent and drives the same fulfilment as a signed webhook.

/** The stand-in gateways' intent ids: `pi_standin_<id>`. */
export const STAND_IN_INTENT_ID_PREFIX = 'pi_standin_';
export const STAND_IN_INTENT_ID = /^pi_standin_[A-Za-z0-9_-]+$/;

/** A stand-in intent's client secret, shaped like Stripe's (`<intent id>_secret_<...>`). */
export function standInClientSecret(intentId: string): string {
  return `${intentId}_secret_standin`;
}

export const TEST_PAYMENT_MESSAGES = {
  unavailable: 'Test payments only work on the local emulators when no Stripe key is configured.',
  invalidId: 'That is not a test payment.',
  notFound: 'We could not find that payment. Please start the checkout again.',
  notYours: 'That payment belongs to another account.',
  canceled: 'That payment was canceled. Please start the checkout again.',
} as const;

export const completeTestPaymentInput = object({
  paymentIntentId: documentIdField('payment')
    .max(100, TEST_PAYMENT_MESSAGES.invalidId)
    .matches(STAND_IN_INTENT_ID, TEST_PAYMENT_MESSAGES.invalidId),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export interface TestPaymentResult {
  orderId: string | null;
  /** 'duplicate' when the same test payment was already recorded (a double click). */
  outcome: 'processed' | 'duplicate' | 'ignored';
}

/**
 * Whether the caller may pay this stand-in intent (as Stripe would confirm their card): it exists,
 * it is theirs, and it was not canceled. Returns the intent as paid.
 */
export function payableStandInIntent(
  intent: StandInPaymentIntentDoc | undefined,
  uid: string,
): StandInPaymentIntentDoc {
  if (!intent) throw new CommandError('not-found', TEST_PAYMENT_MESSAGES.notFound);
  if (intent.metadata.userId !== uid) {
    throw new CommandError('permission-denied', TEST_PAYMENT_MESSAGES.notYours);
  }
  if (intent.status === 'canceled') {
    throw new CommandError('failed-precondition', TEST_PAYMENT_MESSAGES.canceled);
  }
  return { ...intent, status: 'succeeded' };
}

/** The event Stripe would send; its id is derived from the intent, so a double click is a duplicate. */
export function standInSucceededEvent(
  id: string,
  intent: StandInPaymentIntentDoc,
  now: Date,
): IncomingPaymentEvent {
  return {
    id: `evt_standin_${id}`,
    type: PAYMENT_INTENT_EVENT_TYPES.succeeded,
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: intent.amount,
        currency: intent.currency,
        status: 'succeeded',
        metadata: intent.metadata,
      },
    },
  };
}
