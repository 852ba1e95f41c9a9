import { ACCOUNT_STEP_HEADINGS } from '../account/messages';
import { CONFIRMATION_TEXT } from '../checkout/messages';
import { CONSULTATION_TEXT, DESIGN_FEEDBACK_TEXT } from '../contact/messages';
import { FUNNEL_STEP_KEYS } from '../funnel/steps';
import { LATER_STEP_KEYS } from '../laterSteps/keys';
import { LATER_STEP_PATHS } from '../laterSteps/steps';
import { REVIEW_TITLE, SIDEBAR_LABELS } from '../onboarding/messages';
import { YARD_NAMES } from '../onboarding/yards';
import { yardPageTitle } from '../onboarding/navigation';
import {
  LETS_PRIORITIZE_TITLE,
  LETS_TALK_BUDGET_TITLE,
  WISH_LIST_READY_TITLE,
} from '../wishlist/messages';
import {
  BUDGET_CHECKLIST_LIST_PATH,
  BUDGET_CHECKLIST_PATH,
  BUDGET_CHECKLIST_PHASING_PATH,
  BUDGET_COMPLETE_PATH,
  BUDGET_PRIORITIZE_PATH,
  BUDGET_REVIEW_PATH,
  checklistItemPath,
  CHOOSE_YARDS_PATH,
  CONSULTATION_PATH,
  DESIGN_FEEDBACK_PATH,
  DESIGN_PROFILE_PATH,
  EXTERIOR_DESIGN_PATH,
  EXTERIOR_INSPIRATION_PATH,
  EXTERIOR_PAINT_PATH,
  EXTERIOR_PAINT_PICKER_PATH,
  LOGIN_PATH,
  MY_YARD_PATH,
  PACKAGES_PATH,
  PAYMENT_CONFIRMED_PATH,
  reviewPagePath,
  YARD_PAGES,
  yardPagePath,
} from './paths';

/** Who may open a route: anyone (an anonymous visitor is signed in automatically), or an account with an email. */
export type RouteAccess = 'public' | 'account';
export type Feature =
  | 'funnel'
  | 'checkout'
  | 'account'
  | 'onboarding'
  | 'wishlist'
  | 'exterior'
  | 'contact'
  | 'laterSteps';

export interface SpecRoute {
  /** A concrete path a browser can open. */
  path: string;
  title: string;
  feature: Feature;
  access: RouteAccess;
}

/** V1 and v2 go on past the recommendation into the checkout's own screens. */
export const CHECKOUT_FUNNEL_STEPS: readonly string[] = [
  'create-account',
  'purchase',
  'payment-confirmed',
];

const funnelRoutes: SpecRoute[] = FUNNEL_STEP_KEYS.map((step) => ({
  path: `/design-profile/${step}`,
  title: `Design profile: ${step.replaceAll('-', ' ')}`,
  feature: CHECKOUT_FUNNEL_STEPS.includes(step) ? 'checkout' : 'funnel',
  access: 'public',
}));

const checkoutRoutes: SpecRoute[] = [
  { path: '/create-account', title: 'Create your account', feature: 'checkout', access: 'public' },
  { path: '/purchase', title: 'Purchase', feature: 'checkout', access: 'public' },
  {
    path: PAYMENT_CONFIRMED_PATH,
    title: CONFIRMATION_TEXT.title,
    feature: 'checkout',
    access: 'public',
  },
  { path: PACKAGES_PATH, title: 'Design packages', feature: 'checkout', access: 'public' },
  {
    path: '/purchase-additional-revision',
    title: 'Additional revision',
    feature: 'checkout',
    access: 'account',
  },
  { path: '/confirm-payment', title: 'Confirm payment', feature: 'checkout', access: 'public' },
  { path: '/redeem', title: 'Redeem a gift card', feature: 'checkout', access: 'public' },
  { path: LOGIN_PATH, title: ACCOUNT_STEP_HEADINGS.login, feature: 'account', access: 'public' },
  {
    path: '/rescue-anonymous-session',
    title: 'Pick up where you left off',
    feature: 'account',
    access: 'public',
  },
  { path: '/force-logout', title: 'Signing out', feature: 'account', access: 'public' },
];

const onboardingRoutes: SpecRoute[] = [
  {
    path: MY_YARD_PATH,
    title: SIDEBAR_LABELS['my-yard'],
    feature: 'onboarding',
    access: 'account',
  },
  {
    path: CHOOSE_YARDS_PATH,
    title: 'Choose your yards',
    feature: 'onboarding',
    access: 'account',
  },
  {
    path: reviewPagePath('1'),
    title: REVIEW_TITLE,
    feature: 'onboarding',
    access: 'account',
  },
  {
    path: reviewPagePath('2'),
    title: REVIEW_TITLE,
    feature: 'onboarding',
    access: 'account',
  },
  ...YARD_NAMES.flatMap((yard) =>
    YARD_PAGES.map((step): SpecRoute => ({
      path: yardPagePath(yard, step),
      title: yardPageTitle(yard, step),
      feature: 'onboarding',
      access: 'account',
    })),
  ),
];

const wishlistRoutes: SpecRoute[] = [
  {
    path: BUDGET_CHECKLIST_PATH,
    title: SIDEBAR_LABELS['wish-list'],
    feature: 'wishlist',
    access: 'account',
  },
  {
    path: BUDGET_CHECKLIST_LIST_PATH,
    title: 'Element selection',
    feature: 'wishlist',
    access: 'account',
  },
  {
    path: checklistItemPath('sample-item'),
    title: 'Wish list item',
    feature: 'wishlist',
    access: 'account',
  },
  {
    path: BUDGET_CHECKLIST_PHASING_PATH,
    title: LETS_TALK_BUDGET_TITLE,
    feature: 'wishlist',
    access: 'account',
  },
  {
    path: BUDGET_PRIORITIZE_PATH,
    title: LETS_PRIORITIZE_TITLE,
    feature: 'wishlist',
    access: 'account',
  },
  {
    path: BUDGET_COMPLETE_PATH,
    title: WISH_LIST_READY_TITLE,
    feature: 'wishlist',
    access: 'account',
  },
  {
    path: BUDGET_REVIEW_PATH,
    title: 'Review your budget',
    feature: 'wishlist',
    access: 'account',
  },
];

/** The later steps (My Goals...), each on its own page once its screen exists. */
const laterStepRoutes: SpecRoute[] = LATER_STEP_KEYS.map((step) => ({
  path: LATER_STEP_PATHS[step],
  title: SIDEBAR_LABELS[step],
  feature: 'laterSteps',
  access: 'account',
}));

const exteriorRoutes: SpecRoute[] = [
  {
    path: EXTERIOR_DESIGN_PATH,
    title: SIDEBAR_LABELS['exterior-design'],
    feature: 'exterior',
    access: 'account',
  },
  {
    path: EXTERIOR_PAINT_PATH,
    title: 'New paint colours?',
    feature: 'exterior',
    access: 'account',
  },
  {
    path: EXTERIOR_PAINT_PICKER_PATH,
    title: 'Choose your colours',
    feature: 'exterior',
    access: 'account',
  },
  {
    path: EXTERIOR_INSPIRATION_PATH,
    title: SIDEBAR_LABELS.inspiration,
    feature: 'exterior',
    access: 'account',
  },
];

/** The pages that reach the design team, and the funnel's entry without a step. */
const contactRoutes: SpecRoute[] = [
  {
    path: DESIGN_FEEDBACK_PATH,
    title: DESIGN_FEEDBACK_TEXT.title,
    feature: 'contact',
    access: 'account',
  },
  { path: CONSULTATION_PATH, title: CONSULTATION_TEXT.title, feature: 'contact', access: 'public' },
  // It sends the visitor on to their version's first step.
  { path: DESIGN_PROFILE_PATH, title: 'Design profile', feature: 'funnel', access: 'public' },
];

/** Every screen of the app, one concrete path each. */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  ...funnelRoutes,
  ...checkoutRoutes,
  ...onboardingRoutes,
  ...wishlistRoutes,
  ...exteriorRoutes,
  ...contactRoutes,
  ...laterStepRoutes,
];

/** A user who is absent, or anonymous without an email, may not open account routes. */
export function mayOpen(
  access: RouteAccess,
  user: { isAnonymous: boolean; email: string | null } | null,
): boolean {
  if (access === 'public') return true;
  return !!user && !!user.email;
}

/** Where a protected route sends a visitor: /login, keeping the query string. */
export function loginRedirectTarget(search: string): string {
  return `${LOGIN_PATH}${search}`;
}
