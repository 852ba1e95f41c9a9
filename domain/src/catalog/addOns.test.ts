import { describe, expect, it } from 'vitest';
import { PACKAGE_KEYS } from './catalog';
import {
  ADD_ON_KINDS,
  addOnInfo,
  addOnKindOfId,
  addOnsOfferedFor,
  exteriorAddOnIdOf,
  exteriorChoiceOf,
  exteriorChoicesFor,
  hoaAddOnFor,
  packageIncludesExterior,
  packageOffersAddOn,
} from './addOns';

describe('add-on kinds', () => {
  it('gives each kind its id, category and default price', () => {
    expect(addOnInfo('expedited')).toEqual({
      kind: 'expedited',
      id: 'expedited',
      category: 'Expedited Upsell',
      defaultPriceCents: 39500,
    });
    expect(addOnInfo('hoa').defaultPriceCents).toBe(29500);
    expect(addOnInfo('exteriorFront').defaultPriceCents).toBe(60000);
    expect(addOnInfo('exteriorBack').defaultPriceCents).toBe(70000);
    expect(addOnInfo('exteriorFull')).toMatchObject({
      id: 'exterior-full',
      category: 'Exterior Upsell',
      defaultPriceCents: 80000,
    });
  });

  it('finds the kind of every add-on id, and none for a package id', () => {
    for (const kind of ADD_ON_KINDS) expect(addOnKindOfId(addOnInfo(kind).id)).toBe(kind);
    expect(addOnKindOfId('full-yard')).toBeUndefined();
  });
});

describe('add-ons offered per package', () => {
  it('gives starter packages the starter HOA variant', () => {
    expect(hoaAddOnFor('starter-full-yard')).toBe('hoaStarter');
    expect(hoaAddOnFor('starter-front-or-backyard')).toBe('hoaStarter');
    expect(hoaAddOnFor('full-yard')).toBe('hoa');
    expect(addOnsOfferedFor('starter-full-yard')).toEqual(['expedited', 'hoaStarter']);
  });

  it('decision: additional revision, gift card and upgrade offer no add-ons', () => {
    expect(addOnsOfferedFor('additional-revision')).toEqual([]);
    expect(addOnsOfferedFor('gift-card')).toEqual([]);
    expect(addOnsOfferedFor('upgrade')).toEqual([]);
  });

  it('decision: exterior upgrades match the sides of the house a yard package designs', () => {
    expect(addOnsOfferedFor('front-yard')).toEqual(['expedited', 'hoa', 'exteriorFront']);
    expect(addOnsOfferedFor('back-yard')).toEqual(['expedited', 'hoa', 'exteriorBack']);
    expect(addOnsOfferedFor('full-yard')).toEqual([
      'expedited',
      'hoa',
      'exteriorFront',
      'exteriorBack',
      'exteriorFull',
    ]);
  });

  it('decision: packages that design the exterior offer no exterior upgrade', () => {
    for (const key of ['whole-home', 'curb-appeal', 'uber-premium'] as const) {
      expect(packageIncludesExterior(key), key).toBe(true);
      expect(addOnsOfferedFor(key), key).toEqual(['expedited', 'hoa']);
    }
    expect(packageIncludesExterior('full-yard')).toBe(false);
  });

  it('never offers both HOA variants, and always expedited with any add-on', () => {
    for (const key of PACKAGE_KEYS) {
      const offered = addOnsOfferedFor(key);
      expect(offered.includes('hoa') && offered.includes('hoaStarter'), key).toBe(false);
      if (offered.length > 0) expect(packageOffersAddOn(key, 'expedited'), key).toBe(true);
    }
  });
});

describe('the exterior upgrade choice', () => {
  it('offers none, front, back and full on a full yard, and none or its own side on one yard', () => {
    expect(exteriorChoicesFor('full-yard')).toEqual(['none', 'front', 'back', 'full']);
    expect(exteriorChoicesFor('partner-rewards-full-yard')).toEqual([
      'none',
      'front',
      'back',
      'full',
    ]);
    expect(exteriorChoicesFor('front-yard')).toEqual(['none', 'front']);
    expect(exteriorChoicesFor('back-yard')).toEqual(['none', 'back']);
  });

  it('offers no choice where the package designs the exterior or takes no add-ons', () => {
    for (const key of ['whole-home', 'curb-appeal', 'uber-premium', 'gift-card'] as const) {
      expect(exteriorChoicesFor(key), key).toEqual([]);
    }
  });

  it('reads the choice from the cart and names the add-on each choice adds', () => {
    expect(exteriorChoiceOf([])).toBe('none');
    expect(exteriorChoiceOf(['expedited', 'exterior-back'])).toBe('back');
    expect(exteriorAddOnIdOf('full')).toBe('exterior-full');
    expect(exteriorAddOnIdOf('none')).toBeNull();
  });
});
