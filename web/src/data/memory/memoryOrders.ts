import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import {
  newestOpenOrder,
  newOpenOrder,
  nextUpdatedAt,
  openOrderToUpdate,
  refuseWhileProcessing,
  repricedOrder,
  type OrderFields,
  type StoredOrder,
} from '@yardwise/domain/checkout/openOrder';
import { orderCommandInput, type OrderCommandResult } from '@yardwise/domain/checkout/orderCommand';
import {
  compactMetadata,
  paymentIntentMetadata,
  sameMetadata,
} from '@yardwise/domain/checkout/paymentIntentMetadata';
import {
  assertCallersOrder,
  assertChargeable,
  orderCommandResultOf,
  orderFieldsOf,
  payingIntentError,
} from '@yardwise/domain/checkout/placeOrderRules';
import {
  priceOrder,
  pricingProductIds,
  pricingRequestOf,
} from '@yardwise/domain/checkout/priceOrder';
import {
  STAND_IN_INTENT_ID_PREFIX,
  standInClientSecret,
} from '@yardwise/domain/checkout/testPayment';
import { CommandError } from '@yardwise/domain/commands/commandError';
import type { DocStore } from '@yardwise/domain/commands/docStore';
import type { StandInPaymentIntentDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { takeRateLimitToken } from '@yardwise/domain/security/takeRateLimitToken';
import { brand } from '@web/ui/brand';
import { catalogProducts, randomIdPart } from './memoryCatalog';
import { memoryRemoteCommand, type MemoryCallContext } from './memoryRemoteCommand';
import type { MemoryStore } from './memoryStore';

// The preview's createOrder and updateOrder: priced from the seeded catalog and
// codes with the domain rules the functions run, one open order per user, and a stand-in
// PaymentIntent kept at the order's total, as the functions' local stand-in gateway keeps it. Each
// call is one store transaction: the store runs them one at a time, so no two calls race.

type OrderMode = 'create' | 'update';

interface StoredIntent {
  id: string;
  intent: StandInPaymentIntentDoc;
}

/** The user's orders as committed; read first in the transaction, before any write. */
function ordersOf(store: MemoryStore, uid: string): StoredOrder[] {
  return store
    .list('orders')
    .filter((order) => order.userId === uid)
    .map(({ id, ...order }) => ({ id, order }));
}

async function findOrCreateOpenOrder(
  tx: DocStore,
  orders: StoredOrder[],
  uid: string,
  fields: OrderFields,
  now: Date,
): Promise<StoredOrder> {
  refuseWhileProcessing(orders);
  const open = newestOpenOrder(orders);
  if (open) return open;
  const stored = { id: `ord_${randomIdPart(24)}`, order: newOpenOrder(uid, fields, now) };
  await tx.set('orders', stored.id, stored.order);
  return stored;
}

/** The order's stand-in intent, created on first need at the order's total. */
async function ensureIntent(tx: DocStore, stored: StoredOrder, now: Date): Promise<StoredIntent> {
  const { id, order } = stored;
  if (order.paymentIntentId) {
    const intent = await tx.get('standInPaymentIntents', order.paymentIntentId);
    if (!intent) throw new CommandError('not-found', ORDER_ERRORS.noOpenOrder);
    return { id: order.paymentIntentId, intent };
  }
  const intentId = STAND_IN_INTENT_ID_PREFIX + randomIdPart(24);
  const intent: StandInPaymentIntentDoc = {
    amount: order.total,
    currency: 'usd',
    status: 'requires_payment_method',
    clientSecret: standInClientSecret(intentId),
    metadata: compactMetadata(paymentIntentMetadata(id, order)),
    createdAt: now.toISOString(),
  };
  await tx.set('standInPaymentIntents', intentId, intent);
  stored.order = {
    ...order,
    paymentIntentId: intentId,
    updatedAt: nextUpdatedAt(order.updatedAt, now),
  };
  await tx.set('orders', id, stored.order);
  return { id: intentId, intent };
}

/** Brings the intent to the order's total and metadata, as Stripe's update would. */
async function syncIntent(tx: DocStore, stored: StoredOrder, current: StoredIntent): Promise<void> {
  const metadata = paymentIntentMetadata(stored.id, stored.order);
  const { intent } = current;
  if (intent.amount === stored.order.total && sameMetadata(intent.metadata, metadata)) return;
  await tx.update('standInPaymentIntents', current.id, {
    amount: stored.order.total,
    metadata: compactMetadata({ ...intent.metadata, ...metadata }),
  });
}

async function placeOrder(
  mode: OrderMode,
  { caller, input, store, now }: MemoryCallContext<typeof orderCommandInput>,
): Promise<OrderCommandResult> {
  assertCallersOrder(caller, input.order);
  const request = pricingRequestOf(input.order);
  return store.transaction(async (tx) => {
    const orders = ordersOf(store, caller.uid);
    const documents = {
      products: await catalogProducts(tx, pricingProductIds(request)),
      promoCode: request.code === '' ? null : ((await tx.get('codes', request.code)) ?? null),
    };
    const pricing = priceOrder(input.order, request, documents, {
      now,
      brandName: brand.productName,
    });
    assertChargeable(pricing, brand.supportEmail);
    const command = mode === 'create' ? 'createOrder' : 'updateOrder';
    await takeRateLimitToken(tx, command, caller.uid, now);
    const fields = orderFieldsOf(input, pricing);

    const stored =
      mode === 'create'
        ? await findOrCreateOpenOrder(tx, orders, caller.uid, fields, now)
        : openOrderToUpdate(orders);
    const intent = await ensureIntent(tx, stored, now);
    // Nothing in the preview cancels an intent, so unlike the functions there is no canceled
    // intent to close and replace; one being paid (completeTestPayment, setup still to come) is refused.
    const paying = payingIntentError(intent.intent.status);
    if (paying) throw paying;
    const repriced = { id: stored.id, order: repricedOrder(stored.order, fields, now) };
    if (repriced.order !== stored.order) await tx.set('orders', repriced.id, repriced.order);
    await syncIntent(tx, repriced, intent);
    const { clientSecret } = intent.intent;
    return orderCommandResultOf(repriced, { id: intent.id, clientSecret }, pricing.message);
  });
}

// Decision: the preview has no reCAPTCHA key, so createOrder's token passes unchecked, as with
// the functions' stand-in (and memoryValidateRecaptcha).
export const memoryCreateOrder = memoryRemoteCommand<'createOrder', typeof orderCommandInput>({
  access: 'account',
  input: orderCommandInput,
  run: (context) => placeOrder('create', context),
});

export const memoryUpdateOrder = memoryRemoteCommand<'updateOrder', typeof orderCommandInput>({
  access: 'account',
  input: orderCommandInput,
  run: (context) => placeOrder('update', context),
});
