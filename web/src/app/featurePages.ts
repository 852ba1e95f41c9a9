import type { ReactNode } from 'react';
import type { Feature } from '@yardwise/domain/routes/routes';
import { preloadablePage, type PreloadablePage } from '@web/ui/preloadablePage';

/** One chunk per feature: a visitor downloads only the part of the app they open. */
export const FEATURE_PAGES: Record<Feature, PreloadablePage<{ title: string }>> = {
  funnel: preloadablePage(() =>
    import('@web/features/funnel/FunnelPage').then((module) => module.FunnelPage),
  ),
  checkout: preloadablePage(() =>
    import('@web/features/checkout/CheckoutPage').then((module) => module.CheckoutPage),
  ),
  account: preloadablePage(() =>
    import('@web/features/account/AccountPage').then((module) => module.AccountPage),
  ),
  onboarding: preloadablePage(() =>
    import('@web/features/onboarding/OnboardingPage').then((module) => module.OnboardingPage),
  ),
  wishlist: preloadablePage(() =>
    import('@web/features/wishlist/WishlistPage').then((module) => module.WishlistPage),
  ),
  exterior: preloadablePage(() =>
    import('@web/features/exterior/ExteriorPage').then((module) => module.ExteriorPage),
  ),
  contact: preloadablePage(() =>
    import('@web/features/contact/ContactPage').then((module) => module.ContactPage),
  ),
  laterSteps: preloadablePage(() =>
    import('@web/features/laterSteps/LaterStepsPage').then((module) => module.LaterStepsPage),
  ),
};

/** Features whose pages sit inside the onboarding shell (sidebar, top bar, onboard state). */
export const ONBOARDING_FEATURES: readonly Feature[] = [
  'onboarding',
  'wishlist',
  'exterior',
  'laterSteps',
];

// The onboarding frame loads with the first onboarding page, not with the funnel or checkout.
export const ONBOARD_SHELL: PreloadablePage<{ children: ReactNode }> = preloadablePage(() =>
  import('./onboard/OnboardShell').then((module) => module.OnboardShell),
);
