import type { OrderSetupFlags } from '@yardwise/domain/checkout/confirmationSetup';
import { paymentReversalRecordOf } from '@yardwise/domain/checkout/reversalNotice';
import type { OrderStatusDoc } from '@yardwise/domain/firestore/documents';
import { useLiveQuery } from '@web/data/liveReads';

/** What the order's fulfilment has reported so far. */
export interface OrderRecords {
  /** The newest order-status record's flags; null while none, or only an empty one, exists. */
  setup: OrderSetupFlags | null;
  /** The order id from the order event of this payment, once it has arrived. */
  orderId: string | null;
}

export const NO_ORDER_RECORDS: OrderRecords = { setup: null, orderId: null };

/**
 * A record is written before its flags are (an "empty record"); a flag that is not a boolean has
 * not been reported yet, so the page keeps waiting for it instead of treating it as failed.
 */
export function setupFlagsOf(record: Partial<OrderStatusDoc> | undefined): OrderSetupFlags | null {
  if (!record) return null;
  const flags: OrderSetupFlags = {};
  if (typeof record.profileDocCreated === 'boolean') {
    flags.profileDocCreated = record.profileDocCreated;
  }
  if (typeof record.projectDocCreated === 'boolean') {
    flags.projectDocCreated = record.projectDocCreated;
  }
  const held = record.paymentHeld;
  if (held && Number.isSafeInteger(held.amountReceived) && Number.isSafeInteger(held.orderTotal)) {
    flags.paymentHeld = { amountReceived: held.amountReceived, orderTotal: held.orderTotal };
  }
  const reversal = paymentReversalRecordOf(record.paymentReversal);
  if (reversal) flags.paymentReversal = reversal;
  return Object.keys(flags).length > 0 ? flags : null;
}

function newest<T extends { createdAt?: string }>(records: readonly T[]): T | undefined {
  return records.reduce<T | undefined>(
    (latest, record) =>
      latest === undefined || (record.createdAt ?? '') > (latest.createdAt ?? '') ? record : latest,
    undefined,
  );
}

/**
 * Listens to the user's order-status records (newest first) and to the order event of this payment.
 * Both queries name the user, as the security rules only let owners read them.
 */
export function useOrderRecords(uid: string, paymentIntentId: string | null): OrderRecords {
  const statuses = useLiveQuery('newPackageOrderStatuses', [{ field: 'userId', value: uid }]);
  const events = useLiveQuery('yzOrderEvents', [
    { field: 'userId', value: uid },
    { field: 'paymentIntentId', value: paymentIntentId },
  ]);
  const event = paymentIntentId ? events.data?.find((candidate) => candidate.orderId) : undefined;
  return {
    setup: setupFlagsOf(newest(statuses.data ?? [])),
    orderId: event?.orderId ?? null,
  };
}
