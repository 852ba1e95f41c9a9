import { DEFAULT_LOT_SIZE, type LotSize, type PackageKey } from '../catalog/catalog';
import { formatDollars } from '../money/formatDollars';
import { HOME_EXTERIOR_OPTIONS, type SizeOption } from './quiz';
import { answersFor, type QuizAnswer } from './quizAnswers';

/**
 * The recommendation rule of the recommended-package step. Decision: the mapping below is ours.
 *
 * Package, decided in this order:
 * 1. Budget LESS THAN $10,000: a starter package, because the regular packages cost more than the
 *    whole budget. ENTIRE PROPERTY gets Starter Full Yard, one yard gets Starter Front or Backyard.
 *    Exterior wishes do not lift a small budget out of starter; exterior upgrades are add-ons.
 * 2. ENTIRE PROPERTY with any home exterior wish: whole-home (shown as Outdoor Transformation),
 *    the package that designs the yard and the house exterior together.
 * 3. FRONT YARD with any home exterior wish: curb-appeal, the front yard plus the house front.
 * 4. FRONT YARD: front-yard. BACK YARD: back-yard (exterior wishes there become an add-on).
 * 5. ENTIRE PROPERTY, or no area answered (typeform versions have no quiz answers): full-yard.
 *
 * Lot size, from the size answer: LESS THAN 1/2 ACRE is a standard lot (up to 1/2 acre);
 * MORE THAN 1/2 ACRE is a large lot (up to 1 acre); MORE THAN 1 ACRE is acreage; I DON'T KNOW or
 * no answer is the checkout default, standard. The quiz cannot tell a small lot (under 5000 sq ft)
 * from a standard one, so it never recommends small.
 */
export interface PackageRecommendation {
  packageKey: PackageKey;
  lotSize: LotSize;
}

export const STARTER_BUDGET_ANSWER = 'LESS THAN $10,000';

const LOT_SIZE_BY_ANSWER: Record<SizeOption, LotSize> = {
  'LESS THAN 1/2 ACRE': 'standard',
  'MORE THAN 1/2 ACRE': 'large',
  'MORE THAN 1 ACRE': 'acreage',
  "I DON'T KNOW": DEFAULT_LOT_SIZE,
};

export function recommendedLotSize(questions: readonly QuizAnswer[]): LotSize {
  const [size] = answersFor(questions, 'yard-size');
  return size !== undefined && size in LOT_SIZE_BY_ANSWER
    ? LOT_SIZE_BY_ANSWER[size as SizeOption]
    : DEFAULT_LOT_SIZE;
}

export function recommendedPackageKey(questions: readonly QuizAnswer[]): PackageKey {
  const [area] = answersFor(questions, 'yard-selection');
  const [budget] = answersFor(questions, 'budget');
  const wishes = answersFor(questions, 'wish-list');
  const wantsHomeExterior = wishes.some((wish) =>
    (HOME_EXTERIOR_OPTIONS as readonly string[]).includes(wish),
  );
  const oneYard = area === 'FRONT YARD' || area === 'BACK YARD';

  if (budget === STARTER_BUDGET_ANSWER) {
    return oneYard ? 'starter-front-or-backyard' : 'starter-full-yard';
  }
  if (area === 'FRONT YARD') return wantsHomeExterior ? 'curb-appeal' : 'front-yard';
  if (area === 'BACK YARD') return 'back-yard';
  return wantsHomeExterior && area === 'ENTIRE PROPERTY' ? 'whole-home' : 'full-yard';
}

export function recommendPackage(questions: readonly QuizAnswer[]): PackageRecommendation {
  return {
    packageKey: recommendedPackageKey(questions),
    lotSize: recommendedLotSize(questions),
  };
}

/**
 * The recommended package's price as shown beside it: the catalogue's price for the lot in dollars;
 * null when the catalogue gave none a homeowner could pay (missing, not whole cents, or zero), so
 * the page says the price follows rather than showing a wrong one.
 */
export function recommendedPriceDisplay(priceCents: number | null | undefined): string | null {
  if (typeof priceCents !== 'number' || !Number.isSafeInteger(priceCents) || priceCents <= 0) {
    return null;
  }
  return formatDollars(priceCents);
}
