import { createHash } from 'node:crypto';
import type { StoredOrder } from '@yardwise/domain/checkout/openOrder';
import {
  compactMetadata,
  paymentIntentMetadata,
} from '@yardwise/domain/checkout/paymentIntentMetadata';

/**
 * One create per order, whatever the retries: the same key always gives the same intent. The
 * order's createdAt is part of it because order ids repeat when orders are wiped (a reset local
 * stack, a test): a new order must not be handed the intent Stripe keeps for an old key.
 */
export function createIntentKey(orderId: string, createdAt: string): string {
  return `${orderId}:create:${Date.parse(createdAt)}`;
}

/**
 * The key of an update: the order, its revision (updatedAt, which moves on every change) and a
 * hash of what is sent. A retried update reuses it; a later change back to an earlier cart gets a
 * new key, since Stripe would otherwise replay the earlier answer and apply nothing.
 */
export function updateIntentKey(
  orderId: string,
  revision: string,
  amount: number,
  metadata: Record<string, string>,
): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([revision, amount, sortedEntries(metadata)]))
    .digest('hex');
  return `${orderId}:update:${hash.slice(0, 32)}`;
}

function sortedEntries(metadata: Record<string, string>): [string, string][] {
  return Object.entries(compactMetadata(metadata)).sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The key of a re-sync: brings an intent that an overtaken update left stale back to the order.
 * The key of the order's revision was used by the command that made it (Stripe would replay that
 * answer and apply nothing), so this one also names the stale state it corrects; two commands
 * correcting the same stale intent share it, and Stripe applies one of them.
 */
export function resyncIntentKey(
  { id, order }: StoredOrder,
  stale: { amount: number; metadata: Record<string, string> },
): string {
  const correcting = JSON.stringify([stale.amount, sortedEntries(stale.metadata)]);
  return updateIntentKey(
    id,
    `${order.updatedAt} resync ${correcting}`,
    order.total,
    paymentIntentMetadata(id, order),
  );
}

/** One cancel per order and intent: a retried run of the reservations job sends the same key. */
export function cancelIntentKey(orderId: string, paymentIntentId: string): string {
  return `${orderId}:cancel:${paymentIntentId}`;
}
