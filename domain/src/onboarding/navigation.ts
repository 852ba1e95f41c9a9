import type { YardName } from '../firestore/documents';
import {
  SAVE_AND_COMPLETE,
  SAVE_AND_GO_TO_FUNCTIONS,
  SAVE_AND_GO_TO_KEEP_REMOVE,
} from './messages';
import {
  BUDGET_CHECKLIST_LIST_PATH,
  BUDGET_CHECKLIST_PATH,
  BUDGET_COMPLETE_PATH,
  BUDGET_PATH,
  BUDGET_PRIORITIZE_PATH,
  CHOOSE_YARDS_PATH,
  EXTERIOR_DESIGN_PATH,
  legacyProjectPath,
  MY_YARD_PATH,
  REVIEW_PAGES,
  reviewPagePath,
  YARD_PAGES,
  yardPagePath,
  type YardPage,
} from './paths';
import { isYardName } from './yards';

// Where an onboarding path leads (onboarding §2). Each resolver returns the path and query the
// browser should be on: the same as given when it is a valid page, otherwise the redirect target.

function withSearch(path: string, search: string): string {
  if (!search || search === '?') return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

function trimSlashes(path: string): string {
  return path.replace(/\/+$/, '');
}

/** "exterior-design", "ExteriorDesign" and "Exterior Design" all read as "exteriordesign". */
function stepWord(step: string): string {
  return step.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * onboarding §2 "Entry and resolver": the page for the onboard state's currentStep.
 * Decision: no step (or "my-yard") also means My Yard; "wish-list" also means the budget step.
 */
export function resolveCurrentStepPath(currentStep: string | null | undefined): string {
  const word = stepWord(currentStep ?? '');
  if (word === '' || word === 'yard' || word === 'myyard') return MY_YARD_PATH;
  if (word === 'budget' || word === 'wishlist') return BUDGET_PATH;
  if (word === 'exteriordesign') return EXTERIOR_DESIGN_PATH;
  return legacyProjectPath(currentStep!);
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
  const path = trimSlashes(pathname);
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

export interface BudgetRouteContext {
  budgetStepComplete: boolean;
  /**
   * Access to the flag-gated checklist (element list, items, phasing). Decision: the web app
   * grants it when the access flag is on and the package shows the Wish List.
   */
  checklistAccess: boolean;
}

/**
 * The flag-gated checklist step: /list, /item/{itemId}, /phasing; other → /list; denied → My Yard.
 * Decision: /onboard/budget/checklist itself is the layout with the sidebar estimate; its index is /list.
 */
function resolveChecklistPath(rest: string[], search: string, checklistAccess: boolean): string {
  if (!checklistAccess) return MY_YARD_PATH;
  const [page, itemId, ...more] = rest;
  const valid =
    ((page === 'list' || page === 'phasing') && itemId === undefined) ||
    (page === 'item' && !!itemId && more.length === 0);
  return valid
    ? withSearch(`${BUDGET_CHECKLIST_PATH}/${rest.join('/')}`, search)
    : BUDGET_CHECKLIST_LIST_PATH;
}

/**
 * onboarding §2 "Budget routes": /priorities → /prioritize keeping the query string; prioritize,
 * complete and review are pages; the checklist is gated; any other budget path → complete when the
 * budget step is complete, else the checklist. Decision: valid pages keep their query string
 * (item pages read back=review|complete); other redirects drop it.
 */
export function resolveBudgetPath(
  pathname: string,
  search: string,
  context: BudgetRouteContext,
): string {
  const path = trimSlashes(pathname);
  const rest = path.startsWith(`${BUDGET_PATH}/`)
    ? path.slice(BUDGET_PATH.length + 1).split('/')
    : [];
  const [page, ...more] = rest;
  if (page === 'checklist') return resolveChecklistPath(more, search, context.checklistAccess);
  if (more.length === 0) {
    if (page === 'priorities') return withSearch(BUDGET_PRIORITIZE_PATH, search);
    if (page === 'prioritize' || page === 'complete' || page === 'review') {
      return withSearch(`${BUDGET_PATH}/${page}`, search);
    }
  }
  return context.budgetStepComplete
    ? BUDGET_COMPLETE_PATH
    : resolveChecklistPath([], '', context.checklistAccess);
}

export const EXTERIOR_DESIGN_PAGES = ['', 'paint', 'paint/picker', 'inspiration'] as const;

/** onboarding §2 "Exterior design": the intro, /paint, /paint/picker, /inspiration; other → /onboard/exterior-design/. */
export function resolveExteriorDesignPath(pathname: string): string {
  const path = trimSlashes(pathname);
  const rest =
    path === EXTERIOR_DESIGN_PATH
      ? ''
      : path.startsWith(`${EXTERIOR_DESIGN_PATH}/`)
        ? path.slice(EXTERIOR_DESIGN_PATH.length + 1)
        : undefined;
  if (rest !== undefined && (EXTERIOR_DESIGN_PAGES as readonly string[]).includes(rest))
    return pathname;
  return `${EXTERIOR_DESIGN_PATH}/`;
}

export interface OnboardRouteContext extends BudgetRouteContext {
  currentStep: string | null | undefined;
  isYardActive?: (yard: YardName) => boolean;
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Any /onboard path: the page's own resolver for my-yard, budget and exterior design; the
 * choose-yards route as it is; every other path (such as /onboard) runs the currentStep resolver.
 */
export function resolveOnboardPath(
  pathname: string,
  search: string,
  context: OnboardRouteContext,
): string {
  const path = trimSlashes(pathname);
  if (isUnder(path, CHOOSE_YARDS_PATH)) return withSearch(pathname, search);
  if (isUnder(path, MY_YARD_PATH)) {
    const target = resolveMyYardPath(path, context.isYardActive);
    return target === path ? withSearch(target, search) : target;
  }
  if (isUnder(path, BUDGET_PATH)) return resolveBudgetPath(path, search, context);
  if (isUnder(path, EXTERIOR_DESIGN_PATH)) return resolveExteriorDesignPath(pathname);
  return resolveCurrentStepPath(context.currentStep);
}

export interface YardPageNext {
  label: string;
  path: string;
}

/** onboarding §2: upload → keep/remove → functions → back to My Yard, with the spec's button words. */
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
