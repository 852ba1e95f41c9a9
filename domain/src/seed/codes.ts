import type { PromoCodeDoc } from '../firestore/documents';
import { ADD_ON_IDS } from '../catalog/catalog';

// SEED DATA: promo and referral codes covering every code status and discount rule.
// Document ids are the codes themselves (upper case, as the promo box upper-cases input).
// FIXED discounts are cents as digits; PERCENTAGE discounts carry a one-character prefix ('%15').

const CODES: PromoCodeDoc[] = [
  {
    code: 'SAVE250',
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'FIXED',
    discount: '25000',
  },
  {
    code: 'SPRING15',
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'PERCENTAGE',
    discount: '%15',
    applicationSuccessMessage: 'Spring savings applied: 15% off your design package.',
  },
  {
    code: 'SUMMER24',
    status: 'EXPIRED',
    category: 'MARKETING',
    discountType: 'FIXED',
    discount: '20000',
    startTime: '2024-06-01T00:00:00.000Z',
    endTime: '2024-09-01T00:00:00.000Z',
  },
  {
    code: 'FIRST100',
    status: 'MAX_REDEMPTIONS_EXCEEDED',
    category: 'MARKETING',
    discountType: 'PERCENTAGE',
    discount: '%20',
    maxRedemptions: 100,
    timesRedeemed: 100,
  },
  {
    code: 'RETIRED10',
    status: 'DEACTIVATED',
    category: 'MARKETING',
    discountType: 'PERCENTAGE',
    discount: '%10',
  },
  {
    code: 'NEWYEAR2030',
    status: 'START_TIME_NOT_REACHED',
    category: 'MARKETING',
    discountType: 'FIXED',
    discount: '30000',
    startTime: '2030-01-01T00:00:00.000Z',
  },
  {
    // A referral from the sample client to a friend.
    code: 'FRIEND-RIVERA',
    status: 'USABLE',
    category: 'REFERRAL',
    discountType: 'FIXED',
    discount: '15000',
    applicationSuccessMessage: 'Referral applied: $150 off, courtesy of Jordan.',
  },
  {
    // Recognised but not usable: kept as the input referral code.
    code: 'FRIEND-MORGAN',
    status: 'EXPIRED',
    category: 'REFERRAL',
    discountType: 'FIXED',
    discount: '15000',
    endTime: '2025-01-01T00:00:00.000Z',
  },
  {
    // Partner-retailer rewards code: partner packages accept only codes starting with yzlo.
    code: 'YZLO7QK4M9XW2T',
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'FIXED',
    discount: '50000',
    applicationSuccessMessage: 'Your rewards code has been applied.',
  },
  {
    // Rejected with '{code} is not valid on this package.' below $2,000.
    code: 'BIGYARD300',
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'FIXED',
    discount: '30000',
    minimumPackagePrice: 2000,
  },
  {
    // Rejected for Small Space and for starter packages below 99500 cents.
    code: 'GETSTARTED',
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'FIXED',
    discount: '10000',
  },
  {
    // Made for Starter Full Yard: no discount of its own, $100 off that package only. The one
    // kind of code besides yzlo codes a starter package below 99500 cents takes.
    code: 'STARTERFULL100',
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'FIXED',
    discount: '0',
    additionalDiscounts: [
      { discountType: 'FIXED', discount: '10000', forProductId: 'starter-full-yard' },
    ],
    applicationSuccessMessage: '$100 off your Starter Full Yard design.',
  },
  {
    // Tried automatically on Sep 25-27 when no code was entered.
    code: 'FALL25',
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'PERCENTAGE',
    discount: '%10',
    applicationSuccessMessage: 'Fall savings applied: 10% off your design package.',
  },
  {
    // Includes the expedited add-on: checkout adds it and locks it.
    code: 'FASTTRACK',
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'FIXED',
    discount: '0',
    additionalDiscounts: [
      { discountType: 'FIXED', discount: '39500', forProductId: ADD_ON_IDS.expedited },
    ],
    applicationSuccessMessage: 'Expedited service is on us.',
  },
];

/** The `codes` collection, keyed by code. */
export const SEED_CODES: Record<string, PromoCodeDoc> = Object.fromEntries(
  CODES.map((code) => [code.code, code]),
);
