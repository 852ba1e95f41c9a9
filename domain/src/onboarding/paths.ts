import type { YardName } from '../firestore/documents';

// Onboarding paths (onboarding §2), shared by the state rules and the navigation resolvers.

export const ONBOARD_PATH = '/onboard';
export const MY_YARD_PATH = '/onboard/my-yard';
/** onboarding §2: the target after a reset. */
export const CHOOSE_YARDS_PATH = '/onboard/onboard/my-yard/choose-yards';
export const BUDGET_PATH = '/onboard/budget';
export const BUDGET_CHECKLIST_PATH = '/onboard/budget/checklist';
export const BUDGET_CHECKLIST_LIST_PATH = '/onboard/budget/checklist/list';
export const BUDGET_PRIORITIZE_PATH = '/onboard/budget/prioritize';
export const BUDGET_COMPLETE_PATH = '/onboard/budget/complete';
export const BUDGET_REVIEW_PATH = '/onboard/budget/review';
export const EXTERIOR_DESIGN_PATH = '/onboard/exterior-design';

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
