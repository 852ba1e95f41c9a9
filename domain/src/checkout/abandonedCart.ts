import { object, string } from 'yup';
import { ACCOUNT_FORM_ERRORS } from '../account/messages';
import { PERSON_NAME_MAX_LENGTH, PERSON_NAME_TOO_LONG } from '../account/personName';
import { isPackageKey, DEFAULT_LOT_SIZE, type LotSize, type PackageKey } from '../catalog/catalog';
import { packageDisplayName, parseSkuLookupKey } from '../catalog/packageNames';
import type { AbandonedCartDoc, OrderDoc, OrderStatus } from '../firestore/commerceDocuments';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { trackingEmail } from '../funnel/email';
import { emailField } from '../funnel/emailSchema';

// addEmailToAbandonedCartMailingList and the scheduled job that emails the carts.
// The emails go out from a scheduled job, at most once per cart.

/** Decision: a cart untouched for 2 hours is abandoned. */
export const ABANDONED_CART_IDLE_MS = 2 * 60 * 60 * 1000;
/** Decision: a claim older than 30 minutes belongs to a run that crashed or failed to send; retry it. */
export const ABANDONED_CART_STALE_CLAIM_MS = 30 * 60 * 1000;
/** Decision: after 3 failed sends the cart is given up (SKIPPED) and the outbox keeps the error. */
export const ABANDONED_CART_MAX_SEND_ATTEMPTS = 3;
export const ABANDONED_CART_TEMPLATE = 'abandoned-cart';
/** One address gets at most one reminder in this long, however many carts name it. */
export const ABANDONED_CART_REMINDER_GAP_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether the address had a reminder (sent at `lastSentAt`) too recently for another. */
export function remindedRecently(sentAts: readonly (string | undefined)[], now: Date): boolean {
  return sentAts.some((sentAt) => !olderThan(sentAt, ABANDONED_CART_REMINDER_GAP_MS, now));
}

/**
 * The greeting's name: the first name when it is a plain name (letters, joined by single spaces,
 * hyphens or apostrophes, at most 30 characters), else none. The reminder goes to an address a
 * visitor typed, so nothing they typed that could carry a link or a lure reaches it.
 */
export function greetingFirstName(firstName: string): string {
  const name = firstName.trim();
  return name.length <= 30 && /^\p{L}+(?:['’ -]\p{L}+)*$/u.test(name) ? name : '';
}

/** The checkout start page's route. */
export const CHECKOUT_START_PATH = '/create-account';

/**
 * What a cart's sku names: a sku lookup key (`front-yard_standard`) or, decision, a bare package
 * key priced for the standard lot. Undefined for anything else.
 */
export function cartOfSku(sku: unknown): { packageKey: PackageKey; lotSize: LotSize } | undefined {
  if (typeof sku !== 'string') return undefined;
  if (isPackageKey(sku)) return { packageKey: sku, lotSize: DEFAULT_LOT_SIZE };
  return parseSkuLookupKey(sku);
}

const nameField = (message: string, tooLong: string) =>
  string().required(message).max(PERSON_NAME_MAX_LENGTH, tooLong).trim().matches(/\S/, message);

/**
 * Decision: all four fields are required. The client only calls when all four are present,
 * so an incomplete call is a broken or hostile client: invalid-argument.
 */
export const addEmailToAbandonedCartInput = object({
  email: emailField(),
  sku: string()
    .required('Please say which package.')
    .max(100, 'Unknown package.')
    .test('known-sku', 'Unknown package.', (sku) => cartOfSku(sku) !== undefined),
  firstName: nameField(ACCOUNT_FORM_ERRORS.firstNameRequired, PERSON_NAME_TOO_LONG.firstName),
  lastName: nameField(ACCOUNT_FORM_ERRORS.lastNameRequired, PERSON_NAME_TOO_LONG.lastName),
  /** The checkout's bot check, as createOrder takes it; checked, never stored. */
  recaptchaToken: string().max(4000, 'Recaptcha validation failed').optional(),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export interface AbandonedCartContact {
  email: string;
  sku: string;
  firstName: string;
  lastName: string;
}

/**
 * The cart after the checkout reported it. A new cart is PENDING; an update refreshes the contact
 * and restarts the idle clock but never changes the state, so a cart that was SENT (or SKIPPED, or
 * is being sent) is never emailed again.
 */
export function abandonedCartAfterUpdate(
  existing: AbandonedCartDoc | undefined,
  contact: AbandonedCartContact,
  userId: string,
  now: Date,
): AbandonedCartDoc {
  const at = now.toISOString();
  if (!existing) {
    return { userId, ...contact, createdAt: at, updatedAt: at, emailState: 'PENDING' };
  }
  return { ...existing, ...contact, userId, updatedAt: at };
}

function olderThan(iso: string | undefined, ms: number, now: Date): boolean {
  if (!iso) return true;
  const time = Date.parse(iso);
  return Number.isNaN(time) || now.getTime() - time >= ms;
}

/**
 * What the job does with a cart at `now`:
 * - `claim`: idle PENDING (or a stale CLAIMED) cart of someone who has not paid: send the email;
 * - `skip`: the visitor has a paid order (mark SKIPPED, never email); see cartCustomerOrderStatuses;
 * - `wait`: a payment is in flight (processing): decision, look again next run;
 * - `leave`: not due, already SENT or SKIPPED, or claimed by a run that is still sending.
 */
export type AbandonedCartStep = 'claim' | 'skip' | 'wait' | 'leave';

export function isAbandonedCartDue(cart: AbandonedCartDoc, now: Date): boolean {
  if (cart.emailState === 'PENDING') return olderThan(cart.updatedAt, ABANDONED_CART_IDLE_MS, now);
  if (cart.emailState === 'CLAIMED') {
    return olderThan(cart.claimedAt, ABANDONED_CART_STALE_CLAIM_MS, now);
  }
  return false;
}

export function abandonedCartStep(
  cart: AbandonedCartDoc,
  userOrderStatuses: readonly OrderStatus[],
  now: Date,
): AbandonedCartStep {
  if (!isAbandonedCartDue(cart, now)) return 'leave';
  // A held payment is a payment too: staff settle it, no reminder to buy.
  if (userOrderStatuses.includes('paid') || userOrderStatuses.includes('payment_held'))
    return 'skip';
  if (userOrderStatuses.includes('processing')) return 'wait';
  return 'claim';
}

/** An order as the job weighs it against a cart: who placed it, under which email, how far it got. */
export type CartOrder = Pick<OrderDoc, 'userId' | 'email' | 'status'>;

/**
 * The statuses of the orders that belong to the cart's visitor: those of the cart's own user and
 * those placed from any other account under the cart's email (trimmed and lower-cased), since a
 * visitor can leave the cart anonymously and pay signed in to another account.
 */
export function cartCustomerOrderStatuses(
  cart: Pick<AbandonedCartDoc, 'userId' | 'email'>,
  orders: readonly CartOrder[],
): OrderStatus[] {
  const email = trackingEmail(cart.email);
  return orders
    .filter((order) => order.userId === cart.userId || trackingEmail(order.email) === email)
    .map((order) => order.status);
}

/**
 * The spellings to look the cart's email up by among orders, which keep the email as the checkout
 * sent it: the cart's own spelling and its trimmed, lower-cased form.
 */
export function cartEmailSpellings(email: string): string[] {
  return [...new Set([email, trackingEmail(email)])];
}

/** The link back to the checkout start page for the cart's package and lot size. */
export function abandonedCartResumePath(sku: string): string {
  const cart = cartOfSku(sku);
  if (!cart) return CHECKOUT_START_PATH;
  // Package keys and lot sizes are URL-safe slugs.
  return `${CHECKOUT_START_PATH}?package=${cart.packageKey}&lotsize=${cart.lotSize}`;
}

/** The data the abandoned-cart email template is filled with. */
export interface AbandonedCartEmailData {
  firstName: string;
  packageName: string;
  resumePath: string;
  [key: string]: unknown;
}

export function abandonedCartEmailData(cart: AbandonedCartContact): AbandonedCartEmailData {
  const named = cartOfSku(cart.sku);
  return {
    firstName: greetingFirstName(cart.firstName),
    packageName: named ? packageDisplayName(named.packageKey, { skuLookupKey: cart.sku }) : '',
    resumePath: abandonedCartResumePath(cart.sku),
  };
}
