import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { OutboxEmailDoc } from '@yardwise/domain/firestore/documents';
import { OUTBOX_SEND_LEASE_MS } from '../adapters/sendgrid/mailer';

// The emails of a message to the team live at outbox ids made from the caller and the page's
// request id: the same request again (a double click, a retry after a lost answer) finds them, and
// the outbox mailer sends each at most once (and retries one that failed).

/** The outbox id of one email of a request. */
export function requestOutboxId(template: string, uid: string, requestId: string): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([uid, requestId]))
    .digest('hex');
  return `${template}-${hash}`;
}

/**
 * Whether the request was answered before: its email went out (or was kept by the local stand-in),
 * or its send is in flight. Such a repeat takes no rate-limit token and emails no one again.
 */
export async function answeredBefore(db: Firestore, outboxId: string, now: Date): Promise<boolean> {
  const snapshot = await db.collection(COLLECTIONS.outbox).doc(outboxId).get();
  const earlier = snapshot.data() as OutboxEmailDoc | undefined;
  if (earlier?.state === 'SENT' || earlier?.state === 'LOCAL_ONLY') return true;
  const sinceAttempt = now.getTime() - Date.parse(earlier?.lastAttemptAt ?? '');
  return earlier?.state === 'PENDING' && sinceAttempt < OUTBOX_SEND_LEASE_MS;
}
