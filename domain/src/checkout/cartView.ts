import { object, string, type InferType } from 'yup';
import { skuLookupKey, packageDisplayName } from '../catalog/packageNames';
import type { ProductDoc } from '../firestore/documents';
import { liveStateField, requiredAddressLineField } from '../forms/addressLimits';
import { documentIdField } from '../forms/documentId';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { zipField } from '../forms/zip';
import { optionalEmailField } from '../funnel/emailSchema';
import type { PromoCart } from '../promo/evaluatePromoCode';
import { modifiedPriceCents } from '../promo/modifiedPrice';
import type { PromoCode } from '../promo/promoCode';
import type { NamedCart } from '../promo/promoCart';
import { lookupPromoCodeInput, MAX_PROMO_CODE_LENGTH, PROMO_CODE_PATTERN } from './schemas';

// The cart view kept for lead tracking: what the visitor saw in the cart, by anonymous id.

/** Stripe PaymentIntent ids (pi_...) and the stand-in's ids: letters, digits, _ and -. */
const PAYMENT_INTENT_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The lead's address: the four fields the cart view keeps, all or nothing. */
export const leadAddressSchema = object({
  street: requiredAddressLineField('street'),
  city: requiredAddressLineField('city'),
  state: liveStateField(),
  zip: zipField(),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/**
 * The cart as the client names it. Decision: no price, name or discount is accepted: the server
 * prices the cart from the catalog and the code record, so the lead shows what the customer saw.
 */
export const leadCartSchema = lookupPromoCodeInput
  .omit(['code'])
  .shape({
    promotionalCode: string()
      .nullable()
      .max(MAX_PROMO_CODE_LENGTH, 'Invalid code.')
      .matches(PROMO_CODE_PATTERN, 'Invalid code.'),
  })
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .required();

/**
 * Input of updateCartView. Decisions: anonId is the caller's own uid; userId, when sent, must be
 * the caller's too (checked by the command); unknown details are null or left out.
 */
export const updateCartViewInput = object({
  anonId: documentIdField('visitor'),
  cart: leadCartSchema,
  userId: string()
    .nullable()
    .max(128)
    .matches(/^[A-Za-z0-9_-]+$/, 'That user id is not valid.'),
  email: optionalEmailField().nullable(),
  address: leadAddressSchema.nullable().default(undefined),
  paymentIntentId: string()
    .nullable()
    .max(255, 'That payment id is not valid.')
    .matches(PAYMENT_INTENT_ID_PATTERN, 'That payment id is not valid.'),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export type UpdateCartViewInput = InferType<typeof updateCartViewInput>;

/** What the customer saw, priced by the server in cents. */
export type CartView = {
  packageName: string;
  sku: string;
  lotSize: string;
  modifiedPrice: number;
  promotionalCode: { code: string; discountType: string; discount: string } | null;
  addOns: { sku: string; name: string; price: number }[];
};

/**
 * The cart view of a priced cart. `appliedCode` is the code only when it applies to this cart
 * (evaluatePromoCode said applied); otherwise the view carries no code and no discount.
 */
export function buildCartView(
  cart: NamedCart,
  priced: PromoCart,
  products: Readonly<Record<string, ProductDoc | undefined>>,
  appliedCode: PromoCode | null,
): CartView {
  return {
    packageName: packageDisplayName(cart.packageKey, { promoCode: appliedCode?.code ?? null }),
    sku: skuLookupKey(cart.packageKey, cart.lotSize),
    lotSize: cart.lotSize,
    modifiedPrice: modifiedPriceCents(priced, appliedCode),
    promotionalCode: appliedCode
      ? {
          code: appliedCode.code,
          discountType: appliedCode.discountType,
          discount: appliedCode.discount,
        }
      : null,
    addOns: priced.addOns.map((addOn) => ({
      sku: addOn.id,
      name: products[addOn.id]?.name ?? addOn.id,
      price: addOn.priceCents,
    })),
  };
}
