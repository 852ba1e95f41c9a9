import type { Firestore } from 'firebase-admin/firestore';
import { CommandError } from '@yardwise/domain/commands/commandError';
import type { StandInPaymentIntentDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import {
  completeTestPaymentInput,
  payableStandInIntent,
  standInSucceededEvent,
  TEST_PAYMENT_MESSAGES,
  type TestPaymentResult,
} from '@yardwise/domain/checkout/testPayment';
import { callableCommand } from '../commands/callableCommand';
import { configuredValue, STRIPE_SECRET_KEY } from '../config';
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
    const intent = (await tx.get(ref)).data() as StandInPaymentIntentDoc | undefined;
    const paid = payableStandInIntent(intent, uid);
    if (intent?.status !== 'succeeded') tx.update(ref, { status: 'succeeded' });
    return paid;
  });
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
