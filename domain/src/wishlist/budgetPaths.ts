// Where the wish list lives and how its paths resolve (onboarding §2 "Budget routes").

export const MY_YARD_PATH = '/onboard/my-yard';
export const BUDGET_PATH = '/onboard/budget';
export const CHECKLIST_PATH = `${BUDGET_PATH}/checklist`;
export const CHECKLIST_LIST_PATH = `${CHECKLIST_PATH}/list`;
export const CHECKLIST_PHASING_PATH = `${CHECKLIST_PATH}/phasing`;
export const PRIORITIZE_PATH = `${BUDGET_PATH}/prioritize`;
export const COMPLETE_PATH = `${BUDGET_PATH}/complete`;
export const BUDGET_REVIEW_PATH = `${BUDGET_PATH}/review`;

export function checklistItemPath(itemId: string, back?: ItemBackTarget): string {
  const path = `${CHECKLIST_PATH}/item/${encodeURIComponent(itemId)}`;
  return back ? `${path}?back=${back}` : path;
}

/** The `back` query parameter of the item page: the page to return to after saving or deleting. */
export type ItemBackTarget = 'review' | 'complete';

// Decision: any `back` value other than review or complete returns to the list, as if absent.
export function itemReturnPath(back: string | null | undefined): string {
  if (back === 'review') return BUDGET_REVIEW_PATH;
  if (back === 'complete') return COMPLETE_PATH;
  return CHECKLIST_LIST_PATH;
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
  /** The access flag that opens the checklist; false sends the user back to My Yard. */
  checklistAccess: boolean;
}

/**
 * Resolves a path under /onboard/budget. `search` is the query string with its "?" (or empty);
 * it is kept on the priorities redirect and on the item page (its back parameter).
 */
export function resolveBudgetRoute(
  pathname: string,
  search: string,
  context: BudgetRouteContext,
): BudgetRoute {
  const rest = pathname
    .replace(/\/+$/, '')
    .slice(BUDGET_PATH.length)
    .split('/')
    .filter((part) => part !== '');
  const [first, second, third, ...extra] = rest;

  if (first === 'priorities' && rest.length === 1)
    return { redirect: `${PRIORITIZE_PATH}${search}` };
  if (first === 'prioritize' && rest.length === 1) return { render: { screen: 'prioritize' } };
  if (first === 'complete' && rest.length === 1) return { render: { screen: 'complete' } };
  // Decision: the budget form's destination (§2 "goes to /onboard/budget/review") is a route too.
  if (first === 'review' && rest.length === 1) return { render: { screen: 'review' } };

  if (first === 'checklist') {
    // Decision: the access flag gates the whole checklist, its bare path included.
    if (!context.checklistAccess) return { redirect: MY_YARD_PATH };
    if (second === 'list' && third === undefined) return { render: { screen: 'list' } };
    if (second === 'phasing' && third === undefined) return { render: { screen: 'phasing' } };
    if (second === 'item' && third !== undefined && extra.length === 0) {
      const itemId = safeDecode(third);
      if (itemId !== null) return { render: { screen: 'item', itemId } };
    }
    return { redirect: CHECKLIST_LIST_PATH };
  }

  return { redirect: context.budgetStepComplete ? COMPLETE_PATH : CHECKLIST_PATH };
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
