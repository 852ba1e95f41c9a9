import type { ProductDoc } from '../firestore/documents';
import { placeholderImage } from './images';

// SEED DATA: package prices are plausible sample values in cents, not a real price list.
// Add-on prices are the defaults from checkout §9. Document ids are the package keys the
// checkout reads from its `package` query parameter.

/** Lot-size keys of ProductDoc.prices; `standard` is the checkout default (checkout §2). */
export const SEED_LOT_SIZES = ['standard', 'large', 'acreage', 'small'] as const;
export type SeedLotSize = (typeof SEED_LOT_SIZES)[number];

type LotPrices = Record<SeedLotSize, number>;

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

const PACKAGES: ProductSeed[] = [
  {
    id: 'front-yard',
    name: 'Front Yard',
    category: 'Front Yard',
    description: 'A complete design for your front yard: layout, plants, hardscape and lighting.',
    prices: byLot(149500, 179500, 229500, 119500),
  },
  {
    id: 'back-yard',
    name: 'Back Yard',
    category: 'Back Yard',
    description: 'A complete design for your back yard, built around how you want to live outside.',
    prices: byLot(169500, 199500, 249500, 139500),
  },
  {
    id: 'full-yard',
    name: 'Full Yard',
    category: 'Full Yard',
    description: 'Front and back yards designed together as one property.',
    prices: byLot(249500, 299500, 379500, 209500),
  },
  {
    id: 'whole-home',
    name: 'Whole Home',
    displayName: 'Outdoor Transformation',
    category: 'Whole Home',
    description: 'Every outdoor space plus the exterior of your home, designed as one.',
    prices: byLot(349500, 399500, 479500, 299500),
  },
  {
    id: 'curb-appeal',
    name: 'Curb Appeal',
    category: 'Curb Appeal',
    description: 'A front-of-house refresh: entry, planting and exterior colours.',
    prices: byLot(119500, 139500, 169500, 99500),
  },
  {
    id: 'botanical',
    name: 'Botanical',
    category: 'Botanical',
    description: 'A planting-first design with a full plant palette for every bed.',
    prices: byLot(129500, 149500, 189500, 109500),
  },
  {
    id: 'small-space',
    name: 'Small Space',
    category: 'Small Space',
    description: 'Patios, courtyards and small yards: every square foot put to work.',
    prices: byLot(99500, 109500, 119500, 99500),
  },
  {
    id: 'starter-full-yard',
    name: 'Starter Full Yard',
    displayName: 'Classic Full Yard',
    category: 'Starter Full Yard',
    description: 'A streamlined design for your front and back yards.',
    starter: true,
    prices: byLot(79500, 89500, 94500, 69500),
  },
  {
    id: 'starter-front-or-backyard',
    name: 'Starter Front or Backyard',
    displayName: 'Essential Front or Backyard',
    category: 'Starter Front or Backyard',
    description: 'A streamlined design for the front or the back yard, your choice.',
    starter: true,
    prices: byLot(49500, 59500, 69500, 39500),
  },
  {
    id: 'uber-premium',
    name: 'Uber Premium',
    category: 'Uber Premium',
    description:
      'Our most complete service: a dedicated designer, unlimited revisions and full CAD plans.',
    prices: byLot(599500, 699500, 899500, 499500),
  },
  {
    id: 'partner-rewards-full-yard',
    name: 'Partner Rewards Full Yard',
    category: 'Full Yard',
    description:
      'The Full Yard package for partner-retailer rewards members; needs a rewards code.',
    partnerCodePrefix: 'yzlo',
    prices: byLot(249500, 299500, 379500, 209500),
  },
  {
    id: 'upgrade',
    name: 'Package Upgrade',
    category: 'Upgrade',
    description: 'Move your current design up to a larger package.',
    prices: flat(100000),
  },
  {
    id: 'additional-revision',
    name: 'Additional Revision',
    category: 'Additional Revision',
    description: 'One more round of revisions on your current design.',
    prices: flat(29500),
  },
  {
    id: 'gift-card',
    name: 'Gift Card',
    category: 'Gift Card',
    description: 'A gift card toward any design package.',
    prices: flat(50000),
  },
];

/** Ids of the add-on products, as order payloads and promo additionalDiscounts refer to them. */
export const ADD_ON_IDS = {
  expedited: 'expedited',
  hoa: 'hoa-extra-revision',
  hoaStarter: 'hoa-extra-revision-starter',
  exteriorFront: 'exterior-front',
  exteriorBack: 'exterior-back',
  exteriorFull: 'exterior-full',
} as const;

const ADD_ONS: ProductSeed[] = [
  {
    id: ADD_ON_IDS.expedited,
    name: 'Expedited Service',
    category: 'Expedited Upsell',
    description: 'Your first designs sooner: your project moves to the front of the queue.',
    prices: flat(39500),
  },
  {
    id: ADD_ON_IDS.hoa,
    name: 'HOA Extra Revision',
    category: 'HOA Extra Revision',
    description: 'An extra revision for changes your homeowners association asks for.',
    prices: flat(29500),
  },
  {
    // Checkout §1 names a starter variant without a price; this seed price is an assumption.
    id: ADD_ON_IDS.hoaStarter,
    name: 'HOA Extra Revision (Starter)',
    category: 'HOA Extra Revision Starter',
    description: 'An extra revision for homeowners association changes, for starter packages.',
    starter: true,
    prices: flat(19500),
  },
  {
    id: ADD_ON_IDS.exteriorFront,
    name: 'Exterior Upgrade: Front',
    category: 'Exterior Upsell',
    description: 'Paint, doors and finishes for the front of your home.',
    prices: flat(60000),
  },
  {
    id: ADD_ON_IDS.exteriorBack,
    name: 'Exterior Upgrade: Back',
    category: 'Exterior Upsell',
    description: 'Paint, doors and finishes for the back of your home.',
    prices: flat(70000),
  },
  {
    id: ADD_ON_IDS.exteriorFull,
    name: 'Exterior Upgrade: Full',
    category: 'Exterior Upsell',
    description: 'Paint, doors and finishes for your whole home exterior.',
    prices: flat(80000),
  },
];

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
  ...toDocuments(PACKAGES, 'package', PACKAGE_COLOR, 1),
  ...toDocuments(ADD_ONS, 'addOn', ADD_ON_COLOR, 101),
};
