import { sameIds } from '../promo/modifiedPrice';

/** The parts of the checkout an order update depends on. */
export interface OrderRevision {
  promotionalCode: string | null;
  addOnIds: readonly string[];
}

/**
 * The order is re-sent with an update call whenever the code or add-ons change and a
 * payment intent exists. Decision: add-ons are compared as a set, so reordering sends nothing.
 */
export function shouldResendOrder(input: {
  paymentIntentId: string | null;
  previous: OrderRevision;
  next: OrderRevision;
}): boolean {
  if (!input.paymentIntentId) return false;
  return (
    input.previous.promotionalCode !== input.next.promotionalCode ||
    !sameIds(input.previous.addOnIds, input.next.addOnIds)
  );
}
