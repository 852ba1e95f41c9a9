import type { Response } from 'express';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { getDb } from '../admin';
import { configuredValue, STRIPE_WEBHOOK_SECRET } from '../config';
import { logError, logException, logWarning } from '../logs';
import { MalformedPaymentEventError } from '@yardwise/domain/checkout/paymentEvent';
import { processPaymentEvent } from './processPaymentEvent';
import { SignatureRejectedError, verifiedStripeEvent } from './stripeSignature';

/**
 * Stripe's webhook (docs/deploying.md, "Stripe"): verifies the signature on the raw body, then
 * records the event and all its effects before answering. 2xx only once that is committed; 500 when
 * it could not be, so Stripe retries (a retry is safe: a claimed event is a duplicate).
 */
export async function handleStripeWebhook(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).send('Method Not Allowed');
    return;
  }
  const secret = configuredValue(STRIPE_WEBHOOK_SECRET);
  if (!secret) {
    // Decision: 503, as the fault is ours and temporary: Stripe keeps retrying for days, so the
    // events arrive once the secret is set.
    logError('Stripe webhook rejected: STRIPE_WEBHOOK_SECRET is not configured');
    res.status(503).send('Webhook not configured');
    return;
  }
  const signature = req.headers['stripe-signature'];
  if (typeof signature !== 'string' || !Buffer.isBuffer(req.rawBody)) {
    res.status(400).send('Missing signature or body');
    return;
  }

  let event: unknown;
  try {
    event = await verifiedStripeEvent(req.rawBody, signature, secret);
  } catch (error) {
    if (!(error instanceof SignatureRejectedError)) throw error; // ours: the runtime answers 500
    logWarning('Stripe webhook rejected: bad or stale signature', { reason: error.message });
    res.status(400).send('Invalid signature');
    return;
  }

  try {
    const outcome = await processPaymentEvent(await getDb(), event);
    res.status(200).json({ received: true, outcome });
  } catch (error) {
    if (error instanceof MalformedPaymentEventError) {
      logException('Stripe webhook: signed event fulfilment cannot read', error);
      res.status(400).send('Malformed event');
      return;
    }
    const { id, type } = (event ?? {}) as { id?: unknown; type?: unknown };
    logException('Stripe webhook: could not record the event; Stripe will retry', error, {
      eventId: typeof id === 'string' ? id : null,
      eventType: typeof type === 'string' ? type : null,
    });
    res.status(500).send('Could not record the event');
  }
}

// Public: Stripe calls it without Google credentials; the signature is the authentication.
export const stripeWebhook = onRequest(
  { secrets: [STRIPE_WEBHOOK_SECRET], invoker: 'public' },
  handleStripeWebhook,
);
