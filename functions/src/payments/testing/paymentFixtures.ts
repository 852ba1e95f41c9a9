import type { OrderDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { priceFor } from '@yardwise/domain/catalog/lotSizes';
import { skuLookupKey } from '@yardwise/domain/catalog/packageNames';
import { SEED_PRODUCTS } from '@yardwise/domain/seed/catalog';
import { getDb } from '../../admin';
import type {
  IncomingPaymentEvent,
  PaymentIntentEventType,
} from '@yardwise/domain/checkout/paymentEvent';

// Orders as createOrder writes them and the events Stripe sends for their PaymentIntents.

const FULL_YARD_STANDARD = priceFor(SEED_PRODUCTS['full-yard']!, 'standard')!;

export interface SeededOrder {
  orderId: string;
  order: OrderDoc;
}

/** Buyer n's awaiting-payment Full Yard order (seed catalog price), paying with pi_test_<n>. */
export function orderFixture(n: number, overrides: Partial<OrderDoc> = {}): SeededOrder {
  const at = '2026-03-02T15:00:00.000Z';
  const order: OrderDoc = {
    userId: `buyer-${n}`,
    status: 'awaiting_payment',
    paymentIntentId: `pi_test_${n}`,
    sku: skuLookupKey('full-yard', 'standard'),
    packageKey: 'full-yard',
    lotSize: 'standard',
    addOnIds: [],
    promoCode: null,
    referralCode: null,
    originalPrice: FULL_YARD_STANDARD,
    price: FULL_YARD_STANDARD,
    taxAmount: 0,
    total: FULL_YARD_STANDARD,
    discountCodesApplied: [],
    email: `buyer${n}@example.com`,
    firstName: 'Robin',
    lastName: `Buyer${n}`,
    address: {
      street: `${100 + n} Maple Street`,
      aptNumber: '',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      country: 'US',
      formattedAddress: `${100 + n} Maple Street, Austin, TX 78704, USA`,
    },
    packageStyle: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
  return { orderId: `order-${n}`, order };
}

export async function seedOrder(seeded: SeededOrder): Promise<SeededOrder> {
  const db = await getDb();
  await db.collection('orders').doc(seeded.orderId).set(seeded.order);
  return seeded;
}

/** The PaymentIntent metadata createOrder sets. */
export function intentMetadata({ orderId, order }: SeededOrder): Record<string, string> {
  return {
    userId: order.userId,
    orderId,
    sku: order.sku,
    packageKey: order.packageKey,
    lotSize: order.lotSize,
    addOns: order.addOnIds.join(','),
    promoCode: order.promoCode ?? '',
    packageStyle: order.packageStyle ?? '',
  };
}

const INTENT_STATUS: Record<PaymentIntentEventType, string> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.processing': 'processing',
  'payment_intent.payment_failed': 'requires_payment_method',
  'payment_intent.canceled': 'canceled',
};

/** A Stripe event of the order's PaymentIntent; `created` in seconds. */
export function intentEvent(
  type: PaymentIntentEventType,
  seeded: SeededOrder,
  options: {
    id?: string;
    created?: number;
    metadata?: Record<string, string>;
    /** Cents Stripe received; the order's total for a succeeded event unless given. */
    amountReceived?: number;
  } = {},
): IncomingPaymentEvent {
  const intentId = seeded.order.paymentIntentId ?? 'pi_unknown';
  return {
    id: options.id ?? `evt_${type.replace(/\W/g, '_')}_${intentId}`,
    type,
    created: options.created ?? 1_772_463_600,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: seeded.order.total,
        amount_received:
          options.amountReceived ?? (type === 'payment_intent.succeeded' ? seeded.order.total : 0),
        currency: 'usd',
        status: INTENT_STATUS[type],
        metadata: options.metadata ?? intentMetadata(seeded),
      },
    },
  };
}
