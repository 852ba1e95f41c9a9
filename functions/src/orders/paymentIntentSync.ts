import type { Firestore } from 'firebase-admin/firestore';
import type { StoredOrder } from '@yardwise/domain/checkout/openOrder';
import {
  paymentIntentMetadata,
  sameMetadata,
} from '@yardwise/domain/checkout/paymentIntentMetadata';
import { payingIntentError } from '@yardwise/domain/checkout/placeOrderRules';
import type { PaymentGateway, PaymentIntentSummary } from '../adapters/stripe/paymentGateway';
import { readOrder } from './orderRecords';
import { resyncIntentKey, updateIntentKey } from './paymentIntentParams';

/** Times an overwritten intent is brought back to the order before the command gives up. */
const MAX_RESYNC_ROUNDS = 3;

function chargesOrder(intent: PaymentIntentSummary, { id, order }: StoredOrder): boolean {
  return (
    intent.amount === order.total && sameMetadata(intent.metadata, paymentIntentMetadata(id, order))
  );
}

/** Whether two revisions of an order charge the same: same total, same cart in the metadata. */
function sameCharge(a: StoredOrder, b: StoredOrder): boolean {
  return (
    a.order.total === b.order.total &&
    sameMetadata(paymentIntentMetadata(a.id, a.order), paymentIntentMetadata(b.id, b.order))
  );
}

/**
 * Brings the intent to the order's total and metadata; does nothing when it is there already.
 * `key` defaults to the key of the order's revision (a retried command reuses it).
 */
export async function syncPaymentIntent(
  gateway: PaymentGateway,
  stored: StoredOrder,
  intent: PaymentIntentSummary,
  key?: string,
): Promise<PaymentIntentSummary> {
  const { id, order } = stored;
  if (chargesOrder(intent, stored)) return intent;
  const metadata = paymentIntentMetadata(id, order);
  const updated = await gateway.updatePaymentIntent(
    intent.id,
    { amount: order.total, metadata },
    key ?? updateIntentKey(id, order.updatedAt, order.total, metadata),
  );
  // Never show a price other than the one charged: a mismatch is a bug to fix, not to paper over.
  if (updated.amount !== order.total) {
    throw new Error(
      `PaymentIntent ${updated.id} is at ${updated.amount} cents, order ${id} at ${order.total}`,
    );
  }
  return updated;
}

export interface SettledOrder {
  stored: StoredOrder;
  intent: PaymentIntentSummary;
  /**
   * False when another command changed the cart meanwhile: `stored` is then the order as it now
   * is, not the cart this command priced.
   */
  sameCart: boolean;
}

/**
 * Syncs the intent to `stored`, then makes sure it still matches the order as it NOW is. Stripe
 * applies updates in the order they arrive, not in the order the commands re-priced the order:
 * the update of a quick earlier change can land after a later one and leave the intent at the
 * earlier amount. So the order is read again after the update. Unchanged, the intent holds what
 * this command sent (a later change syncs after it). Moved on, the intent is read and, when it
 * does not charge the current order, brought to it under a key of its own: the later command's
 * key would only replay that command's earlier answer.
 */
export async function settlePaymentIntent(
  gateway: PaymentGateway,
  db: Firestore,
  stored: StoredOrder,
  intent: PaymentIntentSummary,
): Promise<SettledOrder> {
  let current = stored;
  let synced = await syncPaymentIntent(gateway, stored, intent);
  for (let round = 1; ; round += 1) {
    const latest = await readOrder(db, current.id);
    if (!latest || latest.order.updatedAt === current.order.updatedAt) {
      return { stored: current, intent: synced, sameCart: sameCharge(current, stored) };
    }
    const atProcessor = await gateway.retrievePaymentIntent(synced.id);
    if (chargesOrder(atProcessor, latest)) {
      return { stored: latest, intent: atProcessor, sameCart: sameCharge(latest, stored) };
    }
    const paying = payingIntentError(atProcessor.status);
    if (paying) throw paying;
    if (round > MAX_RESYNC_ROUNDS) {
      throw new Error(
        `PaymentIntent ${synced.id} keeps being changed while order ${current.id} is`,
      );
    }
    synced = await syncPaymentIntent(
      gateway,
      latest,
      atProcessor,
      resyncIntentKey(latest, atProcessor),
    );
    current = latest;
  }
}
