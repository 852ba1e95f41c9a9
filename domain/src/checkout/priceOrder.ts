import type { LotSize, PackageKey } from '../catalog/catalog';
import { addOnKindOfId, packageOffersAddOn } from '../catalog/addOns';
import { isPremiumPackage, productKindOf } from '../catalog/packageKinds';
import { parseSkuLookupKey } from '../catalog/packageNames';
import { ORDER_ERRORS } from './messages';
import type { OrderPayload } from './orderPayload';
import { CommandError } from '../commands/commandError';
import { fillCopy } from '../copy/fillCopy';
import type { ProductDoc, PromoCodeDoc } from '../firestore/documents';
import { trackingEmail } from '../funnel/email';
import { addAddOn, addOnsTotalCents, type CartAddOn } from '../money/addOns';
import { orderTotalCents } from '../money/orderTotal';
import { taxCents } from '../money/tax';
import { evaluatePromoCode, type PromoEvaluation } from '../promo/evaluatePromoCode';
import { PROMO_MESSAGES } from '../promo/messages';
import { normalizePromoCode } from '../promo/normalizePromoCode';
import { promoCartFromCatalog } from '../promo/promoCart';
import type { PromoLookup } from '../promo/promoLookup';
import { isReferralCode, publicPromoCode } from '../promo/publicPromoCode';

// Prices an order on the server from the catalog and the codes collection, with the domain's
// rules: nothing the browser says about money is read. Pure: the caller loads the documents.

/** What an order payload asks for, before any document is read. */
export interface PricingRequest {
  packageKey: PackageKey;
  lotSize: LotSize;
  addOnIds: string[];
  /** The code as looked up (trimmed, upper case); '' for none. */
  code: string;
}

/** The documents a PricingRequest is priced from; a missing one is undefined / null. */
export interface PricingDocuments {
  /** By product id: the package and every requested add-on. */
  products: Readonly<Record<string, ProductDoc | undefined>>;
  promoCode: PromoCodeDoc | null;
}

/** An order priced by the server. Amounts are integer cents. */
export interface OrderPricing {
  packageKey: PackageKey;
  lotSize: LotSize;
  addOnIds: string[];
  /** Package plus add-ons before discounts. */
  originalPrice: number;
  /** After discounts, before tax. */
  price: number;
  taxAmount: number;
  /** What is charged: price plus tax. */
  total: number;
  /** The applied code, or null. */
  promoCode: string | null;
  /** The code when it is a referral code (applied, or kept as the input referral code), or null. */
  referralCode: string | null;
  discountCodesApplied: string[];
  /** The promo evaluation's message (success or rejection), or '' without a code. */
  message: string;
}

const ADDITIONAL_REVISION: PackageKey = 'additional-revision';

function refuse(code: 'not-found' | 'invalid-argument' | 'failed-precondition', message: string) {
  return new CommandError(code, message);
}

/**
 * Reads what the payload asks for. Unknown sku or add-on: not-found with ORDER_ERRORS' words.
 * Decision: flags that contradict the package (isAdditionalRevision, isPremium) mark a forged
 * request, like the schema's consistent-flags test, and are refused the same way.
 */
export function pricingRequestOf(order: OrderPayload): PricingRequest {
  const sku = parseSkuLookupKey(order.sku);
  if (!sku) throw refuse('not-found', ORDER_ERRORS.unknownPackage);
  const addOnIds = order.addOns === '' ? [] : order.addOns.split(',');
  for (const id of addOnIds) {
    const kind = addOnKindOfId(id);
    if (!kind || !packageOffersAddOn(sku.packageKey, kind)) {
      throw refuse('not-found', ORDER_ERRORS.unknownAddOn);
    }
  }
  const flagsAgree =
    (order.isAdditionalRevision === 'true') === (sku.packageKey === ADDITIONAL_REVISION) &&
    (order.isPremium === 'true') === isPremiumPackage(sku.packageKey);
  if (!flagsAgree) throw refuse('invalid-argument', ORDER_ERRORS.doesNotAddUp);
  return { ...sku, addOnIds, code: normalizePromoCode(order.referralCode) };
}

/**
 * What the codes collection says about a code for this buyer, with the status it has now (dates
 * and redemption limits included, as the promo lookup reports it). Decision: a single-use code
 * issued to another email is treated as unknown, so it cannot be passed around.
 */
export function promoLookupFor(record: PromoCodeDoc | null, email: string, now: Date): PromoLookup {
  if (!record) return { kind: 'notFound' };
  if (record.email && record.email !== trackingEmail(email)) return { kind: 'notFound' };
  return { kind: 'found', code: publicPromoCode(record, now) };
}

function isSellable(product: ProductDoc | undefined, kind: 'package' | 'addOn'): boolean {
  return !!product && product.active && productKindOf(product) === kind;
}

/** The add-ons as the cart holds them; refuses two of one exclusive group (domain addAddOn). */
function cartAddOns(addOns: readonly CartAddOn[]): readonly CartAddOn[] {
  const cart = addOns.reduce<readonly CartAddOn[]>(addAddOn, []);
  // addAddOn replaces an exterior or HOA add-on with another of its group; our client does the
  // same, so a payload with two of a group did not come from it.
  if (cart.length !== addOns.length) throw refuse('invalid-argument', ORDER_ERRORS.doesNotAddUp);
  return cart;
}

export interface PricingContext {
  now: Date;
  /** Fills {product} of the partner-retailer message. */
  brandName: string;
}

/**
 * Prices the order: package for the lot size and add-ons from `products`, the code evaluated by
 * evaluatePromoCode against that cart, tax by taxCents (0 by decision), total by orderTotalCents.
 * A code that does not apply leaves the order at full price and says why in `message`
 * (checkout §8 messages). Decision: a partner-retailer package is only sold with an applied
 * rewards code (checkout §5: NEXT stays disabled without one), so it is refused without.
 */
export function priceOrder(
  order: OrderPayload,
  request: PricingRequest,
  documents: PricingDocuments,
  context: PricingContext,
): OrderPricing {
  const { packageKey, lotSize, addOnIds, code } = request;
  if (!isSellable(documents.products[packageKey], 'package')) {
    throw refuse('not-found', ORDER_ERRORS.unknownPackage);
  }
  if (!addOnIds.every((id) => isSellable(documents.products[id], 'addOn'))) {
    throw refuse('not-found', ORDER_ERRORS.unknownAddOn);
  }
  const cart = promoCartFromCatalog({ packageKey, lotSize, addOnIds }, documents.products);
  // Null here means a price is missing for this lot size: the sku is not for sale.
  if (!cart) throw refuse('not-found', ORDER_ERRORS.unknownPackage);
  cartAddOns(cart.addOns);

  const evaluation: PromoEvaluation | null =
    code === ''
      ? null
      : evaluatePromoCode({
          enteredCode: code,
          lookup: promoLookupFor(documents.promoCode, order.email, context.now),
          referralCodes:
            documents.promoCode && isReferralCode(documents.promoCode)
              ? [documents.promoCode.code]
              : [],
          cart,
          now: context.now,
          brandName: context.brandName,
        });

  if (cart.isPartnerRetailer && evaluation?.kind !== 'applied') {
    throw refuse(
      'failed-precondition',
      evaluation?.kind === 'rejected'
        ? evaluation.message
        : fillCopy(PROMO_MESSAGES.partnerCodeRequired, { product: context.brandName }),
    );
  }

  const originalPrice = cart.packagePriceCents + addOnsTotalCents(cart.addOns);
  const applied = evaluation?.kind === 'applied' ? evaluation : null;
  const price = applied ? applied.modifiedPriceCents : originalPrice;
  const taxAmount = taxCents({ taxableCents: price, state: order.address.state });
  const isReferral = !!documents.promoCode && isReferralCode(documents.promoCode);
  return {
    packageKey,
    lotSize,
    addOnIds,
    originalPrice,
    price,
    taxAmount,
    total: orderTotalCents({ packageCents: price, addOnsCents: 0, taxCents: taxAmount }),
    promoCode: applied ? applied.promotionalCode : null,
    referralCode:
      evaluation?.kind === 'keptAsReferral'
        ? evaluation.inputReferralCode
        : applied && isReferral
          ? applied.promotionalCode
          : null,
    discountCodesApplied: applied ? [applied.promotionalCode] : [],
    message: evaluation?.message ?? '',
  };
}
