import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import type { OrderCommandInput, OrderCommandResult } from '@yardwise/domain/checkout/orderCommand';
import type { Caller } from '@yardwise/domain/commands/command';
import { CommandError } from '@yardwise/domain/commands/commandError';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { trackingEmail } from '@yardwise/domain/funnel/email';
import type { Firestore } from 'firebase-admin/firestore';
import {
  MIN_CHARGE_CENTS,
  sameMetadata,
  type PaymentGateway,
  type PaymentIntentSummary,
} from '../adapters/stripe/paymentGateway';
import { paymentGateway } from '../adapters/stripe/selectPaymentGateway';
import { serverBrand } from '../config';
import { loadPricingDocuments } from './loadPricingDocuments';
import {
  attachPaymentIntent,
  closeCanceledOrder,
  findOpenOrder,
  findOrCreateOpenOrder,
  repriceOrder,
  type OrderFields,
  type StoredOrder,
} from './orderRecords';
import { createIntentKey, paymentIntentMetadata, updateIntentKey } from './paymentIntentParams';
import { priceOrder, pricingRequestOf, type OrderPricing } from './priceOrder';

// createOrder and updateOrder (checkout §4, §7): price on the server, keep one open order per
// user, and keep its PaymentIntent at the order's total. Every Stripe call carries an idempotency
// key derived from the order, so retries and double clicks never make a second intent.

export type OrderCommandMode = 'create' | 'update';

export interface OrderCommandContext {
  caller: Caller;
  input: OrderCommandInput;
  db: Firestore;
  now: Date;
}

/** Intent statuses in which the amount can no longer change: the customer has paid or is paying. */
const PAYING_STATUSES: Record<string, string> = {
  processing: ORDER_ERRORS.processing,
  requires_capture: ORDER_ERRORS.processing,
  succeeded: ORDER_ERRORS.alreadyPaid,
};

/**
 * Decisions: the order is the caller's own (userId is their uid) and its email is their account
 * email (compared trimmed and lower-cased), so nobody orders, or receives receipts, as someone else.
 */
function assertCallersOrder(caller: Caller, order: OrderCommandInput['order']): void {
  if (order.userId !== caller.uid) {
    throw new CommandError('permission-denied', ORDER_ERRORS.notYourAccount);
  }
  if (trackingEmail(order.email) !== trackingEmail(caller.email ?? '')) {
    throw new CommandError('permission-denied', ORDER_ERRORS.notYourEmail);
  }
}

function orderFieldsOf(input: OrderCommandInput, pricing: OrderPricing): OrderFields {
  const { order } = input;
  return {
    sku: order.sku,
    packageKey: pricing.packageKey,
    lotSize: pricing.lotSize,
    addOnIds: pricing.addOnIds,
    promoCode: pricing.promoCode,
    referralCode: pricing.referralCode,
    originalPrice: pricing.originalPrice,
    price: pricing.price,
    taxAmount: pricing.taxAmount,
    total: pricing.total,
    discountCodesApplied: pricing.discountCodesApplied,
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    address: { ...order.address },
    packageStyle: input.packageStyle ? input.packageStyle : null,
  };
}

/**
 * The order's PaymentIntent, created on first need from the order as stored (so a retry after a
 * crash sends the same parameters under the same key and gets the same intent).
 */
async function ensurePaymentIntent(
  gateway: PaymentGateway,
  db: Firestore,
  stored: StoredOrder,
  now: Date,
): Promise<PaymentIntentSummary> {
  const { id, order } = stored;
  if (order.paymentIntentId) return gateway.retrievePaymentIntent(order.paymentIntentId);
  const created = await gateway.createPaymentIntent({
    amount: order.total,
    metadata: paymentIntentMetadata(id, order),
    idempotencyKey: createIntentKey(id, order.createdAt),
    receiptEmail: order.email,
  });
  const attached = await attachPaymentIntent(db, id, created.id, now);
  return attached.order.paymentIntentId === created.id
    ? created
    : gateway.retrievePaymentIntent(attached.order.paymentIntentId!);
}

/** Brings the intent to the order's total and metadata; does nothing when it is there already. */
async function syncPaymentIntent(
  gateway: PaymentGateway,
  stored: StoredOrder,
  intent: PaymentIntentSummary,
): Promise<PaymentIntentSummary> {
  const { id, order } = stored;
  const metadata = paymentIntentMetadata(id, order);
  if (intent.amount === order.total && sameMetadata(intent.metadata, metadata)) return intent;
  const updated = await gateway.updatePaymentIntent(
    intent.id,
    { amount: order.total, metadata },
    updateIntentKey(id, order.updatedAt, order.total, metadata),
  );
  // Never show a price other than the one charged: a mismatch is a bug to fix, not to paper over.
  if (updated.amount !== order.total) {
    throw new Error(
      `PaymentIntent ${updated.id} is at ${updated.amount} cents, order ${id} at ${order.total}`,
    );
  }
  return updated;
}

function resultOf(
  stored: StoredOrder,
  intent: PaymentIntentSummary,
  message: string,
): OrderCommandResult {
  const { order } = stored;
  return {
    orderId: stored.id,
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    price: order.price,
    originalPrice: order.originalPrice,
    taxAmount: order.taxAmount,
    discountCodesApplied: order.discountCodesApplied,
    message,
  };
}

export async function placeOrder(
  mode: OrderCommandMode,
  { caller, input, db, now }: OrderCommandContext,
): Promise<OrderCommandResult> {
  assertCallersOrder(caller, input.order);
  const request = pricingRequestOf(input.order);
  const documents = await loadPricingDocuments(db, request);
  // Decision: the server has no brand param yet; the partner message names the default brand.
  const pricing = priceOrder(input.order, request, documents, {
    now,
    brandName: serverBrand().productName,
  });
  if (pricing.total < MIN_CHARGE_CENTS) {
    // Decision: a (nearly) free order cannot go through card payment; support completes it.
    throw new CommandError(
      'failed-precondition',
      fillCopy(ORDER_ERRORS.belowMinimumCharge, { email: serverBrand().supportEmail }),
    );
  }
  const fields = orderFieldsOf(input, pricing);
  const gateway = paymentGateway(db);

  // Twice at most: a canceled intent closes its order, and a create then starts a fresh one.
  for (let attempt = 1; ; attempt += 1) {
    const stored =
      mode === 'create'
        ? await findOrCreateOpenOrder(db, caller.uid, fields, now)
        : await findOpenOrder(db, caller.uid);
    const intent = await ensurePaymentIntent(gateway, db, stored, now);
    if (intent.status === 'canceled') {
      await closeCanceledOrder(db, stored.id, now);
      if (mode === 'create' && attempt === 1) continue;
      throw new CommandError('not-found', ORDER_ERRORS.noOpenOrder);
    }
    const paying = Object.hasOwn(PAYING_STATUSES, intent.status)
      ? PAYING_STATUSES[intent.status]
      : undefined;
    if (paying) throw new CommandError('failed-precondition', paying);
    const repriced = await repriceOrder(db, stored.id, fields, now);
    const synced = await syncPaymentIntent(gateway, repriced, intent);
    return resultOf(repriced, synced, pricing.message);
  }
}
