import type { Firestore } from 'firebase-admin/firestore';
import { CommandError } from '@yardwise/domain/commands/commandError';
import type { StandInPaymentIntentDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import {
  completeTestPaymentInput,
  TEST_PAYMENT_MESSAGES,
  type TestPaymentResult,
} from '@yardwise/domain/checkout/testPayment';
import { callableCommand } from '../commands/callableCommand';
import { configuredValue, STRIPE_SECRET_KEY } from '../config';
import { PAYMENT_INTENT_EVENT_TYPES, type IncomingPaymentEvent } from './paymentEvent';
import { processPaymentEvent } from './processPaymentEvent';

/**
 * Only on the emulators AND without a Stripe key: a deployed function never has
 * FUNCTIONS_EMULATOR set, and with a key the real Payment Element and webhook take over.
 */
export function testPaymentsAvailable(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true' && configuredValue(STRIPE_SECRET_KEY) === null;
}

/** Marks the caller's stand-in intent succeeded, as Stripe would on a confirmed card. */
async function payStandInIntent(
  db: Firestore,
  id: string,
  uid: string,
): Promise<StandInPaymentIntentDoc> {
  return db.runTransaction(async (tx) => {
    const ref = db.collection(COLLECTIONS.standInPaymentIntents).doc(id);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new CommandError('not-found', TEST_PAYMENT_MESSAGES.notFound);
    const intent = snapshot.data() as StandInPaymentIntentDoc;
    if (intent.metadata.userId !== uid) {
      throw new CommandError('permission-denied', TEST_PAYMENT_MESSAGES.notYours);
    }
    if (intent.status === 'canceled') {
      throw new CommandError('failed-precondition', TEST_PAYMENT_MESSAGES.canceled);
    }
    if (intent.status !== 'succeeded') tx.update(ref, { status: 'succeeded' });
    return { ...intent, status: 'succeeded' };
  });
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
        currency: intent.currency,
        status: 'succeeded',
        metadata: intent.metadata,
      },
    },
  };
}

export const completeTestPayment = callableCommand({
  name: 'completeTestPayment',
  access: 'account',
  input: completeTestPaymentInput,
  // Bound so configuredValue sees a key set in functions/.secret.local and refuses.
  options: { secrets: [STRIPE_SECRET_KEY] },
  async handler({ caller, input, db, now }): Promise<TestPaymentResult> {
    if (!testPaymentsAvailable()) {
      throw new CommandError('failed-precondition', TEST_PAYMENT_MESSAGES.unavailable);
    }
    const intent = await payStandInIntent(db, input.paymentIntentId, caller.uid);
    const event = standInSucceededEvent(input.paymentIntentId, intent, now);
    const outcome = await processPaymentEvent(db, event, now);
    return { orderId: intent.metadata.orderId ?? null, outcome };
  },
});
