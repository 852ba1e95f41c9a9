import { STARTER_PROMO_THRESHOLD_CENTS, type PackageKey } from '../catalog/catalog';
import { fillCopy } from '../copy/fillCopy';
import { formatDollars } from '../money/formatDollars';
import type { PromoCart, PromoEvaluation } from './evaluatePromoCode';
import { PROMO_BOX_LABELS, PROMO_MESSAGES } from './messages';

export interface PromoBoxContext {
  isAdditionalRevision: boolean;
  /** The selected package's price before discounts. */
  packagePriceCents: number;
  hasPaymentIntent: boolean;
}

/** Which part of the promo box rule hides the box. */
export type PromoBoxHiddenBy = 'additionalRevision' | 'belowPrice' | 'paymentIntent';

/**
 * The checkout's promo box rule: the box is hidden for additional revision, for a price below
 * 99500 cents, and once a payment intent exists. Returns the part that hides it, or null when it shows.
 */
export function promoBoxHiddenBy(context: PromoBoxContext): PromoBoxHiddenBy | null {
  if (context.isAdditionalRevision) return 'additionalRevision';
  if (context.packagePriceCents < STARTER_PROMO_THRESHOLD_CENTS) return 'belowPrice';
  if (context.hasPaymentIntent) return 'paymentIntent';
  return null;
}

/** Whether the promo box shows: nothing in promoBoxHiddenBy hides it. */
export function isPromoBoxVisible(context: PromoBoxContext): boolean {
  return promoBoxHiddenBy(context) === null;
}

const ADDITIONAL_REVISION: PackageKey = 'additional-revision';

/**
 * How a code reaches an order for this cart: typed into the promo box where it shows; for a
 * starter package below 99500 cents, only through the checkout link's `code` parameter, because
 * the box stays hidden there while a yzlo code or a code made for that package must still apply;
 * not at all for an additional revision, a gift card, or once the payment intent exists.
 */
export type PromoCodeEntry = 'promoBox' | 'checkoutLink' | 'none';

export function promoCodeEntry(context: PromoBoxContext & { isStarter: boolean }): PromoCodeEntry {
  const hiddenBy = promoBoxHiddenBy(context);
  if (hiddenBy === null) return 'promoBox';
  if (context.hasPaymentIntent) return 'none';
  return hiddenBy === 'belowPrice' && context.isStarter ? 'checkoutLink' : 'none';
}

/**
 * The promo box rule as the server applies it: a cart that takes no code (an additional
 * revision, a package below 99500 cents such as a gift card) refuses a code the other rules would
 * apply, or keep as a referral, with the reason. A starter package below 99500 cents takes the
 * codes the starter restriction lets through (its link-only entry, promoCodeEntry). A rejection
 * keeps its own message, which already says why. Decision: only the cart decides here; the code an
 * order carries was entered before its payment intent existed and is re-sent with every update.
 */
export function withPromoBoxRule(
  evaluation: PromoEvaluation,
  cart: Pick<PromoCart, 'productId' | 'packagePriceCents' | 'isStarter'>,
): PromoEvaluation {
  if (evaluation.kind === 'rejected') return evaluation;
  const entry = promoCodeEntry({
    isAdditionalRevision: cart.productId === ADDITIONAL_REVISION,
    packagePriceCents: cart.packagePriceCents,
    hasPaymentIntent: false,
    isStarter: cart.isStarter,
  });
  if (entry !== 'none') return evaluation;
  const code =
    evaluation.kind === 'applied' ? evaluation.promotionalCode : evaluation.inputReferralCode;
  const template =
    cart.productId === ADDITIONAL_REVISION
      ? PROMO_MESSAGES.notOfferedOnAdditionalRevision
      : PROMO_MESSAGES.notOfferedBelowPrice;
  return {
    kind: 'rejected',
    reason: 'notOfferedForCart',
    message: fillCopy(template, {
      code,
      price: formatDollars(STARTER_PROMO_THRESHOLD_CENTS),
    }),
  };
}

/** The promo box label, with the rewards wording for a partner-retailer package. */
export function promoBoxLabel(context: { isPartnerRetailer: boolean; brandName: string }): string {
  return context.isPartnerRetailer
    ? fillCopy(PROMO_BOX_LABELS.partner, { product: context.brandName })
    : PROMO_BOX_LABELS.standard;
}
