import type { Caller } from '../commands/command';
import { CommandError } from '../commands/commandError';
import { fillCopy } from '../copy/fillCopy';
import { trackingEmail } from '../funnel/email';
import { ORDER_ERRORS } from './messages';
import type { OrderFields, StoredOrder } from './openOrder';
import type { OrderCommandInput, OrderCommandResult } from './orderCommand';
import { MIN_CHARGE_CENTS } from './paymentIntentMetadata';
import type { OrderPricing } from './priceOrder';

// The rules of createOrder and updateOrder around pricing: whose order it may be,
// what is stored, what is answered. The functions and the preview's stand-ins run the same ones.

/** Intent statuses in which the amount can no longer change: the customer has paid or is paying. */
const PAYING_STATUSES: Readonly<Record<string, string>> = {
  processing: ORDER_ERRORS.processing,
  requires_capture: ORDER_ERRORS.processing,
  succeeded: ORDER_ERRORS.alreadyPaid,
};

/**
 * Decisions: the order is the caller's own (userId is their uid) and its email is their account
 * email (compared trimmed and lower-cased), so nobody orders, or receives receipts, as someone else.
 */
export function assertCallersOrder(caller: Caller, order: OrderCommandInput['order']): void {
  if (order.userId !== caller.uid) {
    throw new CommandError('permission-denied', ORDER_ERRORS.notYourAccount);
  }
  if (trackingEmail(order.email) !== trackingEmail(caller.email ?? '')) {
    throw new CommandError('permission-denied', ORDER_ERRORS.notYourEmail);
  }
}

/**
 * Whether the order command tries a code the caller's open order was not priced with (applied, or
 * kept as the referral code): a new attempt, which costs one of the promo box's look-ups and, on
 * an update, a reCAPTCHA check, since trying codes that way must cost what the promo box costs.
 */
export function isNewCodeAttempt(
  code: string,
  openOrder: Pick<StoredOrder['order'], 'promoCode' | 'referralCode'> | null,
): boolean {
  if (code === '') return false;
  return code !== (openOrder?.promoCode ?? openOrder?.referralCode ?? '');
}

/** Decision: a (nearly) free order cannot go through card payment; support completes it. */
export function assertChargeable(pricing: OrderPricing, supportEmail: string): void {
  if (pricing.total < MIN_CHARGE_CENTS) {
    throw new CommandError(
      'failed-precondition',
      fillCopy(ORDER_ERRORS.belowMinimumCharge, { email: supportEmail }),
    );
  }
}

/** The refusal for an intent that is being paid or was paid, or null while it can change. */
export function payingIntentError(intentStatus: string): CommandError | null {
  const message = Object.hasOwn(PAYING_STATUSES, intentStatus)
    ? PAYING_STATUSES[intentStatus]
    : undefined;
  return message ? new CommandError('failed-precondition', message) : null;
}

/**
 * The refusal for an amount change the card processor would not make (the customer is confirming
 * or has paid): the paying status's own message, or a general one for any other state.
 */
export function refusedChangeError(intentStatus: string): CommandError {
  return (
    payingIntentError(intentStatus) ??
    new CommandError('failed-precondition', ORDER_ERRORS.paymentUnderway)
  );
}

/** What the order stores from the input and its pricing. */
export function orderFieldsOf(input: OrderCommandInput, pricing: OrderPricing): OrderFields {
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

/** The answer: the stored order's amounts and the intent the checkout confirms. */
export function orderCommandResultOf(
  stored: StoredOrder,
  intent: { id: string; clientSecret: string },
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
