import type { OrderDoc } from '../firestore/commerceDocuments';
import { formatDollars } from '../money/formatDollars';
import type { PaymentIntentObject } from './paymentEvent';

// What a succeeded payment pays for. Fulfilment delivers what Stripe says was paid, not what the
// order says now: the order can change after its PaymentIntent was last updated (a change Stripe
// refused, a race), and a payment can fall short of the order's total. Pure, so every case is
// tested with numbers.

/** The cart of an order: what fulfilment delivers. */
export type OrderCart = Pick<
  OrderDoc,
  'sku' | 'packageKey' | 'lotSize' | 'addOnIds' | 'promoCode' | 'referralCode' | 'packageStyle'
>;

export type PaymentCheck =
  /** Deliver `order`: the order as paid for (its cart is the one the intent was priced for). */
  | { kind: 'deliver'; order: OrderDoc; warnings: string[] }
  /** Hold the order: the payment does not cover what it pays for. Cents. */
  | { kind: 'hold'; amountReceived: number; orderTotal: number };

function present(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value : null;
}

/**
 * The cart the intent's amount was priced for, from its metadata (the order commands write the
 * amount and the cart in one update); null for an intent that carries no cart.
 */
export function chargedCart(intent: PaymentIntentObject): OrderCart | null {
  const { metadata } = intent;
  const sku = present(metadata.sku);
  const packageKey = present(metadata.packageKey);
  if (!sku || !packageKey) return null;
  return {
    sku,
    packageKey,
    lotSize: metadata.lotSize ?? '',
    addOnIds: present(metadata.addOns)?.split(',') ?? [],
    promoCode: present(metadata.promoCode),
    referralCode: present(metadata.referralCode),
    packageStyle: present(metadata.packageStyle),
  };
}

function sameCart(order: OrderDoc, cart: OrderCart): boolean {
  return (
    order.sku === cart.sku &&
    order.packageKey === cart.packageKey &&
    order.lotSize === cart.lotSize &&
    order.addOnIds.join(',') === cart.addOnIds.join(',') &&
    (order.promoCode ?? null) === cart.promoCode &&
    (order.referralCode ?? null) === cart.referralCode &&
    (order.packageStyle ?? null) === cart.packageStyle
  );
}

/**
 * Decisions: the payment is due the order's total when the order still holds the cart the intent
 * was priced for, and the intent's amount when the order moved on to another cart (that cart is
 * then the one delivered). A payment short of what is due holds the order; more than is due is
 * delivered, with a warning so staff refund the difference.
 */
export function checkPayment(intent: PaymentIntentObject, order: OrderDoc): PaymentCheck {
  const cart = chargedCart(intent);
  const orderMovedOn = cart !== null && !sameCart(order, cart);
  const due = orderMovedOn ? intent.amount : order.total;
  const received = intent.amountReceived;
  if (received < due) return { kind: 'hold', amountReceived: received, orderTotal: due };
  const warnings: string[] = [];
  if (orderMovedOn) {
    warnings.push(
      `the order changed after its payment was set: delivered the cart paid for (${cart.sku}, add-ons "${cart.addOnIds.join(',')}", code ${cart.promoCode ?? 'none'}), not the order's (${order.sku}, add-ons "${order.addOnIds.join(',')}", code ${order.promoCode ?? 'none'})`,
    );
  }
  if (received > due) {
    warnings.push(
      `received ${formatDollars(received)}, more than the ${formatDollars(due)} due: refund the difference`,
    );
  }
  const paidFor = orderMovedOn ? { ...order, ...cart, total: intent.amount } : order;
  return { kind: 'deliver', order: paidFor, warnings };
}
