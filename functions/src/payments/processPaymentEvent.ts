import type { Firestore } from 'firebase-admin/firestore';
import type { PaymentEventDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import { readEventEffects } from './eventEffects';
import { readPaymentEvent } from '@yardwise/domain/checkout/paymentEvent';
import { createDoc } from '@yardwise/domain/checkout/plannedWrites';
import { applyWrites } from './plannedWrites';
import { logError, logInfo } from '../logs';
import { heldPaymentAlertId } from '@yardwise/domain/checkout/paymentHold';
import { reversalAlertId } from '@yardwise/domain/checkout/paymentReversal';
import type { OutboxEmailDoc } from '@yardwise/domain/firestore/documents';
import { createMailer } from '../adapters/sendgrid/createMailer';
import type { EmailTemplate } from '../adapters/sendgrid/emailTemplates';

export type PaymentEventOutcome = 'processed' | 'duplicate' | 'ignored';

/** Conflicting transactions retry; a busy buyer (many events at once) needs a few more tries. */
const MAX_TRANSACTION_ATTEMPTS = 10;

/** gRPC ALREADY_EXISTS: a create() found the document there at commit. */
const ALREADY_EXISTS = 6;

function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}

/**
 * A redelivered event (its first delivery crashed after the commit, before the alert went out)
 * sends its queued staff alert (held payment, refund, dispute); the mailer does nothing for one
 * already sent.
 */
async function sendQueuedAlert(db: Firestore, id: string): Promise<void> {
  const queued = (await db.collection(COLLECTIONS.outbox).doc(id).get()).data() as
    OutboxEmailDoc | undefined;
  if (!queued) return;
  await createMailer(db).send(
    { to: queued.to, template: queued.template as EmailTemplate, data: queued.data },
    { id },
  );
}

/**
 * The one fulfilment path for Stripe events (the signed webhook and the local test payment).
 * One transaction claims paymentEvents/{event.id} together with all its effects, so an event
 * takes effect exactly once: a claimed event is a 'duplicate' and changes nothing. The claim is
 * the transaction's FIRST write, so a concurrent delivery that read "not claimed" fails on its
 * create() before any other write lands (also on the in-process test emulator, whose commits are
 * not atomic); it then runs again and finds the claim. Throws MalformedPaymentEventError, writing
 * nothing, for an event it cannot read; any other failure leaves nothing recorded, so a
 * redelivery does the whole work.
 */
export async function processPaymentEvent(
  db: Firestore,
  raw: unknown,
  now: Date = new Date(),
): Promise<PaymentEventOutcome> {
  const event = readPaymentEvent(raw);
  const attempt = () =>
    db.runTransaction(
      async (tx) => {
        const claimRef = db.collection(COLLECTIONS.paymentEvents).doc(event.id);
        if ((await tx.get(claimRef)).exists) return null;
        const effects = await readEventEffects(db, tx, event, now);
        const claim: PaymentEventDoc = {
          type: event.type,
          paymentIntentId: event.intent?.id ?? event.reversal?.paymentIntentId ?? '',
          created: event.created,
          processedAt: now.toISOString(),
        };
        applyWrites(db, tx, [createDoc('paymentEvents', event.id, claim), ...effects.writes]);
        return effects;
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
  const effects = await attempt().catch((error: unknown) => {
    if (isAlreadyExists(error)) return attempt();
    throw error;
  });

  // Logged after the commit, so a retried transaction does not log twice.
  const paymentIntentId = event.intent?.id ?? event.reversal?.paymentIntentId;
  const context = { eventId: event.id, eventType: event.type, paymentIntentId };
  if (!effects) {
    logInfo('Payment event already processed', context);
    if (event.intent) await sendQueuedAlert(db, heldPaymentAlertId(event.intent.id));
    if (event.reversal) await sendQueuedAlert(db, reversalAlertId(event.reversal));
    return 'duplicate';
  }
  if (effects.staffAlert) {
    const { outboxId, ...email } = effects.staffAlert;
    const what = event.reversal
      ? 'Payment refunded or disputed; staff alerted'
      : 'Payment held: it does not cover its order; staff alerted';
    logError(what, {
      ...context,
      orderId: effects.orderId,
      outboxId,
    });
    await createMailer(db).send(email, { id: outboxId });
  }
  for (const warning of effects.warnings) {
    logError(`Payment fulfilled, needs a look: ${warning}`, {
      ...context,
      orderId: effects.orderId,
    });
  }
  if (effects.outcome === 'ignored') {
    logInfo(`Payment event recorded, no change: ${effects.reason}`, {
      ...context,
      orderId: effects.orderId,
    });
  } else {
    logInfo('Payment event processed', { ...context, orderId: effects.orderId });
  }
  return effects.outcome;
}
