import { object } from 'yup';
import { documentIdField } from '../forms/documentId';
import { UNEXPECTED_FIELD } from '../forms/messages';

// The labelled "test payment" that replaces the Payment Element locally (ARCHITECTURE "External
// services"): it pays a stand-in PaymentIntent and drives the same fulfilment as a signed webhook.

/** The stand-in gateway's intent ids: `pi_standin_<id>`. */
export const STAND_IN_INTENT_ID = /^pi_standin_[A-Za-z0-9_-]+$/;

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
