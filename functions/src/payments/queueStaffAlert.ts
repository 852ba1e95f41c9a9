import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { createDoc, type PlannedWrite } from '@yardwise/domain/checkout/plannedWrites';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { OutboxEmailDoc } from '@yardwise/domain/firestore/documents';
import { outboxExpiresAt } from '@yardwise/domain/security/outboxRetention';
import type { OutgoingEmail } from '../adapters/sendgrid/mailer';
import { serverBrand } from '../config';

export type QueuedStaffAlert = OutgoingEmail & { outboxId: string };

/**
 * A staff email (held payment, refund, dispute) queued in the outbox inside the event's own
 * transaction, so the alert exists whenever what it reports does. A queued email was never tried
 * (no lastAttemptAt), so the mailer sends it after the commit; one already queued is left alone.
 */
export async function queueStaffAlert(
  db: Firestore,
  tx: Transaction,
  planned: { outboxId: string; template: OutgoingEmail['template']; data: OutgoingEmail['data'] },
  now: Date,
): Promise<{ writes: PlannedWrite[]; staffAlert: QueuedStaffAlert }> {
  const alert = { to: serverBrand().supportEmail, template: planned.template, data: planned.data };
  const queued = (await tx.get(db.collection(COLLECTIONS.outbox).doc(planned.outboxId))).exists;
  const queue: OutboxEmailDoc = {
    ...alert,
    state: 'PENDING',
    attempts: 0,
    createdAt: now.toISOString(),
    expiresAt: outboxExpiresAt(planned.template, now),
  };
  return {
    writes: queued ? [] : [createDoc('outbox', planned.outboxId, queue)],
    staffAlert: { ...alert, outboxId: planned.outboxId },
  };
}
