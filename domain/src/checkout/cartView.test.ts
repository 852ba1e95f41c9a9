import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../seed/catalog';
import { SEED_CODES } from '../seed/codes';
import { promoCartFromCatalog } from '../promo/promoCart';
import { buildCartView, updateCartViewInput } from './cartView';

const cart = {
  packageKey: 'front-yard' as const,
  lotSize: 'standard' as const,
  addOnIds: ['expedited'],
};
const valid = {
  anonId: 'anon-1',
  cart: { ...cart, promotionalCode: 'SAVE250' },
  userId: null,
  email: 'ana@example.com',
  address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  paymentIntentId: 'pi_123',
};
const isValid = (input: unknown) => updateCartViewInput.isValidSync(input, { strict: true });

describe('updateCartViewInput', () => {
  it('takes a full cart view, and one with the unknown details null or left out', () => {
    expect(isValid(valid)).toBe(true);
    expect(
      isValid({ ...valid, email: null, address: null, paymentIntentId: null, userId: 'u1' }),
    ).toBe(true);
    expect(isValid({ anonId: 'anon-1', cart: { ...cart, promotionalCode: null } })).toBe(true);
  });

  it.each([
    ['a price in the cart', { ...valid, cart: { ...valid.cart, modifiedPrice: 1 } }],
    ['a partial address', { ...valid, address: { street: '1 Main St' } }],
    ['an address with extra fields', { ...valid, address: { ...valid.address, lat: 1 } }],
    ['a hostile anonId', { ...valid, anonId: '../profiles/x' }],
    ['a hostile payment id', { ...valid, paymentIntentId: 'pi 1; drop' }],
    ['a bad code', { ...valid, cart: { ...valid.cart, promotionalCode: 'SAVE 250' } }],
    ['no cart', { ...valid, cart: undefined }],
  ])('refuses %s', (_, input) => {
    expect(isValid(input)).toBe(false);
  });
});

describe('buildCartView', () => {
  const priced = promoCartFromCatalog(cart, SEED_PRODUCTS)!;

  it('is priced from the catalog and the applied code, in cents', () => {
    expect(buildCartView(cart, priced, SEED_PRODUCTS, SEED_CODES.SAVE250!)).toEqual({
      packageName: 'Front Yard',
      sku: 'front-yard_standard',
      lotSize: 'standard',
      modifiedPrice: priced.packagePriceCents - 25000 + 39500,
      promotionalCode: { code: 'SAVE250', discountType: 'FIXED', discount: '25000' },
      addOns: [{ sku: 'expedited', name: 'Expedited Service', price: 39500 }],
    });
  });

  it('carries no discount without an applied code', () => {
    const view = buildCartView(cart, priced, SEED_PRODUCTS, null);
    expect(view.modifiedPrice).toBe(priced.packagePriceCents + 39500);
    expect(view.promotionalCode).toBeNull();
  });
});
