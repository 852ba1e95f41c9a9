import type { StandInPaymentIntentDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { readDoc } from './firestoreReads';

/** Stripe's payment_intent.succeeded for a stand-in PaymentIntent: its amount, currency and metadata. */
export async function succeededEventFor(paymentIntentId: string, eventId: string) {
  const intent = (await readDoc(
    'standInPaymentIntents',
    paymentIntentId,
  )) as StandInPaymentIntentDoc;
  return {
    id: eventId,
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: paymentIntentId,
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
