import { STARTER_PROMO_THRESHOLD_CENTS } from '../catalog/catalog';
import { fillCopy } from '../copy/fillCopy';
import { PROMO_BOX_LABELS } from './messages';

export interface PromoBoxContext {
  isAdditionalRevision: boolean;
  /** The selected package's price before discounts. */
  packagePriceCents: number;
  hasPaymentIntent: boolean;
}

/**
 * checkout §2: the promo box is hidden for additional revision, for a price below 99500 cents,
 * and once a payment intent exists.
 */
export function isPromoBoxVisible(context: PromoBoxContext): boolean {
  return (
    !context.isAdditionalRevision &&
    context.packagePriceCents >= STARTER_PROMO_THRESHOLD_CENTS &&
    !context.hasPaymentIntent
  );
}

/** checkout §2: the promo box label, with the rewards wording for a partner-retailer package. */
export function promoBoxLabel(context: { isPartnerRetailer: boolean; brandName: string }): string {
  return context.isPartnerRetailer
    ? fillCopy(PROMO_BOX_LABELS.partner, { product: context.brandName })
    : PROMO_BOX_LABELS.standard;
}
