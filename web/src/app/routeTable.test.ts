import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { SPEC_ROUTES } from '@yardwise/domain/routes/routes';
import { pageTitle, SHELL_ROUTES } from './routeTable';

const routeObjects = SHELL_ROUTES.map((route) => ({ path: route.pattern, route }));

function shellRouteFor(pathname: string) {
  const matches = matchRoutes(routeObjects, pathname);
  return matches?.at(-1)?.route.route;
}

describe('route table', () => {
  it.each(SPEC_ROUTES.map((route) => [route.path, route] as const))(
    'routes %s to its own feature and access rule, not to a resolver',
    (path, specRoute) => {
      const shellRoute = shellRouteFor(path);
      expect(shellRoute).toMatchObject({ feature: specRoute.feature, access: specRoute.access });
      expect(shellRoute?.pattern.endsWith('*')).toBe(false);
      expect(pageTitle(path, shellRoute!)).toBe(specRoute.title);
    },
  );

  it('has one parameter route for each set of paths that differ only in a parameter', () => {
    const patterns = SHELL_ROUTES.map((route) => route.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/design-profile/:step',
        '/onboard/my-yard/:yard/:yardStep',
        '/onboard/my-yard/review/:page',
        '/onboard/budget/checklist/item/:itemId',
      ]),
    );
  });

  it('sends other paths under an onboarding area to that area feature', () => {
    expect(shellRouteFor('/onboard/budget/priorities')?.feature).toBe('wishlist');
    expect(shellRouteFor('/onboard/exterior-design/whatever')?.feature).toBe('exterior');
    expect(shellRouteFor('/onboard/my-yard/review/3')).toMatchObject({
      feature: 'onboarding',
      title: 'Review your uploads',
    });
    expect(shellRouteFor('/onboard')).toMatchObject({ feature: 'onboarding', access: 'account' });
    expect(shellRouteFor('/no-such-page')).toBeUndefined();
  });

  it("names a page by its path's own title even with a trailing slash, else by its route", () => {
    const item = shellRouteFor('/onboard/budget/checklist/item/rose-bed')!;
    expect(pageTitle('/onboard/budget/checklist/item/rose-bed', item)).toBe('Wish list item');
    expect(
      pageTitle('/onboard/budget/prioritize/', shellRouteFor('/onboard/budget/prioritize/')!),
    ).toBe("Let's Prioritize!");
  });
});
