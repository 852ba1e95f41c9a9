import { isDocumentId } from '../forms/documentId';

// The part of a Stripe event that fulfilment reads. A signed webhook and the local test payment
// both arrive in this shape (Stripe's: id, type, created, data.object = a PaymentIntent).

export const PAYMENT_INTENT_EVENT_TYPES = {
  succeeded: 'payment_intent.succeeded',
  processing: 'payment_intent.processing',
  failed: 'payment_intent.payment_failed',
  canceled: 'payment_intent.canceled',
} as const;

export type PaymentIntentEventType =
  (typeof PAYMENT_INTENT_EVENT_TYPES)[keyof typeof PAYMENT_INTENT_EVENT_TYPES];

const HANDLED_TYPES: readonly string[] = Object.values(PAYMENT_INTENT_EVENT_TYPES);

export function isPaymentIntentEventType(type: string): type is PaymentIntentEventType {
  return HANDLED_TYPES.includes(type);
}

/** What fulfilment reads of a PaymentIntent. */
export interface PaymentIntentObject {
  id: string;
  /** Cents asked for. */
  amount: number;
  /** Cents Stripe received (`amount_received`); 0 when the event does not say. */
  amountReceived: number;
  status: string;
  /** Set by createOrder: userId, orderId, sku, packageKey, lotSize, addOns, promoCode, packageStyle. */
  metadata: Record<string, string>;
}

/** A Stripe event as it arrives (webhook) or is built (test payment); checked by readPaymentEvent. */
export interface IncomingPaymentEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: unknown };
}

/** Stripe's events that take money back from a payment: a refund, or a dispute with the bank. */
export const PAYMENT_REVERSAL_EVENT_TYPES = {
  refunded: 'charge.refunded',
  disputeCreated: 'charge.dispute.created',
} as const;

/** What fulfilment reads of a Charge (charge.refunded) or a Dispute (charge.dispute.created). Cents. */
export type PaymentReversal =
  | {
      kind: 'refund';
      paymentIntentId: string;
      chargeId: string;
      amountCharged: number;
      /** All refunded so far (Stripe's cumulative `amount_refunded`). */
      amountRefunded: number;
    }
  | {
      kind: 'dispute';
      paymentIntentId: string;
      chargeId: string;
      disputeId: string;
      amountDisputed: number;
      /** The bank's reason, e.g. 'fraudulent'. */
      reason: string;
    };

export interface PaymentEvent {
  id: string;
  type: string;
  created: number;
  /** The PaymentIntent of a payment_intent.* event; null for every other type. */
  intent: PaymentIntentObject | null;
  /** The refund or dispute of a charge.refunded or charge.dispute.created event, else null. */
  reversal: PaymentReversal | null;
}

/** An event fulfilment cannot read: nothing is claimed or written for it. */
export class MalformedPaymentEventError extends Error {
  constructor(reason: string) {
    super(`Malformed payment event: ${reason}`);
    this.name = 'MalformedPaymentEventError';
  }
}

const MAX_EVENT_TYPE_LENGTH = 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stripe metadata values are strings; anything else is dropped rather than trusted. */
function stringEntries(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function readIntent(value: unknown): PaymentIntentObject {
  if (!isRecord(value)) throw new MalformedPaymentEventError('data.object is not an object');
  const { id, amount, amount_received: received, status, metadata } = value;
  if (!isDocumentId(id)) throw new MalformedPaymentEventError('payment intent id');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) {
    throw new MalformedPaymentEventError('payment intent amount');
  }
  // Decision: a received amount that is missing or not whole cents counts as nothing received, so
  // fulfilment holds the order rather than deliver on an amount it cannot read.
  const amountReceived =
    typeof received === 'number' && Number.isSafeInteger(received) && received > 0 ? received : 0;
  return {
    id,
    amount,
    amountReceived,
    status: typeof status === 'string' ? status : '',
    metadata: stringEntries(metadata),
  };
}

function cents(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new MalformedPaymentEventError(what);
  }
  return value;
}

/** An id Stripe sends either as a string or as the expanded object. */
function idOf(value: unknown, what: string): string {
  const id = isRecord(value) ? value.id : value;
  if (!isDocumentId(id)) throw new MalformedPaymentEventError(what);
  return id;
}

function readReversal(type: string, value: unknown): PaymentReversal {
  if (!isRecord(value)) throw new MalformedPaymentEventError('data.object is not an object');
  const paymentIntentId = idOf(value.payment_intent, 'payment intent of the charge');
  if (type === PAYMENT_REVERSAL_EVENT_TYPES.refunded) {
    return {
      kind: 'refund',
      paymentIntentId,
      chargeId: idOf(value.id, 'charge id'),
      amountCharged: cents(value.amount, 'charge amount'),
      amountRefunded: cents(value.amount_refunded, 'charge amount_refunded'),
    };
  }
  return {
    kind: 'dispute',
    paymentIntentId,
    chargeId: idOf(value.charge, 'disputed charge'),
    disputeId: idOf(value.id, 'dispute id'),
    amountDisputed: cents(value.amount, 'dispute amount'),
    reason: typeof value.reason === 'string' ? value.reason.slice(0, 100) : '',
  };
}

const REVERSAL_TYPES: readonly string[] = Object.values(PAYMENT_REVERSAL_EVENT_TYPES);

/**
 * Checks an event's shape before anything is written. The event id becomes a document id, so it
 * must be one; a payment_intent.* event must carry a readable PaymentIntent, a charge.refunded
 * event a Charge and a charge.dispute.created event a Dispute, each naming its PaymentIntent.
 */
export function readPaymentEvent(raw: unknown): PaymentEvent {
  if (!isRecord(raw)) throw new MalformedPaymentEventError('not an object');
  const { id, type, created, data } = raw;
  if (!isDocumentId(id)) throw new MalformedPaymentEventError('event id');
  if (typeof type !== 'string' || type === '' || type.length > MAX_EVENT_TYPE_LENGTH) {
    throw new MalformedPaymentEventError('event type');
  }
  if (typeof created !== 'number' || !Number.isSafeInteger(created) || created < 0) {
    throw new MalformedPaymentEventError('event created');
  }
  const object = isRecord(data) ? data.object : undefined;
  const intent = isPaymentIntentEventType(type) ? readIntent(object) : null;
  const reversal = REVERSAL_TYPES.includes(type) ? readReversal(type, object) : null;
  return { id, type, created, intent, reversal };
}
