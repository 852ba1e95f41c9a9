import { describe, expect, it } from 'vitest';
import { purchasePageRedirect, type PurchasePageState } from './purchaseGuard';

const ready: PurchasePageState = {
  hasSelectedProduct: true,
  hasSelectedSku: true,
  hasAddress: true,
  hasOrder: false,
  skuLookupKey: null,
};

describe('purchase page guard', () => {
  it('shows the page with a product, sku and address', () => {
    expect(purchasePageRedirect(ready)).toBeNull();
  });

  it('sends the browser to /packages without a product, a sku or an address', () => {
    expect(purchasePageRedirect({ ...ready, hasSelectedProduct: false })).toBe('/packages');
    expect(purchasePageRedirect({ ...ready, hasSelectedSku: false })).toBe('/packages');
    expect(purchasePageRedirect({ ...ready, hasAddress: false })).toBe('/packages');
  });

  it('sends the browser to /payment-confirmed when an order exists', () => {
    expect(purchasePageRedirect({ ...ready, hasOrder: true })).toBe('/payment-confirmed');
  });

  it("sends a funnel buyer with an order to the funnel's own confirmation step", () => {
    expect(
      purchasePageRedirect({
        ...ready,
        hasOrder: true,
        skuLookupKey: 'back-yard_standard',
        confirmationPath: '/design-profile/payment-confirmed',
      }),
    ).toBe('/design-profile/payment-confirmed?sku-lookup-key=back-yard_standard');
  });

  it('keeps sku-lookup-key on both redirects, escaped', () => {
    expect(
      purchasePageRedirect({ ...ready, hasAddress: false, skuLookupKey: 'essential_front' }),
    ).toBe('/packages?sku-lookup-key=essential_front');
    expect(purchasePageRedirect({ ...ready, hasOrder: true, skuLookupKey: 'a b&c' })).toBe(
      '/payment-confirmed?sku-lookup-key=a%20b%26c',
    );
  });

  it('decision: an existing order wins over a missing product', () => {
    expect(
      purchasePageRedirect({
        ...ready,
        hasOrder: true,
        hasSelectedProduct: false,
        hasAddress: false,
      }),
    ).toBe('/payment-confirmed');
  });
});
