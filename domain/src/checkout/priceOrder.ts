import { ADD_ON_IDS, type LotSize, type PackageKey } from '../catalog/catalog';
import { addOnKindOfId, packageOffersAddOn } from '../catalog/addOns';
import { isPremiumPackage, productKindOf } from '../catalog/packageKinds';
import { parseSkuLookupKey } from '../catalog/packageNames';
import { ORDER_ERRORS } from './messages';
import type { OrderPayload } from './orderPayload';
import { CommandError } from '../commands/commandError';
import { fillCopy } from '../copy/fillCopy';
import type { ProductDoc, PromoCodeDoc } from '../firestore/documents';
import { addAddOn, addOnsTotalCents, type CartAddOn } from '../money/addOns';
import { orderTotalCents } from '../money/orderTotal';
import { taxCents } from '../money/tax';
import type { PromoCart, PromoEvaluation } from '../promo/evaluatePromoCode';
import { judgeReadPromoCode } from '../promo/judgePromoCode';
import { PROMO_MESSAGES } from '../promo/messages';
import { normalizePromoCode } from '../promo/normalizePromoCode';
import { promoCartFromCatalog } from '../promo/promoCart';
import { isReferralCode } from '../promo/publicPromoCode';

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
  /** The add-ons ordered, with the expedited add-on an applied code includes. */
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
 * The products a PricingRequest is priced from: the package, the add-ons, and with a code the
 * expedited add-on too, as a code may include it (priceOrder then adds it to the order).
 */
export function pricingProductIds(request: PricingRequest): string[] {
  const ids = [request.packageKey, ...request.addOnIds];
  if (request.code !== '' && !ids.includes(ADD_ON_IDS.expedited)) ids.push(ADD_ON_IDS.expedited);
  return ids;
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
 * The cart with the expedited add-on an applied code includes, which the checkout adds and locks:
 * the order carries what the customer was told is included. Decision: only where the package
 * offers expedited and the catalogue sells it for the lot size; otherwise the cart as it is.
 */
function withIncludedAddOns(
  cart: PromoCart,
  request: PricingRequest,
  evaluation: PromoEvaluation | null,
  products: PricingDocuments['products'],
): PromoCart {
  const { packageKey, lotSize, addOnIds } = request;
  const includesExpedited = evaluation?.kind === 'applied' && evaluation.includesExpedited;
  if (!includesExpedited || addOnIds.includes(ADD_ON_IDS.expedited)) return cart;
  if (!packageOffersAddOn(packageKey, 'expedited')) return cart;
  if (!isSellable(products[ADD_ON_IDS.expedited], 'addOn')) return cart;
  const withExpedited = [...addOnIds, ADD_ON_IDS.expedited];
  return promoCartFromCatalog({ packageKey, lotSize, addOnIds: withExpedited }, products) ?? cart;
}

/**
 * Prices the order: package for the lot size and add-ons from `products`, the code judged by
 * judgeReadPromoCode (the promo lookup's own rules, for the order's email) against that cart,
 * tax by taxCents (0 by decision), total by orderTotalCents.
 * A code that does not apply leaves the order at full price and says why in `message`.
 * Decision: a partner-retailer package is only sold with an applied
 * rewards code (NEXT stays disabled without one), so it is refused without.
 * A code that includes expedited service puts that add-on on the order, at no charge.
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
  const namedCart = promoCartFromCatalog({ packageKey, lotSize, addOnIds }, documents.products);
  // Null here means a price is missing for this lot size: the sku is not for sale.
  if (!namedCart) throw refuse('not-found', ORDER_ERRORS.unknownPackage);
  cartAddOns(namedCart.addOns);

  const rules = { now: context.now, brandName: context.brandName, buyerEmail: order.email };
  const judgedNamed =
    code === '' ? null : judgeReadPromoCode(code, documents.promoCode, namedCart, rules);
  const cart = withIncludedAddOns(
    namedCart,
    request,
    judgedNamed?.evaluation ?? null,
    documents.products,
  );
  // Judged again on the cart holding the included add-on, so the price carries it at no charge.
  const judged =
    cart === namedCart ? judgedNamed : judgeReadPromoCode(code, documents.promoCode, cart, rules);
  const evaluation = judged?.evaluation ?? null;

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
  const isReferral = !!judged?.record && isReferralCode(judged.record);
  return {
    packageKey,
    lotSize,
    addOnIds: cart.addOns.map((addOn) => addOn.id),
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
