import type { YardName } from '../firestore/documents';
import { resolveExteriorRoute } from '../exterior/exteriorRoute';
import {
  BUDGET_PATH,
  CHOOSE_YARDS_PATH,
  EXTERIOR_DESIGN_PATH,
  isUnderPath,
  MY_YARD_PATH,
  REVIEW_PAGES,
  reviewPagePath,
  trimTrailingSlashes,
  withSearch,
  YARD_PAGES,
  yardPagePath,
  type YardPage,
} from '../routes/paths';
import { resolveBudgetRoute, type BudgetRouteContext } from '../wishlist/budgetRoute';
import { laterStepOfCurrentStep, laterStepPath } from '../laterSteps/steps';
import { fillCopy } from '../copy/fillCopy';
import {
  SAVE_AND_COMPLETE,
  YARD_LABELS,
  YARD_PAGE_TITLES,
  SAVE_AND_GO_TO_FUNCTIONS,
  SAVE_AND_GO_TO_KEEP_REMOVE,
} from './messages';
import { isYardName } from './yards';

// Where an /onboard path leads: the path and query the browser should be on, the
// same as given when it is a valid page, otherwise the redirect target. Budget and exterior design
// paths are resolved by their own areas (resolveBudgetRoute, resolveExteriorRoute).

/** "exterior-design", "ExteriorDesign" and "Exterior Design" all read as "exteriordesign". */
function stepWord(step: string): string {
  return step.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The page for the onboard state's currentStep.
 * Decision: no step (or "my-yard") also means My Yard; "wish-list" also means the budget step.
 * The later steps (Goals...) have pages of ours, or My Yard until a step's page exists.
 */
export function resolveCurrentStepPath(currentStep: string | null | undefined): string {
  const word = stepWord(currentStep ?? '');
  if (word === '' || word === 'yard' || word === 'myyard') return MY_YARD_PATH;
  if (word === 'budget' || word === 'wishlist') return BUDGET_PATH;
  if (word === 'exteriordesign') return EXTERIOR_DESIGN_PATH;
  const later = laterStepOfCurrentStep(currentStep);
  if (later) return laterStepPath(later);
  // There is no older app to send anyone to: a step we do not know starts over at My Yard.
  return MY_YARD_PATH;
}

/**
 * Pages under /onboard/my-yard: the overview, review pages 1 and 2 (any other review page → 1),
 * and /{yard}/upload|keep|priorities (any other sub-path → the overview).
 * Decision: a yard page of a yard that is not active also goes back to the overview.
 */
export function resolveMyYardPath(
  pathname: string,
  isActive: (yard: YardName) => boolean = () => true,
): string {
  const path = trimTrailingSlashes(pathname);
  if (path === MY_YARD_PATH) return MY_YARD_PATH;
  const rest = path.startsWith(`${MY_YARD_PATH}/`) ? path.slice(MY_YARD_PATH.length + 1) : '';
  const [first, second, ...more] = rest.split('/');
  if (first === 'review') {
    const page = REVIEW_PAGES.find((candidate) => candidate === second && more.length === 0);
    return reviewPagePath(page ?? '1');
  }
  if (
    isYardName(first) &&
    (YARD_PAGES as readonly string[]).includes(second ?? '') &&
    more.length === 0 &&
    isActive(first)
  ) {
    return yardPagePath(first, second as YardPage);
  }
  return MY_YARD_PATH;
}

export interface OnboardRouteContext extends BudgetRouteContext {
  currentStep: string | null | undefined;
  isYardActive?: (yard: YardName) => boolean;
  user: { isAnonymous: boolean };
}

/**
 * Any /onboard path: the area's own resolver for my-yard, budget and exterior design; the
 * choose-yards route as it is; every other path (such as /onboard) runs the currentStep resolver.
 */
export function resolveOnboardPath(
  pathname: string,
  search: string,
  context: OnboardRouteContext,
): string {
  const path = trimTrailingSlashes(pathname);
  if (isUnderPath(path, CHOOSE_YARDS_PATH)) return withSearch(pathname, search);
  if (isUnderPath(path, MY_YARD_PATH)) {
    const target = resolveMyYardPath(path, context.isYardActive);
    return target === path ? withSearch(target, search) : target;
  }
  if (isUnderPath(path, BUDGET_PATH)) {
    const route = resolveBudgetRoute(path, search, context);
    return 'redirect' in route ? route.redirect : withSearch(path, search);
  }
  if (isUnderPath(path, EXTERIOR_DESIGN_PATH)) {
    const route = resolveExteriorRoute(pathname, context.user);
    return 'redirect' in route ? route.redirect : withSearch(pathname, search);
  }
  return resolveCurrentStepPath(context.currentStep);
}

export interface YardPageNext {
  label: string;
  path: string;
}

/** Upload → keep/remove → functions → back to My Yard, with the required button words. */
export function yardPageNext(yard: YardName, page: YardPage): YardPageNext {
  switch (page) {
    case 'upload':
      return { label: SAVE_AND_GO_TO_KEEP_REMOVE, path: yardPagePath(yard, 'keep') };
    case 'keep':
      return { label: SAVE_AND_GO_TO_FUNCTIONS, path: yardPagePath(yard, 'priorities') };
    case 'priorities':
      return { label: SAVE_AND_COMPLETE, path: MY_YARD_PATH };
  }
}

/** The title of a yard's page, e.g. "Front Yard: photos and videos". */
export function yardPageTitle(yard: YardName, page: YardPage): string {
  return fillCopy(YARD_PAGE_TITLES[page], { yard: YARD_LABELS[yard] });
}
