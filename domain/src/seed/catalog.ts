import {
  ADD_ON_CATEGORY,
  ADD_ON_IDS,
  DEFAULT_ADD_ON_PRICES,
  PACKAGES,
  PARTNER_CODE_PREFIX,
  type AddOnKind,
  type LotSize,
  type PackageKey,
} from '../catalog/catalog';
import { PACKAGE_DISPLAY_ALIASES } from '../catalog/packageNames';
import { isPartnerPackage, isStarterPackage } from '../catalog/packageKinds';
import type { ProductDoc } from '../firestore/documents';
import { placeholderImage } from './images';

// SEED DATA: package prices are plausible sample values in cents, not a real price list. Ids,
// names, categories, flags and add-on prices come from the catalog module; only descriptions and
// package prices are seed values. Document ids are the package keys the checkout reads from its
// `package` query parameter.

/** Prices per lot-size key of ProductDoc.prices (catalog LOT_SIZES). */
type LotPrices = Record<LotSize, number>;

function byLot(standard: number, large: number, acreage: number, small: number): LotPrices {
  return { standard, large, acreage, small };
}

/** A product whose price does not depend on the lot: every lot-size key carries the same price. */
function flat(price: number): LotPrices {
  return byLot(price, price, price, price);
}

const PACKAGE_COLOR = '#3f6f4a';
const ADD_ON_COLOR = '#8a6d3b';

interface ProductSeed extends Omit<ProductDoc, 'active' | 'image' | 'sortOrder'> {
  id: string;
}

/** The seed values of a package: its description and prices; the rest comes from the catalog. */
interface PackageSeed {
  description: string;
  prices: LotPrices;
}

const PACKAGE_SEEDS: Record<PackageKey, PackageSeed> = {
  'front-yard': {
    description: 'A complete design for your front yard: layout, plants, hardscape and lighting.',
    prices: byLot(149500, 179500, 229500, 119500),
  },
  'back-yard': {
    description: 'A complete design for your back yard, built around how you want to live outside.',
    prices: byLot(169500, 199500, 249500, 139500),
  },
  'full-yard': {
    description: 'Front and back yards designed together as one property.',
    prices: byLot(249500, 299500, 379500, 209500),
  },
  'whole-home': {
    description: 'Every outdoor space plus the exterior of your home, designed as one.',
    prices: byLot(349500, 399500, 479500, 299500),
  },
  'curb-appeal': {
    description: 'A front-of-house refresh: entry, planting and exterior colours.',
    prices: byLot(119500, 139500, 169500, 99500),
  },
  botanical: {
    description: 'A planting-first design with a full plant palette for every bed.',
    prices: byLot(129500, 149500, 189500, 109500),
  },
  'small-space': {
    description: 'Patios, courtyards and small yards: every square foot put to work.',
    prices: byLot(99500, 109500, 119500, 99500),
  },
  'starter-full-yard': {
    description: 'A streamlined design for your front and back yards.',
    prices: byLot(79500, 89500, 94500, 69500),
  },
  'starter-front-or-backyard': {
    description: 'A streamlined design for the front or the back yard, your choice.',
    prices: byLot(49500, 59500, 69500, 39500),
  },
  'uber-premium': {
    description:
      'Our most complete service: a dedicated designer, unlimited revisions and full CAD plans.',
    prices: byLot(599500, 699500, 899500, 499500),
  },
  'partner-rewards-full-yard': {
    description:
      'The Full Yard package for partner-retailer rewards members; needs a rewards code.',
    prices: byLot(249500, 299500, 379500, 209500),
  },
  upgrade: {
    description: 'Move your current design up to a larger package.',
    prices: flat(100000),
  },
  'additional-revision': {
    description: 'One more round of revisions on your current design.',
    prices: flat(29500),
  },
  'gift-card': {
    description: 'A gift card toward any design package.',
    prices: flat(50000),
  },
};

/**
 * SEED DATA: business days from submission to the first design, standard and expedited. Every
 * package has them, since a profile may name any package (an upgrade or a revision bought alone).
 * The Start My Project page and submitProject read them from the product documents.
 */
const PACKAGE_TURNAROUNDS: Record<PackageKey, [standard: number, expedited: number]> = {
  'front-yard': [15, 7],
  'back-yard': [15, 7],
  'full-yard': [15, 7],
  'whole-home': [20, 10],
  'curb-appeal': [10, 5],
  botanical: [10, 5],
  'small-space': [10, 5],
  'starter-full-yard': [10, 5],
  'starter-front-or-backyard': [10, 5],
  'uber-premium': [20, 10],
  'partner-rewards-full-yard': [15, 7],
  upgrade: [15, 7],
  'additional-revision': [10, 5],
  'gift-card': [15, 7],
};

function turnaroundOf(key: PackageKey): Partial<ProductDoc> {
  const [standard, expedited] = PACKAGE_TURNAROUNDS[key];
  return { turnaroundBusinessDays: standard, expeditedTurnaroundBusinessDays: expedited };
}

const PACKAGE_PRODUCTS: ProductSeed[] = (Object.keys(PACKAGE_SEEDS) as PackageKey[]).map((key) => ({
  id: key,
  name: PACKAGES[key].name,
  ...(PACKAGE_DISPLAY_ALIASES[key] ? { displayName: PACKAGE_DISPLAY_ALIASES[key] } : {}),
  category: PACKAGES[key].category,
  ...(isStarterPackage(key) ? { starter: true } : {}),
  ...(isPartnerPackage(key) ? { partnerCodePrefix: PARTNER_CODE_PREFIX } : {}),
  ...turnaroundOf(key),
  ...PACKAGE_SEEDS[key],
}));

/** The seed names and descriptions of the add-ons; ids, categories and prices are the catalog's. */
const ADD_ON_SEEDS: Record<AddOnKind, { name: string; description: string }> = {
  expedited: {
    name: 'Expedited Service',
    description: 'Your first designs sooner: your project moves to the front of the queue.',
  },
  hoa: {
    name: 'HOA Extra Revision',
    description: 'An extra revision for changes your homeowners association asks for.',
  },
  hoaStarter: {
    name: 'HOA Extra Revision (Starter)',
    description: 'An extra revision for homeowners association changes, for starter packages.',
  },
  exteriorFront: {
    name: 'Exterior Upgrade: Front',
    description: 'Paint, doors and finishes for the front of your home.',
  },
  exteriorBack: {
    name: 'Exterior Upgrade: Back',
    description: 'Paint, doors and finishes for the back of your home.',
  },
  exteriorFull: {
    name: 'Exterior Upgrade: Full',
    description: 'Paint, doors and finishes for your whole home exterior.',
  },
};

const ADD_ONS: ProductSeed[] = (Object.keys(ADD_ON_SEEDS) as AddOnKind[]).map((kind) => ({
  id: ADD_ON_IDS[kind],
  ...ADD_ON_SEEDS[kind],
  category: ADD_ON_CATEGORY[kind],
  ...(kind === 'hoaStarter' ? { starter: true } : {}),
  prices: flat(DEFAULT_ADD_ON_PRICES[kind]),
}));

function toDocuments(
  seeds: ProductSeed[],
  kind: 'package' | 'addOn',
  color: string,
  firstOrder: number,
) {
  return Object.fromEntries(
    seeds.map(({ id, ...product }, index): [string, ProductDoc] => [
      id,
      {
        ...product,
        kind,
        active: true,
        image: placeholderImage(product.displayName ?? product.name, color),
        sortOrder: firstOrder + index,
      },
    ]),
  );
}

/** The `products` collection: every package, then every add-on. */
export const SEED_PRODUCTS: Record<string, ProductDoc> = {
  ...toDocuments(PACKAGE_PRODUCTS, 'package', PACKAGE_COLOR, 1),
  ...toDocuments(ADD_ONS, 'addOn', ADD_ON_COLOR, 101),
};
