import {
  ADD_ON_CATEGORY,
  ADD_ON_IDS,
  DEFAULT_ADD_ON_PRICES,
  type AddOnId,
  type AddOnKind,
  type PackageKey,
} from './catalog';
import { isStarterPackage } from './packageKinds';

// Add-ons: expedited service, exterior upgrade (front, back or full) and
// the HOA extra revision with its starter variant, and which packages offer which.

export const ADD_ON_KINDS = Object.keys(ADD_ON_IDS) as AddOnKind[];

export interface AddOnInfo {
  kind: AddOnKind;
  id: AddOnId;
  category: string;
  defaultPriceCents: number;
}

export function addOnInfo(kind: AddOnKind): AddOnInfo {
  return {
    kind,
    id: ADD_ON_IDS[kind],
    category: ADD_ON_CATEGORY[kind],
    defaultPriceCents: DEFAULT_ADD_ON_PRICES[kind],
  };
}

export function addOnKindOfId(id: string): AddOnKind | undefined {
  return ADD_ON_KINDS.find((kind) => ADD_ON_IDS[kind] === id);
}

/** Decision: these packages already design the home's exterior, so they offer no exterior upgrade. */
export const PACKAGES_INCLUDING_EXTERIOR: readonly PackageKey[] = [
  'whole-home',
  'curb-appeal',
  'uber-premium',
];

/** Decision: each yard package offers the exterior upgrade for the sides of the house it designs. */
const EXTERIOR_UPGRADES_BY_PACKAGE: Partial<Record<PackageKey, readonly AddOnKind[]>> = {
  'front-yard': ['exteriorFront'],
  'back-yard': ['exteriorBack'],
  'full-yard': ['exteriorFront', 'exteriorBack', 'exteriorFull'],
  'partner-rewards-full-yard': ['exteriorFront', 'exteriorBack', 'exteriorFull'],
};

/** Decision: these are purchases, not designs, so nothing can be added to them. */
export const PACKAGES_WITHOUT_ADD_ONS: readonly PackageKey[] = [
  'additional-revision',
  'gift-card',
  'upgrade',
];

/** Starter packages get the starter variant of the HOA extra revision. */
export function hoaAddOnFor(key: PackageKey): AddOnKind {
  return isStarterPackage(key) ? 'hoaStarter' : 'hoa';
}

/** The add-ons a package may offer at checkout, in display order. */
export function addOnsOfferedFor(key: PackageKey): AddOnKind[] {
  if (PACKAGES_WITHOUT_ADD_ONS.includes(key)) return [];
  return ['expedited', hoaAddOnFor(key), ...(EXTERIOR_UPGRADES_BY_PACKAGE[key] ?? [])];
}

export function packageOffersAddOn(key: PackageKey, kind: AddOnKind): boolean {
  return addOnsOfferedFor(key).includes(kind);
}

export function packageIncludesExterior(key: PackageKey): boolean {
  return PACKAGES_INCLUDING_EXTERIOR.includes(key);
}

/** The exterior upgrade is one choice: none, or the front, back or full exterior of the home. */
export const EXTERIOR_CHOICES = ['none', 'front', 'back', 'full'] as const;
export type ExteriorChoice = (typeof EXTERIOR_CHOICES)[number];

const EXTERIOR_CHOICE_KINDS: Record<Exclude<ExteriorChoice, 'none'>, AddOnKind> = {
  front: 'exteriorFront',
  back: 'exteriorBack',
  full: 'exteriorFull',
};

/** The add-on id a choice puts in the cart; none for 'none'. */
export function exteriorAddOnIdOf(choice: ExteriorChoice): AddOnId | null {
  return choice === 'none' ? null : ADD_ON_IDS[EXTERIOR_CHOICE_KINDS[choice]];
}

/** The exterior choices a package offers, 'none' first; empty when it offers no exterior upgrade. */
export function exteriorChoicesFor(key: PackageKey): ExteriorChoice[] {
  const offered = EXTERIOR_CHOICES.filter(
    (choice) => choice !== 'none' && packageOffersAddOn(key, EXTERIOR_CHOICE_KINDS[choice]),
  );
  return offered.length > 0 ? ['none', ...offered] : [];
}

/** The exterior choice a cart holds: the first exterior upgrade in it, or 'none'. */
export function exteriorChoiceOf(addOnIds: readonly string[]): ExteriorChoice {
  return (
    EXTERIOR_CHOICES.find((choice) => {
      const id = exteriorAddOnIdOf(choice);
      return id !== null && addOnIds.includes(id);
    }) ?? 'none'
  );
}
