import { describe, expect, it } from 'vitest';
import { protectedRouteRedirect } from './protectedRedirect';

const anonymous = { isAnonymous: true };

describe('where a protected route sends a visitor without an account', () => {
  it('sends them to /login with the query string, the origin in state', () => {
    expect(protectedRouteRedirect('/onboard/budget/prioritize', '?a=1', anonymous)).toEqual({
      to: '/login?a=1',
      state: { from: '/onboard/budget/prioritize' },
    });
    expect(protectedRouteRedirect('/design-feedback', '', null)).toEqual({
      to: '/login',
      state: { from: '/design-feedback' },
    });
  });

  it('sends anonymous visitors of exterior design to the consultation page, the origin in state', () => {
    expect(protectedRouteRedirect('/onboard/exterior-design/paint', '?a=1', anonymous)).toEqual({
      to: '/design-consultation',
      state: { from: '/onboard/exterior-design/paint?a=1' },
    });
    expect(protectedRouteRedirect('/Onboard/Exterior-Design/', '', null).to).toBe(
      '/design-consultation',
    );
  });

  it('sends a signed-in account without an email on exterior design to /login', () => {
    expect(protectedRouteRedirect('/onboard/exterior-design', '', { isAnonymous: false }).to).toBe(
      '/login',
    );
  });

  it('does not take a look-alike path for exterior design', () => {
    expect(protectedRouteRedirect('/onboard/exterior-designer', '', anonymous).to).toBe('/login');
  });
});
