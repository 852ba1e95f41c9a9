import type { PackageKey } from '../catalog/catalog';
import { packageIncludesExterior } from '../catalog/addOns';
import { isPremiumPackage, isStarterPackage } from '../catalog/packageKinds';
import type { ChecklistItemDoc, ProfileDoc } from '../firestore/documents';

// Which onboarding steps and wish-list categories a package shows.

/** The sidebar's onboarding steps in display order; Help and Logout are extra. */
export const SIDEBAR_STEP_KEYS = [
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
] as const;
export type SidebarStepKey = (typeof SIDEBAR_STEP_KEYS)[number];

export interface PackageStepOptions {
  /** The client bought an exterior upgrade add-on with the package. */
  exteriorUpgrade?: boolean;
}

/** The step options the client's profile records; a purchase sets its exteriorUpgrade. */
export function packageStepOptionsOf(
  profile: Pick<ProfileDoc, 'exteriorUpgrade'> | null | undefined,
): PackageStepOptions {
  return { exteriorUpgrade: profile?.exteriorUpgrade === true };
}

/** Decision: Installation Details is shown for Uber Premium only, the package that carries installation plans. */
export function showsInstallationDetails(key: PackageKey): boolean {
  return isPremiumPackage(key);
}

/** Decision: Wish List is hidden for Botanical, a planting-only design with no elements to budget. */
export function showsWishList(key: PackageKey): boolean {
  return key !== 'botanical';
}

/** Decision: Exterior Design shows for packages that design the exterior, or with an exterior upgrade. */
export function showsExteriorDesign(key: PackageKey, options: PackageStepOptions = {}): boolean {
  return packageIncludesExterior(key) || options.exteriorUpgrade === true;
}

/** Decision: Plans & Drawings is hidden for starter packages and Small Space, which need no site plans. */
export function showsPlans(key: PackageKey): boolean {
  return !isStarterPackage(key) && key !== 'small-space';
}

/** Decision: starter packages call the wish list "Design Elements"; they have no budget phasing. */
export function wishListIsDesignElements(key: PackageKey): boolean {
  return isStarterPackage(key);
}

export function showsSidebarStep(
  key: PackageKey,
  step: SidebarStepKey,
  options: PackageStepOptions = {},
): boolean {
  switch (step) {
    case 'wish-list':
      return showsWishList(key);
    case 'exterior-design':
      return showsExteriorDesign(key, options);
    case 'installation-details':
      return showsInstallationDetails(key);
    case 'plans':
      return showsPlans(key);
    default:
      return true;
  }
}

export function visibleSidebarSteps(
  key: PackageKey,
  options: PackageStepOptions = {},
): SidebarStepKey[] {
  return SIDEBAR_STEP_KEYS.filter((step) => showsSidebarStep(key, step, options));
}

/** The home-exterior wish-list categories: paint or siding, doors & windows, roof. */
export const EXTERIOR_CHECKLIST_CATEGORIES: readonly string[] = [
  'Exterior Paint & Siding',
  'Doors & Windows',
  'Roofing',
];

/** Decision: exterior categories are hidden exactly when the Exterior Design step is. */
export function hiddenChecklistCategories(
  key: PackageKey,
  options: PackageStepOptions = {},
): string[] {
  return showsExteriorDesign(key, options) ? [] : [...EXTERIOR_CHECKLIST_CATEGORIES];
}

export function isChecklistItemShown(
  item: Pick<ChecklistItemDoc, 'category'> & Partial<Pick<ChecklistItemDoc, 'group'>>,
  key: PackageKey,
  options: PackageStepOptions = {},
): boolean {
  if (showsExteriorDesign(key, options)) return true;
  return item.group !== 'exterior' && !EXTERIOR_CHECKLIST_CATEGORIES.includes(item.category);
}
