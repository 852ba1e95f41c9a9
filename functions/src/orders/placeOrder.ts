import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import type { OrderFields, StoredOrder } from '@yardwise/domain/checkout/openOrder';
import type { OrderCommandInput, OrderCommandResult } from '@yardwise/domain/checkout/orderCommand';
import { paymentIntentMetadata } from '@yardwise/domain/checkout/paymentIntentMetadata';
import {
  assertCallersOrder,
  assertChargeable,
  isNewCodeAttempt,
  orderCommandResultOf,
  orderFieldsOf,
  payingIntentError,
  refusedChangeError,
} from '@yardwise/domain/checkout/placeOrderRules';
import {
  priceOrder,
  pricingRequestOf,
  type PricingDocuments,
} from '@yardwise/domain/checkout/priceOrder';
import type { Caller } from '@yardwise/domain/commands/command';
import { CommandError } from '@yardwise/domain/commands/commandError';
import type { Firestore } from 'firebase-admin/firestore';
import {
  PaymentGatewayError,
  type PaymentGateway,
  type PaymentIntentSummary,
} from '../adapters/stripe/paymentGateway';
import { paymentGateway } from '../adapters/stripe/selectPaymentGateway';
import { serverBrand } from '../config';
import { enforceRateLimit } from '../security/rateLimiter';
import { loadPricingDocuments } from './loadPricingDocuments';
import {
  attachPaymentIntent,
  closeCanceledOrder,
  findOpenOrder,
  openOrderOf,
  findOrCreateOpenOrder,
  repriceOrder,
  undoReprice,
  type RepricedOrder,
} from './orderRecords';
import { createIntentKey } from './paymentIntentParams';
import { RedemptionsTakenError, withoutFreeRedemptions } from './codeReservations';
import { verifyOrderRecaptcha } from './orderRecaptcha';
import { settlePaymentIntent } from './paymentIntentSync';

// createOrder and updateOrder: price on the server, keep one open order per
// user, and keep its PaymentIntent at the order's total. Every Stripe call carries an idempotency
// key derived from the order, so retries and double clicks never make a second intent.

export type OrderCommandMode = 'create' | 'update';

export interface OrderCommandContext {
  caller: Caller;
  input: OrderCommandInput;
  db: Firestore;
  now: Date;
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

/**
 * A definite refusal of the intent update (e.g. the customer started confirming between our status
 * check and the update) undoes the re-pricing and answers failed-precondition. Any other failure
 * may have reached Stripe, so the order keeps its new cart: a retry sends the same update key.
 */
async function refuseChange(
  gateway: PaymentGateway,
  db: Firestore,
  repriced: RepricedOrder,
  error: unknown,
  now: Date,
): Promise<never> {
  if (!(error instanceof PaymentGatewayError)) throw error;
  await undoReprice(db, repriced, now);
  if (error.code !== 'payment_intent_unexpected_state') throw error;
  const { paymentIntentId } = repriced.stored.order;
  const intent = paymentIntentId ? await gateway.retrievePaymentIntent(paymentIntentId) : null;
  throw refusedChangeError(intent?.status ?? '');
}

/** The order's fields and promo message, priced on the server from `documents`. */
function priceFields(
  input: OrderCommandInput,
  documents: PricingDocuments,
  now: Date,
): { fields: OrderFields; message: string } {
  const brand = serverBrand();
  const request = pricingRequestOf(input.order);
  const pricing = priceOrder(input.order, request, documents, {
    now,
    brandName: brand.productName,
  });
  assertChargeable(pricing, brand.supportEmail);
  return { fields: orderFieldsOf(input, pricing), message: pricing.message };
}

export async function placeOrder(
  mode: OrderCommandMode,
  { caller, input, db, now }: OrderCommandContext,
): Promise<OrderCommandResult> {
  assertCallersOrder(caller, input.order);
  const request = pricingRequestOf(input.order);
  // Counted before the code is judged, so a refused code costs a call like an accepted one.
  await enforceRateLimit(db, mode === 'create' ? 'createOrder' : 'updateOrder', caller.uid, now);
  const openOrder = request.code === '' ? null : await openOrderOf(db, caller.uid);
  if (isNewCodeAttempt(request.code, openOrder?.order ?? null)) {
    // createOrder checked its token already; an update had no browser check for this code.
    if (mode === 'update') await verifyOrderRecaptcha(input.recaptchaToken, caller.uid);
    await enforceRateLimit(db, 'lookupPromoCode', caller.uid, now);
  }
  const documents = await loadPricingDocuments(db, request, caller.uid);
  let priced = priceFields(input, documents, now);
  const gateway = paymentGateway(db);

  // A canceled intent closes its order, and a create then starts a fresh one; a code whose last
  // redemption another buyer reserved meanwhile is priced again without it. Both happen once.
  let canceledOnce = false;
  let codeTakenOnce = false;
  for (;;) {
    let stored: StoredOrder;
    let repriced: RepricedOrder;
    let intent: PaymentIntentSummary;
    try {
      stored =
        mode === 'create'
          ? await findOrCreateOpenOrder(db, caller.uid, priced.fields, now)
          : await findOpenOrder(db, caller.uid);
      intent = await ensurePaymentIntent(gateway, db, stored, now);
      if (intent.status === 'canceled') {
        await closeCanceledOrder(db, stored.id, now);
        if (mode === 'create' && !canceledOnce) {
          canceledOnce = true;
          continue;
        }
        throw new CommandError('not-found', ORDER_ERRORS.noOpenOrder);
      }
      const paying = payingIntentError(intent.status);
      if (paying) throw paying;
      repriced = await repriceOrder(db, stored.id, priced.fields, now);
    } catch (error) {
      if (!(error instanceof RedemptionsTakenError) || codeTakenOnce) throw error;
      codeTakenOnce = true;
      priced = priceFields(input, withoutFreeRedemptions(documents), now);
      continue;
    }
    const settled = await settlePaymentIntent(gateway, db, repriced.stored, intent).catch(
      (error: unknown) => refuseChange(gateway, db, repriced, error, now),
    );
    // The message is about this command's cart; an order another command changed since is
    // answered as it now is, without it.
    const message = settled.sameCart ? priced.message : '';
    return orderCommandResultOf(settled.stored, settled.intent, message);
  }
}
