import type { PackageKey } from '../catalog/catalog';
import type { OnboardStateDoc, YardName } from '../firestore/documents';
import { fillCopy } from '../copy/fillCopy';
import { OUTDOOR_SPACE_LIMIT_NOTE } from './messages';
import { HOUSE_YARDS, PRIMARY_YARDS } from './yards';

// Which yards each package designs.

/** The outdoor package designs a space of this size. */
export const OUTDOOR_SPACE_SQ_FT = 500;

/**
 * What a client of the outdoor package (Small Space) is told about its size where they choose and
 * photograph their space, so they do not send a larger area; null for every other package.
 */
export function outdoorSpaceLimitNote(key: PackageKey): string | null {
  return yardScopeOf(key) === 'outdoor'
    ? fillCopy(OUTDOOR_SPACE_LIMIT_NOTE, { limit: OUTDOOR_SPACE_SQ_FT })
    : null;
}

/**
 * How a package covers the property:
 * - front: the front packages; back: the back-only package; front-and-back: the two-yard packages;
 * - outdoor: the outdoor package; front-or-back: the one-yard-of-choice package;
 * - any: every other package (whichever front, back, left and right yards the client adds).
 */
export type YardScope = 'front' | 'back' | 'front-and-back' | 'outdoor' | 'front-or-back' | 'any';

/**
 * Decisions: curb appeal is the second front package (it designs the front of the house);
 * small space is the outdoor package (500 sq ft); the starter front-or-backyard is the package of
 * choice; the full-yard packages need both yards; the rest (whole home, botanical, premium and
 * non-design purchases) take whichever house yards the client adds.
 */
export const PACKAGE_YARD_SCOPE: Record<PackageKey, YardScope> = {
  'front-yard': 'front',
  'curb-appeal': 'front',
  'back-yard': 'back',
  'full-yard': 'front-and-back',
  'starter-full-yard': 'front-and-back',
  'partner-rewards-full-yard': 'front-and-back',
  'small-space': 'outdoor',
  'starter-front-or-backyard': 'front-or-back',
  'whole-home': 'any',
  botanical: 'any',
  'uber-premium': 'any',
  upgrade: 'any',
  'additional-revision': 'any',
  'gift-card': 'any',
};

export function yardScopeOf(key: PackageKey): YardScope {
  return PACKAGE_YARD_SCOPE[key];
}

/** Yards a client of this package may add. */
export function allowedYards(key: PackageKey): YardName[] {
  switch (yardScopeOf(key)) {
    case 'outdoor':
      return ['outdoor'];
    case 'back':
      return ['back', 'left', 'right'];
    case 'front':
      return ['front', 'left', 'right'];
    default:
      return [...HOUSE_YARDS];
  }
}

export function isYardAllowed(key: PackageKey, yard: YardName): boolean {
  return allowedYards(key).includes(yard);
}

/** Yards currently active (chosen) in the onboard state, in the state's key order. */
export function activeYards(state: Pick<OnboardStateDoc, 'yardsStatusObj'>): YardName[] {
  return Object.keys(state.yardsStatusObj) as YardName[];
}

export function isYardActive(
  state: Pick<OnboardStateDoc, 'yardsStatusObj'>,
  yard: YardName,
): boolean {
  return state.yardsStatusObj[yard] !== undefined;
}

/**
 * The primary yard a one-yard-of-choice client has chosen: the selected yard, else the active one
 * of front and back, else front.
 */
export function chosenPrimaryYard(
  state: Pick<OnboardStateDoc, 'yardsStatusObj' | 'selectedYard'>,
): YardName {
  if (state.selectedYard && PRIMARY_YARDS.includes(state.selectedYard)) return state.selectedYard;
  return PRIMARY_YARDS.find((yard) => isYardActive(state, yard)) ?? 'front';
}

/** Yards whose uploads must be COMPLETE before the client may move on from My Yard. */
export function requiredYards(
  key: PackageKey,
  state: Pick<OnboardStateDoc, 'yardsStatusObj' | 'selectedYard'>,
): YardName[] {
  switch (yardScopeOf(key)) {
    case 'front':
      return ['front'];
    case 'back':
      return ['back'];
    case 'front-and-back':
      return ['front', 'back'];
    case 'outdoor':
      return ['outdoor'];
    case 'front-or-back':
      return [chosenPrimaryYard(state)];
    case 'any':
      return PRIMARY_YARDS.filter((yard) => isYardActive(state, yard));
  }
}

/** A package that allows a single yard has it activated automatically. */
export function autoActivatedYard(key: PackageKey): YardName | null {
  const allowed = allowedYards(key);
  return allowed.length === 1 ? allowed[0]! : null;
}

/** The Remove yard action is offered when more than one yard is allowed. */
export function canRemoveYards(key: PackageKey): boolean {
  return allowedYards(key).length > 1;
}

/**
 * Front/back packages lock the other of front and back once one exists.
 * Decision: "front/back packages" is the one-yard-of-choice package (front or back, never both);
 * the front-only and back-only packages simply do not allow the other yard.
 */
export function lockedYard(
  key: PackageKey,
  state: Pick<OnboardStateDoc, 'yardsStatusObj'>,
): YardName | null {
  if (yardScopeOf(key) !== 'front-or-back') return null;
  if (isYardActive(state, 'front')) return 'back';
  if (isYardActive(state, 'back')) return 'front';
  return null;
}

/** Why a yard cannot be added: not in the package, or locked (the overview offers a swap). */
export type YardActivationBlock = 'not-allowed' | 'locked';

export function yardActivationBlock(
  key: PackageKey,
  state: Pick<OnboardStateDoc, 'yardsStatusObj'>,
  yard: YardName,
): YardActivationBlock | null {
  if (!isYardAllowed(key, yard)) return 'not-allowed';
  if (lockedYard(key, state) === yard) return 'locked';
  return null;
}

/** Decision: a client cannot remove a yard when the package allows one only, or the last yard. */
export function yardRemovalAllowed(
  key: PackageKey,
  state: Pick<OnboardStateDoc, 'yardsStatusObj'>,
  yard: YardName,
): boolean {
  return canRemoveYards(key) && isYardActive(state, yard) && activeYards(state).length > 1;
}

/** The swap prompt applies to packages that lock front or back. */
export function offersYardSwap(key: PackageKey): boolean {
  return yardScopeOf(key) === 'front-or-back';
}
