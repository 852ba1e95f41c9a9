import { describe, expect, it } from 'vitest';
import { checkoutScreenLoader } from '@web/features/checkout/checkoutScreens';
import { FEATURE_PAGES, ONBOARD_SHELL } from './featurePages';
import { routeChunkLoaders, shellRouteFor } from './preloadRoute';

describe('the first screen’s chunks', () => {
  it('are the funnel’s for a funnel step', () => {
    expect(routeChunkLoaders('/design-profile/find-your-package')).toEqual([
      FEATURE_PAGES.funnel.load,
    ]);
    expect(routeChunkLoaders('/design-profile/yard-selection')).toEqual([
      FEATURE_PAGES.funnel.load,
    ]);
  });

  it('are checkout’s and the account screen’s for the account step of checkout', () => {
    expect(shellRouteFor('/create-account')?.feature).toBe('checkout');
    expect(routeChunkLoaders('/create-account')).toEqual([
      FEATURE_PAGES.checkout.load,
      checkoutScreenLoader('/create-account'),
    ]);
  });

  it('fetch the screen a checkout path draws, in the funnel too', () => {
    expect(routeChunkLoaders('/purchase')).toContain(checkoutScreenLoader('/purchase'));
    expect(routeChunkLoaders('/design-profile/create-account')).toContain(
      checkoutScreenLoader('/create-account'),
    );
  });

  it('add the terms gate and the onboarding frame for an onboarding page', () => {
    const loaders = routeChunkLoaders('/onboard/my-yard');

    expect(loaders).toHaveLength(3);
    expect(loaders[0]).toBe(FEATURE_PAGES.onboarding.load);
    expect(loaders).toContain(ONBOARD_SHELL.load);
  });

  it('add the terms gate but no onboarding frame for an account page outside onboarding', () => {
    const loaders = routeChunkLoaders('/purchase-additional-revision');

    expect(loaders).toHaveLength(3);
    expect(loaders[0]).toBe(FEATURE_PAGES.checkout.load);
    expect(loaders).not.toContain(ONBOARD_SHELL.load);
  });

  it('follow the router’s ranking: a wish-list path under /onboard is the wish list’s', () => {
    expect(shellRouteFor('/onboard/budget/prioritize')?.feature).toBe('wishlist');
    expect(routeChunkLoaders('/onboard/budget/prioritize')).toEqual(
      expect.arrayContaining([FEATURE_PAGES.wishlist.load, ONBOARD_SHELL.load]),
    );
  });

  it('are none for a path no route draws', () => {
    expect(routeChunkLoaders('/no-such-page')).toEqual([]);
  });
});
