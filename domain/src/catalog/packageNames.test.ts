import { describe, expect, it } from 'vitest';
import { PACKAGE_KEYS } from './catalog';
import {
  packageDisplayName,
  parseSkuLookupKey,
  promoCodeUpgradesDisplay,
  skuLookupKey,
  UPGRADE_DISPLAY_LADDER,
} from './packageNames';

describe('packageDisplayName', () => {
  it('shows Whole Home as Outdoor Transformation', () => {
    expect(packageDisplayName('whole-home')).toBe('Outdoor Transformation');
  });

  it('decision: the starter front or backyard is Essential and the starter full yard is Classic', () => {
    expect(packageDisplayName('starter-front-or-backyard')).toBe('Essential');
    expect(packageDisplayName('starter-full-yard')).toBe('Classic');
  });

  it('shows the other packages by their catalogue name', () => {
    expect(packageDisplayName('front-yard')).toBe('Front Yard');
    expect(packageDisplayName('uber-premium')).toBe('Uber Premium');
    expect(packageDisplayName('additional-revision')).toBe('Additional Revision');
  });

  it('decision: the partner package shows as Full Yard beside the partner logo', () => {
    expect(packageDisplayName('partner-rewards-full-yard')).toBe('Full Yard');
  });

  it('names a starter from the sku-lookup-key query parameter', () => {
    expect(packageDisplayName('full-yard', { skuLookupKey: 'starter-full-yard_standard' })).toBe(
      'Classic',
    );
    expect(
      packageDisplayName('full-yard', { skuLookupKey: 'starter-front-or-backyard_small' }),
    ).toBe('Essential');
  });

  it('ignores a lookup key that names no package', () => {
    expect(packageDisplayName('back-yard', { skuLookupKey: 'price_1NxYz' })).toBe('Back Yard');
    expect(packageDisplayName('back-yard', { skuLookupKey: null })).toBe('Back Yard');
  });

  it('decision: a promo code containing UPGRADE shows the next package up', () => {
    expect(packageDisplayName('full-yard', { promoCode: 'SPRINGUPGRADE' })).toBe(
      'Outdoor Transformation',
    );
    expect(packageDisplayName('starter-front-or-backyard', { promoCode: 'UPGRADE' })).toBe(
      'Classic',
    );
    expect(packageDisplayName('whole-home', { promoCode: 'UPGRADE50' })).toBe('Uber Premium');
  });

  it('reads UPGRADE in any case and leaves other codes alone', () => {
    expect(packageDisplayName('front-yard', { promoCode: 'upgrade' })).toBe('Full Yard');
    expect(packageDisplayName('front-yard', { promoCode: 'SAVE250' })).toBe('Front Yard');
    expect(packageDisplayName('front-yard', { promoCode: 'UPGRAD' })).toBe('Front Yard');
  });

  it('decision: the top package and non-design purchases keep their name under UPGRADE', () => {
    expect(packageDisplayName('uber-premium', { promoCode: 'UPGRADE' })).toBe('Uber Premium');
    expect(packageDisplayName('gift-card', { promoCode: 'UPGRADE' })).toBe('Gift Card');
  });

  it('upgrades the package named by the lookup key', () => {
    expect(
      packageDisplayName('full-yard', {
        skuLookupKey: 'starter-front-or-backyard_standard',
        promoCode: 'UPGRADE',
      }),
    ).toBe('Classic');
  });

  it('climbs the ladder without ever going back down to the same package', () => {
    for (const key of PACKAGE_KEYS) {
      const seen = new Set([key]);
      let next = UPGRADE_DISPLAY_LADDER[key];
      while (next) {
        expect(seen.has(next), `${key} loops at ${next}`).toBe(false);
        seen.add(next);
        next = UPGRADE_DISPLAY_LADDER[next];
      }
    }
  });
});

describe('sku lookup keys', () => {
  it('decision: a lookup key is {packageKey}_{lotSize} and parses back', () => {
    expect(skuLookupKey('starter-full-yard', 'large')).toBe('starter-full-yard_large');
    expect(parseSkuLookupKey('starter-full-yard_large')).toEqual({
      packageKey: 'starter-full-yard',
      lotSize: 'large',
    });
  });

  it('rejects keys with an unknown package, lot size or extra parts', () => {
    expect(parseSkuLookupKey('mansion_large')).toBeUndefined();
    expect(parseSkuLookupKey('full-yard_huge')).toBeUndefined();
    expect(parseSkuLookupKey('full-yard_large_x')).toBeUndefined();
    expect(parseSkuLookupKey('')).toBeUndefined();
  });

  it('finds UPGRADE anywhere in the code', () => {
    expect(promoCodeUpgradesDisplay('FALLUPGRADE25')).toBe(true);
    expect(promoCodeUpgradesDisplay(undefined)).toBe(false);
  });
});
