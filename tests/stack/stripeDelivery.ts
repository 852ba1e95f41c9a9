import Stripe from 'stripe';
import { standInSucceededEvent } from '@yardwise/domain/checkout/testPayment';
import type { StandInPaymentIntentDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { adminDb } from './stackBackend';
import { emulatorUrl, PROJECT_ID } from './stackEmulators';

// Stripe's side of a card payment: the signed payment_intent.succeeded event, delivered to the
// webhook function over HTTP with the signing secret this run's Functions emulator was given.
const WEBHOOK_URL = `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/stripeWebhook`;

/** The open stand-in PaymentIntent of the account's order. */
export async function openPaymentIntentOf(uid: string): Promise<string> {
  const intents = await adminDb()
    .collection('standInPaymentIntents')
    .where('metadata.userId', '==', uid)
    .get();
  const open = intents.docs.filter((doc) => doc.data().status !== 'succeeded');
  if (open.length !== 1)
    throw new Error(`expected one open payment for ${uid}, found ${open.length}`);
  return open[0]!.id;
}

/** Delivers payment_intent.succeeded for the intent, as Stripe would once the card is charged. */
export async function deliverSucceeded(paymentIntentId: string): Promise<Response> {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret)
    throw new Error('STRIPE_WEBHOOK_SECRET is not set: run the stack tier through npm test');
  const intent = (
    await adminDb().collection('standInPaymentIntents').doc(paymentIntentId).get()
  ).data() as StandInPaymentIntentDoc;
  const event = {
    ...standInSucceededEvent(paymentIntentId, intent, new Date()),
    id: `evt_${paymentIntentId}`,
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(WEBHOOK_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}
