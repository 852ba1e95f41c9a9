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
 * The promo box rule as the server applies it: a cart the checkout shows no promo box for (an
 * additional revision, a package below 99500 cents such as a gift card) takes no code, so a code
 * the other rules would apply, or keep as a referral, is refused with the reason. A rejection
 * keeps its own message, which already says why. Decision: only the cart decides here; the code an
 * order carries was entered before its payment intent existed and is re-sent with every update.
 */
export function withPromoBoxRule(
  evaluation: PromoEvaluation,
  cart: Pick<PromoCart, 'productId' | 'packagePriceCents'>,
): PromoEvaluation {
  if (evaluation.kind === 'rejected') return evaluation;
  const hiddenBy = promoBoxHiddenBy({
    isAdditionalRevision: cart.productId === ADDITIONAL_REVISION,
    packagePriceCents: cart.packagePriceCents,
    hasPaymentIntent: false,
  });
  if (!hiddenBy) return evaluation;
  const code =
    evaluation.kind === 'applied' ? evaluation.promotionalCode : evaluation.inputReferralCode;
  const template =
    hiddenBy === 'additionalRevision'
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
