import type { YardName } from '../firestore/documents';

// Every path of the app, in one module: the resolvers, the flows and
// the route list (routes.ts) all build on these.

/** The yard overview; also where `/` sends a visitor. */
export const HOME_PATH = '/onboard/my-yard';
export const LOGIN_PATH = '/login';
/** Sends the browser to the marketing site's packages page. */
export const PACKAGES_PATH = '/packages';
export const PAYMENT_CONFIRMED_PATH = '/payment-confirmed';
/** The funnel's entry without a step: it opens the visitor's first step. */
export const DESIGN_PROFILE_PATH = '/design-profile';
/** Where a client sends feedback on a design after buying an additional revision. */
export const DESIGN_FEEDBACK_PATH = '/design-feedback';
/**
 * Addresses of the older app that emails already sent still link to, and the page each opens
 * now. The target's own access rule applies: a visitor without an account signs in first.
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/tracker/finalize': DESIGN_FEEDBACK_PATH,
};
/** Our design-consultation form, for visitors without an account (exterior design sends them). */
export const CONSULTATION_PATH = '/design-consultation';

export const ONBOARD_PATH = '/onboard';
export const MY_YARD_PATH = HOME_PATH;
/** The target after a reset. */
export const CHOOSE_YARDS_PATH = '/onboard/onboard/my-yard/choose-yards';

export const BUDGET_PATH = '/onboard/budget';
export const BUDGET_CHECKLIST_PATH = `${BUDGET_PATH}/checklist`;
export const BUDGET_CHECKLIST_LIST_PATH = `${BUDGET_CHECKLIST_PATH}/list`;
export const BUDGET_CHECKLIST_PHASING_PATH = `${BUDGET_CHECKLIST_PATH}/phasing`;
export const BUDGET_PRIORITIZE_PATH = `${BUDGET_PATH}/prioritize`;
export const BUDGET_COMPLETE_PATH = `${BUDGET_PATH}/complete`;
/** The budget form saves and goes here. */
export const BUDGET_REVIEW_PATH = `${BUDGET_PATH}/review`;

export const EXTERIOR_DESIGN_PATH = '/onboard/exterior-design';
export const EXTERIOR_PAINT_PATH = `${EXTERIOR_DESIGN_PATH}/paint`;
export const EXTERIOR_PAINT_PICKER_PATH = `${EXTERIOR_PAINT_PATH}/picker`;
export const EXTERIOR_INSPIRATION_PATH = `${EXTERIOR_DESIGN_PATH}/inspiration`;

/** The steps after the wish list and exterior design: one page each under /onboard. */
export const INSTALLATION_DETAILS_PATH = '/onboard/installation';
export const GOALS_PATH = '/onboard/goals';
export const LANDSCAPE_INSPIRATION_PATH = '/onboard/inspiration';
export const PLANS_PATH = '/onboard/plans';
export const PREFERENCES_PATH = '/onboard/preferences';
export const PLANTS_PATH = '/onboard/plants';
export const START_PROJECT_PATH = '/onboard/start-project';

export const YARD_PAGES = ['upload', 'keep', 'priorities'] as const;
export type YardPage = (typeof YARD_PAGES)[number];

export function yardPagePath(yard: YardName, page: YardPage): string {
  return `${MY_YARD_PATH}/${yard}/${page}`;
}

export const REVIEW_PAGES = ['1', '2'] as const;
export type ReviewPage = (typeof REVIEW_PAGES)[number];

export function reviewPagePath(page: ReviewPage): string {
  return `${MY_YARD_PATH}/review/${page}`;
}

/** The `back` query parameter of the item page: the page to return to after saving or deleting. */
export type ItemBackTarget = 'review' | 'complete';

export function checklistItemPath(itemId: string, back?: ItemBackTarget): string {
  const path = `${BUDGET_CHECKLIST_PATH}/item/${encodeURIComponent(itemId)}`;
  return back ? `${path}?back=${back}` : path;
}

/**
 * Decision: a legacy step lives on the v1 app's page /project/{step}, the step name in kebab case
 * ("Goals" → /project/goals, "StartProject" → /project/start-project); the web app sends the
 * browser to the v1 host for it.
 */
export function legacyProjectPath(step: string): string {
  const kebab = step
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `/project/${kebab}`;
}

export function isLegacyProjectPath(path: string): boolean {
  return path.startsWith('/project/');
}

/** "/onboard/budget/" → "/onboard/budget": resolvers compare paths without trailing slashes. */
export function trimTrailingSlashes(path: string): string {
  return path.replace(/\/+$/, '');
}

/** Whether a path (without trailing slashes) is `base` or a page below it. */
export function isUnderPath(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** A path with a query string; `search` may come with or without its "?". */
export function withSearch(path: string, search: string): string {
  if (!search || search === '?') return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}
