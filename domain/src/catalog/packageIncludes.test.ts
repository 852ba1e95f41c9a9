import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../seed/catalog';
import { packageIncludesExterior, packageOffersAddOn } from './addOns';
import { PACKAGE_KEYS } from './catalog';
import { PACKAGE_INCLUDE_LINES } from './messages';
import { packageIncludes } from './packageIncludes';

const EXTERIOR_LINE = PACKAGE_INCLUDE_LINES.homeExterior;
const EXTERIOR_LINES: readonly string[] = [EXTERIOR_LINE, PACKAGE_INCLUDE_LINES.exteriorColours];

describe('what each package includes', () => {
  it('gives every package a few short lines, each once', () => {
    for (const key of PACKAGE_KEYS) {
      const lines = packageIncludes(key);
      expect(lines.length, key).toBeGreaterThan(0);
      expect(lines.length, key).toBeLessThanOrEqual(5);
      expect(new Set(lines).size, key).toBe(lines.length);
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80);
    }
  });

  it('says the Full Yard, Whole Home and Uber Premium lines a homeowner compares', () => {
    expect(packageIncludes('full-yard')).toEqual([
      'Your front and back yards designed together as one property',
      'Plants, paths and patios, and outdoor lighting',
      'Your first designs, then revisions and a CAD plan',
      'An introduction to contractors who can build it',
    ]);
    expect(packageIncludes('whole-home')).toContain(EXTERIOR_LINE);
    expect(packageIncludes('uber-premium')).toEqual(
      expect.arrayContaining(['A dedicated designer', 'Unlimited revisions and full CAD plans']),
    );
  });

  it('includes the home exterior exactly where the package designs it rather than selling it as an add-on', () => {
    for (const key of PACKAGE_KEYS) {
      const listsExterior = packageIncludes(key).some((line) => EXTERIOR_LINES.includes(line));
      expect(listsExterior, key).toBe(packageIncludesExterior(key));
      if (listsExterior) expect(packageOffersAddOn(key, 'exteriorFull'), key).toBe(false);
    }
  });

  it('gives the partner package the Full Yard design it is sold as', () => {
    expect(packageIncludes('partner-rewards-full-yard')).toEqual(packageIncludes('full-yard'));
  });

  it("follows the seed catalogue's descriptions", () => {
    const description = (key: string) => SEED_PRODUCTS[key]!.description.toLowerCase();
    expect(description('front-yard')).toContain('front yard');
    expect(packageIncludes('front-yard')[0]).toMatch(/front yard/);
    expect(description('back-yard')).toContain('how you want to live outside');
    expect(packageIncludes('back-yard')[0]).toMatch(/how you live outside/);
    expect(description('whole-home')).toContain('exterior of your home');
    expect(description('botanical')).toContain('full plant palette for every bed');
    expect(packageIncludes('botanical')).toContain('A full plant palette for every bed');
    expect(description('starter-full-yard')).toContain('streamlined');
    expect(packageIncludes('starter-full-yard')[0]).toMatch(/streamlined/);
  });
});
