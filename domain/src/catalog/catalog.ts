// The catalog's fixed vocabulary. Prices per package and lot size
// are data (the products collection, seeded from domain/src/seed/catalog.ts); these are the rules.

/** Package keys: the checkout's `package` query parameter and the product document ids. */
export const PACKAGE_KEYS = [
  'front-yard',
  'back-yard',
  'full-yard',
  'whole-home',
  'curb-appeal',
  'botanical',
  'small-space',
  'starter-full-yard',
  'starter-front-or-backyard',
  'uber-premium',
  'partner-rewards-full-yard',
  'upgrade',
  'additional-revision',
  'gift-card',
] as const;
export type PackageKey = (typeof PACKAGE_KEYS)[number];

/** Product categories, as stored on product documents. */
export const PRODUCT_CATEGORIES = [
  'Exterior Upsell',
  'Expedited Upsell',
  'HOA Extra Revision',
  'HOA Extra Revision Starter',
  'Botanical',
  'Uber Premium',
  'Full Yard',
  'Front Yard',
  'Back Yard',
  'Curb Appeal',
  'Whole Home',
  'Additional Revision',
  'Upgrade',
  'Gift Card',
  'Starter Full Yard',
  'Starter Front or Backyard',
  'Small Space',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Lot sizes a package is priced by; `standard` is the checkout default. */
export const LOT_SIZES = ['small', 'standard', 'large', 'acreage'] as const;
export type LotSize = (typeof LOT_SIZES)[number];
export const DEFAULT_LOT_SIZE: LotSize = 'standard';

/** Add-on kinds with the ids order payloads and promo codes use. */
export const ADD_ON_IDS = {
  expedited: 'expedited',
  hoa: 'hoa-extra-revision',
  hoaStarter: 'hoa-extra-revision-starter',
  exteriorFront: 'exterior-front',
  exteriorBack: 'exterior-back',
  exteriorFull: 'exterior-full',
} as const;
export type AddOnKind = keyof typeof ADD_ON_IDS;
export type AddOnId = (typeof ADD_ON_IDS)[AddOnKind];

/** The exterior upgrades (front, back, full): one kind of add-on in three sizes. */
export const EXTERIOR_ADD_ON_IDS: readonly string[] = [
  ADD_ON_IDS.exteriorFront,
  ADD_ON_IDS.exteriorBack,
  ADD_ON_IDS.exteriorFull,
];
/** The HOA extra revision and its starter variant: the order's isHOA covers both. */
export const HOA_ADD_ON_IDS: readonly string[] = [ADD_ON_IDS.hoa, ADD_ON_IDS.hoaStarter];

/**
 * Default add-on prices in cents. Decision: the starter HOA price is
 * 19500, below the regular 29500, as starter packages cost less.
 */
export const DEFAULT_ADD_ON_PRICES: Record<AddOnKind, number> = {
  expedited: 39500,
  hoa: 29500,
  hoaStarter: 19500,
  exteriorFront: 60000,
  exteriorBack: 70000,
  exteriorFull: 80000,
};

/** A starter package priced below this has the promo box hidden and most codes refused. */
export const STARTER_PROMO_THRESHOLD_CENTS = 99500;
/** The partner-retailer rewards package takes codes with this prefix. */
export const PARTNER_CODE_PREFIX = 'yzlo';

/** Each package's catalogue name (what the store calls it) and the product category it is stored under. */
export const PACKAGES: Record<PackageKey, { name: string; category: ProductCategory }> = {
  'front-yard': { name: 'Front Yard', category: 'Front Yard' },
  'back-yard': { name: 'Back Yard', category: 'Back Yard' },
  'full-yard': { name: 'Full Yard', category: 'Full Yard' },
  'whole-home': { name: 'Whole Home', category: 'Whole Home' },
  'curb-appeal': { name: 'Curb Appeal', category: 'Curb Appeal' },
  botanical: { name: 'Botanical', category: 'Botanical' },
  'small-space': { name: 'Small Space', category: 'Small Space' },
  'starter-full-yard': { name: 'Starter Full Yard', category: 'Starter Full Yard' },
  'starter-front-or-backyard': {
    name: 'Starter Front or Backyard',
    category: 'Starter Front or Backyard',
  },
  'uber-premium': { name: 'Uber Premium', category: 'Uber Premium' },
  // The Full Yard design sold through the retailer: same category, told apart by its code prefix.
  'partner-rewards-full-yard': { name: 'Partner Rewards Full Yard', category: 'Full Yard' },
  upgrade: { name: 'Package Upgrade', category: 'Upgrade' },
  'additional-revision': { name: 'Additional Revision', category: 'Additional Revision' },
  'gift-card': { name: 'Gift Card', category: 'Gift Card' },
};

/** The product category each add-on kind is stored under. */
export const ADD_ON_CATEGORY: Record<AddOnKind, ProductCategory> = {
  expedited: 'Expedited Upsell',
  hoa: 'HOA Extra Revision',
  hoaStarter: 'HOA Extra Revision Starter',
  exteriorFront: 'Exterior Upsell',
  exteriorBack: 'Exterior Upsell',
  exteriorFull: 'Exterior Upsell',
};

export function isPackageKey(value: unknown): value is PackageKey {
  return typeof value === 'string' && (PACKAGE_KEYS as readonly string[]).includes(value);
}

export function isLotSize(value: unknown): value is LotSize {
  return typeof value === 'string' && (LOT_SIZES as readonly string[]).includes(value);
}
