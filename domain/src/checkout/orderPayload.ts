import { ADD_ON_IDS, HOA_ADD_ON_IDS } from '../catalog/catalog';
import type { OrderAddress } from './address';

/** The order sent to create (POST) or update (PUT) the payment intent. */
export interface OrderPayload {
  sku: string;
  firstName: string;
  lastName: string;
  email: string;
  address: OrderAddress;
  userId: string;
  /** Comma-joined add-on ids, or ''. */
  addOns: string;
  isExpedited: 'true' | '';
  isHOA: 'true' | '';
  isAdditionalRevision: 'true' | 'false';
  /** The promo code if present, else the input referral code, else ''. */
  referralCode: string;
  giftCardCode: '';
  isPremium: 'true' | '';
  /** Always the same as address. */
  shipping: OrderAddress;
}

/** What the checkout knows when it sends the order. */
export interface OrderSource {
  sku: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The billing address (see billingAddressFor). */
  address: OrderAddress;
  userId: string;
  addOnIds: readonly string[];
  isAdditionalRevision: boolean;
  /** From the catalog's premium detection. */
  isPremium: boolean;
  promotionalCode: string | null;
  inputReferralCode: string | null;
}

function flag(on: boolean): 'true' | '' {
  return on ? 'true' : '';
}

/**
 * Builds the order payload. Decisions: names and email are trimmed; add-on ids keep
 * their cart order without repeats; a blank promo code counts as absent for referralCode.
 */
export function buildOrderPayload(source: OrderSource): OrderPayload {
  const addOnIds = [...new Set(source.addOnIds)];
  const promotionalCode = source.promotionalCode?.trim() ?? '';
  const referralCode = promotionalCode || (source.inputReferralCode?.trim() ?? '');
  return {
    sku: source.sku,
    firstName: source.firstName.trim(),
    lastName: source.lastName.trim(),
    email: source.email.trim(),
    address: source.address,
    userId: source.userId,
    addOns: addOnIds.join(','),
    isExpedited: flag(addOnIds.includes(ADD_ON_IDS.expedited)),
    isHOA: flag(addOnIds.some((id) => HOA_ADD_ON_IDS.includes(id))),
    isAdditionalRevision: source.isAdditionalRevision ? 'true' : 'false',
    referralCode,
    giftCardCode: '',
    isPremium: flag(source.isPremium),
    shipping: { ...source.address },
  };
}
