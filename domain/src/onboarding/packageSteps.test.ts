import { describe, expect, it } from 'vitest';
import { PACKAGE_KEYS } from '../catalog/catalog';
import {
  EXTERIOR_CHECKLIST_CATEGORIES,
  hiddenChecklistCategories,
  isChecklistItemShown,
  packageStepOptionsOf,
  showsExteriorDesign,
  showsInstallationDetails,
  showsPlans,
  showsWishList,
  visibleSidebarSteps,
  wishListIsDesignElements,
} from './packageSteps';

describe('steps per package', () => {
  it('decision: Installation Details shows for exactly one package, Uber Premium', () => {
    expect(PACKAGE_KEYS.filter(showsInstallationDetails)).toEqual(['uber-premium']);
  });

  it('decision: Wish List is hidden for Botanical only', () => {
    expect(PACKAGE_KEYS.filter((key) => !showsWishList(key))).toEqual(['botanical']);
  });

  it('decision: Exterior Design shows for exterior packages or with an exterior upgrade', () => {
    expect(PACKAGE_KEYS.filter((key) => showsExteriorDesign(key))).toEqual([
      'whole-home',
      'curb-appeal',
      'uber-premium',
    ]);
    expect(showsExteriorDesign('full-yard', { exteriorUpgrade: true })).toBe(true);
    expect(showsExteriorDesign('full-yard', { exteriorUpgrade: false })).toBe(false);
  });

  it('decision: Plans & Drawings is hidden for starter packages and Small Space', () => {
    expect(PACKAGE_KEYS.filter((key) => !showsPlans(key))).toEqual([
      'small-space',
      'starter-full-yard',
      'starter-front-or-backyard',
    ]);
  });

  it('decision: starter packages call the wish list Design Elements', () => {
    expect(PACKAGE_KEYS.filter(wishListIsDesignElements)).toEqual([
      'starter-full-yard',
      'starter-front-or-backyard',
    ]);
  });

  it('lists the visible steps in sidebar order', () => {
    expect(visibleSidebarSteps('uber-premium')).toEqual([
      'my-yard',
      'wish-list',
      'exterior-design',
      'installation-details',
      'goals',
      'inspiration',
      'plans',
      'preferences',
      'plants',
      'start-project',
    ]);
    expect(visibleSidebarSteps('botanical')).toEqual([
      'my-yard',
      'goals',
      'inspiration',
      'plans',
      'preferences',
      'plants',
      'start-project',
    ]);
    expect(visibleSidebarSteps('full-yard', { exteriorUpgrade: true })).toContain(
      'exterior-design',
    );
  });

  it('always shows My Yard', () => {
    for (const key of PACKAGE_KEYS) expect(visibleSidebarSteps(key)[0], key).toBe('my-yard');
  });
});

describe('checklist categories per package', () => {
  it('decision: exterior categories are hidden exactly where Exterior Design is', () => {
    expect(hiddenChecklistCategories('full-yard')).toEqual([...EXTERIOR_CHECKLIST_CATEGORIES]);
    expect(hiddenChecklistCategories('whole-home')).toEqual([]);
    expect(hiddenChecklistCategories('front-yard', { exteriorUpgrade: true })).toEqual([]);
  });

  it('hides an exterior item by its group or its category, never a landscaping item', () => {
    const roof = { category: 'Roofing', group: 'exterior' as const };
    const doors = { category: 'Doors & Windows' };
    const lawn = { category: 'Plants & Garden', group: 'landscaping' as const };
    expect(isChecklistItemShown(roof, 'full-yard')).toBe(false);
    expect(isChecklistItemShown(doors, 'full-yard')).toBe(false);
    expect(isChecklistItemShown({ category: 'Siding', group: 'exterior' }, 'back-yard')).toBe(
      false,
    );
    expect(isChecklistItemShown(lawn, 'full-yard')).toBe(true);
    expect(isChecklistItemShown(roof, 'curb-appeal')).toBe(true);
  });
});

describe("step options from the client's profile", () => {
  it('gives the exterior upgrade a purchase recorded on the profile', () => {
    expect(packageStepOptionsOf({ exteriorUpgrade: true })).toEqual({ exteriorUpgrade: true });
  });

  it('gives none without the upgrade, or without a profile', () => {
    for (const profile of [{}, { exteriorUpgrade: false }, null, undefined]) {
      expect(packageStepOptionsOf(profile)).toEqual({ exteriorUpgrade: false });
    }
  });

  it('opens Exterior Design and its categories for a Full Yard profile with the upgrade only', () => {
    const roof = { category: 'Roofing', group: 'exterior' as const };
    const upgraded = packageStepOptionsOf({ exteriorUpgrade: true });
    const plain = packageStepOptionsOf({});
    expect(visibleSidebarSteps('full-yard', upgraded)).toContain('exterior-design');
    expect(visibleSidebarSteps('full-yard', plain)).not.toContain('exterior-design');
    expect(isChecklistItemShown(roof, 'full-yard', upgraded)).toBe(true);
    expect(isChecklistItemShown(roof, 'full-yard', plain)).toBe(false);
  });
});
