import { describe, expect, it } from 'vitest';
import { FUNNEL_STEP_KEYS } from '../funnel/steps';
import { loginRedirectTarget, mayOpen, SPEC_ROUTES } from './routes';

describe('app routes', () => {
  it('has a funnel route for every step key', () => {
    for (const step of FUNNEL_STEP_KEYS) {
      expect(SPEC_ROUTES.some((route) => route.path === `/design-profile/${step}`)).toBe(true);
    }
  });

  it('lists each path once', () => {
    const paths = SPEC_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers the per-yard steps, review pages, budget, exterior and reset routes of onboarding', () => {
    const paths = SPEC_ROUTES.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/onboard/my-yard',
        '/onboard/my-yard/front/upload',
        '/onboard/my-yard/outdoor/keep',
        '/onboard/my-yard/back/priorities',
        '/onboard/my-yard/review/1',
        '/onboard/my-yard/review/2',
        '/onboard/onboard/my-yard/choose-yards',
        '/onboard/budget/prioritize',
        '/onboard/budget/complete',
        '/onboard/exterior-design/paint/picker',
      ]),
    );
  });

  it('has a page for every later step, in the order clients meet them', () => {
    const laterStepRoutes = SPEC_ROUTES.filter((route) => route.feature === 'laterSteps');
    expect(laterStepRoutes.map(({ path, title }) => [path, title])).toEqual([
      ['/onboard/installation', 'Installation Details'],
      ['/onboard/goals', 'My Goals'],
      ['/onboard/inspiration', 'My Inspiration'],
      ['/onboard/plans', 'Plans & Drawings'],
      ['/onboard/preferences', 'My Preferences'],
      ['/onboard/plants', 'My Plants'],
      ['/onboard/start-project', 'Start My Project'],
    ]);
    expect(laterStepRoutes.every((route) => route.access === 'account')).toBe(true);
  });

  it('protects onboarding and the additional-revision purchase, not the checkout start', () => {
    const access = (path: string) => SPEC_ROUTES.find((route) => route.path === path)?.access;
    expect(access('/onboard/my-yard')).toBe('account');
    expect(access('/purchase-additional-revision')).toBe('account');
    expect(access('/create-account')).toBe('public');
    expect(access('/purchase')).toBe('public');
  });
});

describe('pages that had no destination', () => {
  it('has the feedback page for clients, the consultation page and the bare funnel entry for all', () => {
    const route = (path: string) => SPEC_ROUTES.find((candidate) => candidate.path === path);
    expect(route('/design-feedback')).toMatchObject({ feature: 'contact', access: 'account' });
    expect(route('/design-consultation')).toMatchObject({ feature: 'contact', access: 'public' });
    expect(route('/design-profile')).toMatchObject({ feature: 'funnel', access: 'public' });
  });
});

describe('protected routes', () => {
  it('send an absent user, or an anonymous one without email, to login', () => {
    expect(mayOpen('account', null)).toBe(false);
    expect(mayOpen('account', { isAnonymous: true, email: null })).toBe(false);
  });

  it('let a user with an email in', () => {
    expect(mayOpen('account', { isAnonymous: false, email: 'client@example.test' })).toBe(true);
    expect(mayOpen('account', { isAnonymous: true, email: 'linked@example.test' })).toBe(true);
  });

  it('keep the query string on the way to login', () => {
    expect(loginRedirectTarget('?package=front-yard&lotsize=large')).toBe(
      '/login?package=front-yard&lotsize=large',
    );
    expect(loginRedirectTarget('')).toBe('/login');
  });
});
