import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../firestore/documents';
import type { PackageKey } from './catalog';
import { SEED_PRODUCTS } from '../seed/catalog';
import { isListedPackage, listedPackages } from './packageList';

type Product = ProductDoc & { id: string };

const SEEDED: Product[] = Object.entries(SEED_PRODUCTS).map(([id, product]) => ({
  ...product,
  id,
}));

function product(id: string, overrides: Partial<ProductDoc> = {}): Product {
  return { ...SEED_PRODUCTS[id]!, id, ...overrides };
}

describe('listedPackages (the /packages page)', () => {
  it('lists the design packages of the catalogue in its order, with their display names', () => {
    expect(listedPackages(SEEDED, 'standard').map(({ key, name }) => [key, name])).toEqual([
      ['front-yard', 'Front Yard'],
      ['back-yard', 'Back Yard'],
      ['full-yard', 'Full Yard'],
      ['whole-home', 'Outdoor Transformation'],
      ['curb-appeal', 'Curb Appeal'],
      ['botanical', 'Botanical'],
      ['small-space', 'Small Space'],
      ['starter-full-yard', 'Classic'],
      ['starter-front-or-backyard', 'Essential'],
      ['uber-premium', 'Uber Premium'],
    ]);
  });

  it('prices each package for the lot size', () => {
    const price = (lot: 'small' | 'acreage') =>
      listedPackages(SEEDED, lot).find(({ key }) => key === 'full-yard')?.priceCents;
    expect(price('small')).toBe(209500);
    expect(price('acreage')).toBe(379500);
  });

  it('leaves out revisions, upgrades, gift cards and the partner package', () => {
    const unlisted: PackageKey[] = [
      'additional-revision',
      'upgrade',
      'gift-card',
      'partner-rewards-full-yard',
    ];
    for (const key of unlisted) {
      expect(isListedPackage(key), key).toBe(false);
      expect(listedPackages([product(key)], 'standard'), key).toEqual([]);
    }
  });

  it('leaves out inactive products, add-ons and ids that name no package', () => {
    const products = [
      product('front-yard', { active: false }),
      product('back-yard', { kind: 'addOn' }),
      product('expedited'),
      { ...product('full-yard'), id: 'full-yard-copy' },
    ];
    expect(listedPackages(products, 'standard')).toEqual([]);
  });

  it('decision: leaves out a package with no price for the lot', () => {
    const noSmallLot = product('botanical', { prices: { standard: 129500 } });
    expect(listedPackages([noSmallLot], 'small')).toEqual([]);
    expect(listedPackages([noSmallLot], 'standard')).toHaveLength(1);
  });

  it('orders by sortOrder, products without one last', () => {
    const products = [
      product('front-yard', { sortOrder: undefined }),
      product('back-yard', { sortOrder: 9 }),
      product('botanical', { sortOrder: 2 }),
    ];
    expect(listedPackages(products, 'standard').map(({ key }) => key)).toEqual([
      'botanical',
      'back-yard',
      'front-yard',
    ]);
  });
});
