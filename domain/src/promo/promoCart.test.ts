import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../seed/catalog';
import { promoCartFromCatalog } from './promoCart';

describe('promoCartFromCatalog', () => {
  it('prices the package for the lot size and every add-on from the catalog', () => {
    expect(
      promoCartFromCatalog(
        { packageKey: 'front-yard', lotSize: 'large', addOnIds: ['expedited', 'exterior-back'] },
        SEED_PRODUCTS,
      ),
    ).toEqual({
      productId: 'front-yard',
      packagePriceCents: SEED_PRODUCTS['front-yard']!.prices.large,
      addOns: [
        { id: 'expedited', priceCents: 39500 },
        { id: 'exterior-back', priceCents: 70000 },
      ],
      isStarter: false,
      isSmallSpace: false,
      isPartnerRetailer: false,
    });
  });

  it('reads the package kinds from the product metadata', () => {
    const cart = (packageKey: 'starter-full-yard' | 'small-space' | 'partner-rewards-full-yard') =>
      promoCartFromCatalog({ packageKey, lotSize: 'standard', addOnIds: [] }, SEED_PRODUCTS);
    expect(cart('starter-full-yard')?.isStarter).toBe(true);
    expect(cart('small-space')?.isSmallSpace).toBe(true);
    expect(cart('partner-rewards-full-yard')?.isPartnerRetailer).toBe(true);
  });

  it('cannot price a missing or inactive product, or a lot size without a price', () => {
    const cart = { packageKey: 'front-yard' as const, lotSize: 'small' as const, addOnIds: [] };
    expect(promoCartFromCatalog(cart, {})).toBeNull();
    const inactive = { ...SEED_PRODUCTS['front-yard']!, active: false };
    expect(promoCartFromCatalog(cart, { 'front-yard': inactive })).toBeNull();
    const unpriced = { ...SEED_PRODUCTS['front-yard']!, prices: { standard: 100 } };
    expect(promoCartFromCatalog(cart, { 'front-yard': unpriced })).toBeNull();
    expect(
      promoCartFromCatalog(
        { ...cart, addOnIds: ['expedited'] },
        { 'front-yard': SEED_PRODUCTS['front-yard'] },
      ),
    ).toBeNull();
  });
});
