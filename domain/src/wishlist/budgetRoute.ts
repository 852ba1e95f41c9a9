import {
  BUDGET_CHECKLIST_LIST_PATH,
  BUDGET_COMPLETE_PATH,
  BUDGET_PATH,
  BUDGET_PRIORITIZE_PATH,
  BUDGET_REVIEW_PATH,
  MY_YARD_PATH,
  trimTrailingSlashes,
  withSearch,
} from '../routes/paths';

// How paths under /onboard/budget resolve.

// Decision: any `back` value other than review or complete returns to the list, as if absent.
export function itemReturnPath(back: string | null | undefined): string {
  if (back === 'review') return BUDGET_REVIEW_PATH;
  if (back === 'complete') return BUDGET_COMPLETE_PATH;
  return BUDGET_CHECKLIST_LIST_PATH;
}

export type BudgetScreen =
  | { screen: 'list' }
  | { screen: 'item'; itemId: string }
  | { screen: 'phasing' }
  | { screen: 'prioritize' }
  | { screen: 'complete' }
  | { screen: 'review' };

export type BudgetRoute = { render: BudgetScreen } | { redirect: string };

export interface BudgetRouteContext {
  budgetStepComplete: boolean;
  /**
   * The access flag that opens the checklist; false sends the user back to My Yard. Decision: it is
   * the package rule alone (the package shows the Wish List step, showsWishList).
   */
  checklistAccess: boolean;
}

/**
 * Resolves a path under /onboard/budget. `search` is the query string (with or without its "?");
 * it is kept on the priorities redirect, and a rendered page keeps its own (the item page reads
 * back=review|complete).
 */
export function resolveBudgetRoute(
  pathname: string,
  search: string,
  context: BudgetRouteContext,
): BudgetRoute {
  const rest = trimTrailingSlashes(pathname)
    .slice(BUDGET_PATH.length)
    .split('/')
    .filter((part) => part !== '');
  const [first, second, third, ...extra] = rest;

  if (first === 'priorities' && rest.length === 1) {
    return { redirect: withSearch(BUDGET_PRIORITIZE_PATH, search) };
  }
  if (first === 'prioritize' && rest.length === 1) return { render: { screen: 'prioritize' } };
  if (first === 'complete' && rest.length === 1) return { render: { screen: 'complete' } };
  // Decision: the budget form's destination, /onboard/budget/review, is a route too.
  if (first === 'review' && rest.length === 1) return { render: { screen: 'review' } };

  if (first === 'checklist') {
    // Decision: the access flag gates the whole checklist, its bare path included; its index is /list.
    if (!context.checklistAccess) return { redirect: MY_YARD_PATH };
    if (second === 'list' && third === undefined) return { render: { screen: 'list' } };
    if (second === 'phasing' && third === undefined) return { render: { screen: 'phasing' } };
    if (second === 'item' && third !== undefined && extra.length === 0) {
      const itemId = safeDecode(third);
      if (itemId !== null) return { render: { screen: 'item', itemId } };
    }
    return { redirect: BUDGET_CHECKLIST_LIST_PATH };
  }

  if (context.budgetStepComplete) return { redirect: BUDGET_COMPLETE_PATH };
  // Decision: "otherwise to checklist" goes straight to its /list page (or My Yard), in one redirect.
  return { redirect: context.checklistAccess ? BUDGET_CHECKLIST_LIST_PATH : MY_YARD_PATH };
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
