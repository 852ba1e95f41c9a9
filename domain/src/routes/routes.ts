import { FUNNEL_STEP_KEYS } from '../funnel/steps';

/** Who may open a route: anyone (an anonymous visitor is signed in automatically), or an account with an email. */
export type RouteAccess = 'public' | 'account';
export type Feature = 'funnel' | 'checkout' | 'account' | 'onboarding' | 'wishlist' | 'exterior';

export interface SpecRoute {
  /** A concrete path a browser can open. */
  path: string;
  title: string;
  feature: Feature;
  access: RouteAccess;
}

const ONBOARD_YARDS = ['front', 'back', 'left', 'right', 'outdoor'] as const;

/** The yard overview; also where `/` sends a visitor (checkout §2). */
export const HOME_PATH = '/onboard/my-yard';
export const LOGIN_PATH = '/login';

const funnelRoutes: SpecRoute[] = FUNNEL_STEP_KEYS.map((step) => ({
  path: `/design-profile/${step}`,
  title: `Design profile: ${step.replaceAll('-', ' ')}`,
  feature: 'funnel',
  access: 'public',
}));

const checkoutRoutes: SpecRoute[] = [
  { path: '/create-account', title: 'Create your account', feature: 'checkout', access: 'public' },
  { path: '/purchase', title: 'Purchase', feature: 'checkout', access: 'public' },
  {
    path: '/payment-confirmed',
    title: 'Thank you for your order!',
    feature: 'checkout',
    access: 'public',
  },
  { path: '/packages', title: 'Design packages', feature: 'checkout', access: 'public' },
  {
    path: '/purchase-additional-revision',
    title: 'Additional revision',
    feature: 'checkout',
    access: 'account',
  },
  { path: '/confirm-payment', title: 'Confirm payment', feature: 'checkout', access: 'public' },
  { path: '/redeem', title: 'Redeem a gift card', feature: 'checkout', access: 'public' },
  { path: '/login', title: 'Login', feature: 'account', access: 'public' },
  {
    path: '/rescue-anonymous-session',
    title: 'Pick up where you left off',
    feature: 'account',
    access: 'public',
  },
  { path: '/force-logout', title: 'Signing out', feature: 'account', access: 'public' },
];

const onboardingRoutes: SpecRoute[] = [
  { path: '/onboard/my-yard', title: 'My Yard', feature: 'onboarding', access: 'account' },
  {
    path: '/onboard/onboard/my-yard/choose-yards',
    title: 'Choose your yards',
    feature: 'onboarding',
    access: 'account',
  },
  {
    path: '/onboard/my-yard/review/1',
    title: 'Review your uploads (page 1 of 2)',
    feature: 'onboarding',
    access: 'account',
  },
  {
    path: '/onboard/my-yard/review/2',
    title: 'Review your uploads (page 2 of 2)',
    feature: 'onboarding',
    access: 'account',
  },
  ...ONBOARD_YARDS.flatMap((yard) =>
    (['upload', 'keep', 'priorities'] as const).map((step): SpecRoute => ({
      path: `/onboard/my-yard/${yard}/${step}`,
      title: `${yard} yard: ${step}`,
      feature: 'onboarding',
      access: 'account',
    })),
  ),
];

const wishlistRoutes: SpecRoute[] = [
  { path: '/onboard/budget/checklist', title: 'Wish List', feature: 'wishlist', access: 'account' },
  {
    path: '/onboard/budget/checklist/list',
    title: 'Element selection',
    feature: 'wishlist',
    access: 'account',
  },
  {
    path: '/onboard/budget/checklist/item/sample-item',
    title: 'Wish list item',
    feature: 'wishlist',
    access: 'account',
  },
  {
    path: '/onboard/budget/checklist/phasing',
    title: "Let's talk budget!",
    feature: 'wishlist',
    access: 'account',
  },
  {
    path: '/onboard/budget/prioritize',
    title: "Let's Prioritize!",
    feature: 'wishlist',
    access: 'account',
  },
  {
    path: '/onboard/budget/complete',
    title: 'Your Wish List is ready to go!',
    feature: 'wishlist',
    access: 'account',
  },
  {
    path: '/onboard/budget/review',
    title: 'Review your budget',
    feature: 'wishlist',
    access: 'account',
  },
];

const exteriorRoutes: SpecRoute[] = [
  {
    path: '/onboard/exterior-design',
    title: 'Exterior Design',
    feature: 'exterior',
    access: 'account',
  },
  {
    path: '/onboard/exterior-design/paint',
    title: 'New paint colours?',
    feature: 'exterior',
    access: 'account',
  },
  {
    path: '/onboard/exterior-design/paint/picker',
    title: 'Choose your colours',
    feature: 'exterior',
    access: 'account',
  },
  {
    path: '/onboard/exterior-design/inspiration',
    title: 'My Inspiration',
    feature: 'exterior',
    access: 'account',
  },
];

/** Every screen the three specs name, one concrete path each. */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  ...funnelRoutes,
  ...checkoutRoutes,
  ...onboardingRoutes,
  ...wishlistRoutes,
  ...exteriorRoutes,
];

/** checkout §2: a user who is absent, or anonymous without an email, may not open account routes. */
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
