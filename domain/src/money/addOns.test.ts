import { describe, expect, it } from 'vitest';
import { ADD_ON_IDS, DEFAULT_ADD_ON_PRICES } from '../catalog/catalog';
import {
  addAddOn,
  addOnsTotalCents,
  chooseExteriorUpgrade,
  hasAddOn,
  removeAddOn,
  type CartAddOn,
} from './addOns';

const expedited: CartAddOn = {
  id: ADD_ON_IDS.expedited,
  priceCents: DEFAULT_ADD_ON_PRICES.expedited,
};
const hoa: CartAddOn = { id: ADD_ON_IDS.hoa, priceCents: DEFAULT_ADD_ON_PRICES.hoa };
const hoaStarter: CartAddOn = {
  id: ADD_ON_IDS.hoaStarter,
  priceCents: DEFAULT_ADD_ON_PRICES.hoaStarter,
};
const exteriorFront: CartAddOn = {
  id: ADD_ON_IDS.exteriorFront,
  priceCents: DEFAULT_ADD_ON_PRICES.exteriorFront,
};
const exteriorFull: CartAddOn = {
  id: ADD_ON_IDS.exteriorFull,
  priceCents: DEFAULT_ADD_ON_PRICES.exteriorFull,
};

describe('add-ons in the cart', () => {
  it('sums the add-on prices', () => {
    expect(addOnsTotalCents([])).toBe(0);
    expect(addOnsTotalCents([expedited])).toBe(39500);
    expect(addOnsTotalCents([expedited, hoa, exteriorFront])).toBe(39500 + 29500 + 60000);
  });

  it('ignores adding an add-on already present (non-repeatable)', () => {
    const cart = addAddOn([], expedited);
    const again = addAddOn(cart, expedited);
    expect(again).toBe(cart);
    expect(addOnsTotalCents(again)).toBe(39500);
  });

  it('adds a new add-on at the end', () => {
    expect(addAddOn([expedited], hoa).map((a) => a.id)).toEqual([
      'expedited',
      'hoa-extra-revision',
    ]);
  });

  it('decision: one exterior upgrade per order, the newer choice replaces the older', () => {
    const cart = addAddOn([expedited, exteriorFront], exteriorFull);
    expect(cart.map((a) => a.id)).toEqual(['expedited', 'exterior-full']);
    expect(addOnsTotalCents(cart)).toBe(39500 + 80000);
  });

  it('decision: the regular and starter HOA revisions replace each other', () => {
    expect(addAddOn([hoa], hoaStarter).map((a) => a.id)).toEqual(['hoa-extra-revision-starter']);
  });

  it('removes an add-on, and leaves the cart alone when it is absent', () => {
    const cart = [expedited, hoa];
    expect(removeAddOn(cart, ADD_ON_IDS.expedited)).toEqual([hoa]);
    expect(removeAddOn(cart, ADD_ON_IDS.exteriorBack)).toBe(cart);
    expect(hasAddOn(cart, ADD_ON_IDS.hoa)).toBe(true);
    expect(hasAddOn(cart, ADD_ON_IDS.hoaStarter)).toBe(false);
  });

  it('refuses a price that is not whole cents', () => {
    expect(() => addAddOn([], { id: 'expedited', priceCents: 395.5 })).toThrow(RangeError);
    expect(() => addOnsTotalCents([{ id: 'expedited', priceCents: Number.NaN }])).toThrow(
      RangeError,
    );
  });
});

describe('the exterior upgrade as one choice', () => {
  it('puts the chosen upgrade in the cart in place of another, keeping the other add-ons', () => {
    const cart = [expedited, exteriorFront];
    expect(chooseExteriorUpgrade(cart, exteriorFull)).toEqual([expedited, exteriorFull]);
    expect(addOnsTotalCents(chooseExteriorUpgrade(cart, exteriorFull))).toBe(39500 + 80000);
  });

  it('takes the upgrade out when the choice is none', () => {
    expect(chooseExteriorUpgrade([exteriorFull, hoa], null)).toEqual([hoa]);
    expect(chooseExteriorUpgrade([expedited], null)).toEqual([expedited]);
  });

  it('refuses an add-on that is not an exterior upgrade', () => {
    expect(() => chooseExteriorUpgrade([], expedited)).toThrow(/not an exterior upgrade/);
  });
});
