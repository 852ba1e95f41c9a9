import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Feature } from '@yardwise/domain/routes/routes';

export type FeaturePage = LazyExoticComponent<ComponentType<{ title: string }>>;

/** One lazily loaded chunk per feature: a visitor downloads only the part of the app they open. */
export const FEATURE_PAGES: Record<Feature, FeaturePage> = {
  funnel: lazy(() =>
    import('../features/funnel/FunnelPage').then((module) => ({ default: module.FunnelPage })),
  ),
  checkout: lazy(() =>
    import('../features/checkout/CheckoutPage').then((module) => ({
      default: module.CheckoutPage,
    })),
  ),
  account: lazy(() =>
    import('../features/account/AccountPage').then((module) => ({ default: module.AccountPage })),
  ),
  onboarding: lazy(() =>
    import('../features/onboarding/OnboardingPage').then((module) => ({
      default: module.OnboardingPage,
    })),
  ),
  wishlist: lazy(() =>
    import('../features/wishlist/WishlistPage').then((module) => ({
      default: module.WishlistPage,
    })),
  ),
  exterior: lazy(() =>
    import('../features/exterior/ExteriorPage').then((module) => ({
      default: module.ExteriorPage,
    })),
  ),
};
