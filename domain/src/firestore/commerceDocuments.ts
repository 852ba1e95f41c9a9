// Server-side commerce records: written only by the functions, never read by other users.

/**
 * payment_held: a payment arrived that does not cover the order; staff settle it, nothing is
 * delivered. refunded: the whole payment went back; disputed: the customer's bank disputes it.
 */
export type OrderStatus =
  | 'awaiting_payment'
  | 'processing'
  | 'paid'
  | 'payment_held'
  | 'payment_failed'
  | 'canceled'
  | 'refunded'
  | 'disputed';

/** One purchase attempt, priced by the server; its PaymentIntent carries `orderId` in metadata. */
export interface OrderDoc {
  userId: string;
  status: OrderStatus;
  paymentIntentId: string | null;
  /** The product's sku lookup key as sent by the checkout (package and lot size). */
  sku: string;
  packageKey: string;
  lotSize: string;
  addOnIds: string[];
  promoCode: string | null;
  referralCode: string | null;
  /** Cents: package plus add-ons before discounts. */
  originalPrice: number;
  /** Cents: after discounts, before tax. */
  price: number;
  taxAmount: number;
  /** Cents charged: price plus tax. */
  total: number;
  discountCodesApplied: string[];
  email: string;
  firstName: string;
  lastName: string;
  address: Record<string, string>;
  packageStyle: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt?: string;
  /** Cents Stripe reported received for an order held because they fall short of its total. */
  amountReceived?: number;
  /** Cents refunded so far (charge.refunded). */
  amountRefunded?: number;
  /** Cents the customer's bank disputes (charge.dispute.created). */
  amountDisputed?: number;
}

/** A Stripe (or stand-in) event claimed once, in the same transaction as its effects. */
export interface PaymentEventDoc {
  type: string;
  paymentIntentId: string;
  /** Stripe's `created`, seconds since the epoch. */
  created: number;
  processedAt: string;
}

/** The local stand-in for a Stripe PaymentIntent when no Stripe key is configured. */
export interface StandInPaymentIntentDoc {
  amount: number;
  currency: 'usd';
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  clientSecret: string;
  metadata: Record<string, string>;
  createdAt: string;
}

/** A cart view for lead tracking, keyed by the visitor's anonymous id. */
export interface CustomerLeadDoc {
  anonId: string;
  userId: string | null;
  email: string | null;
  paymentIntentId: string | null;
  address: { street: string; city: string; state: string; zip: string } | null;
  cartView: Record<string, unknown>;
  updatedAt: string;
}

/** A cart that may get one abandoned-cart email. */
export interface AbandonedCartDoc {
  userId: string;
  email: string;
  sku: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  updatedAt: string;
  /** PENDING until the job claims it; CLAIMED while sending; SENT once; SKIPPED when an order exists. */
  emailState: 'PENDING' | 'CLAIMED' | 'SENT' | 'SKIPPED';
  claimedAt?: string;
  sentAt?: string;
}

/**
 * Server-only record of an email a single-use code was issued to, keyed by the SHA-256 of the tracking email so the key holds no address.
 */
export interface SingleUsePromoEmailDoc {
  code: string;
  /** The caller who asked: decision, one code per caller as well as per email. */
  uid: string;
  createdAt: string;
  /** How the code reached the email-marketing system, once known. */
  marketingHandOff?: 'POST' | 'PUT' | 'FAILED' | 'LOCAL_STAND_IN';
}
