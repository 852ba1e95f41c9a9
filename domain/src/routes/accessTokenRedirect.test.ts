import { describe, expect, it } from 'vitest';
import { accessTokenRedirect } from './accessTokenRedirect';

const BASE = {
  accessToken: 'token-1',
  user: null,
  dashboardLoginUrl: 'https://dashboard.example.com/login',
  currentUrl: 'https://app.example.com/onboard/my-yard?x=1',
};

describe('accessTokenRedirect', () => {
  it('sends a user with an access-token cookie and no email to the dashboard login with a callback', () => {
    expect(accessTokenRedirect(BASE)).toBe(
      'https://dashboard.example.com/login?callbackUrl=https%3A%2F%2Fapp.example.com%2Fonboard%2Fmy-yard%3Fx%3D1',
    );
    expect(
      accessTokenRedirect({
        ...BASE,
        dashboardLoginUrl: 'https://dashboard.example.com/login?a=1',
      }),
    ).toMatch(/^https:\/\/dashboard\.example\.com\/login\?a=1&callbackUrl=/);
    expect(accessTokenRedirect({ ...BASE, user: { email: null } })).not.toBeNull();
  });

  it('does nothing for a user with an email, without the cookie, or without a dashboard login', () => {
    expect(accessTokenRedirect({ ...BASE, user: { email: 'a@example.com' } })).toBeNull();
    expect(accessTokenRedirect({ ...BASE, accessToken: null })).toBeNull();
    expect(accessTokenRedirect({ ...BASE, dashboardLoginUrl: undefined })).toBeNull();
  });

  it('never follows a configured address that is not a web page', () => {
    expect(accessTokenRedirect({ ...BASE, dashboardLoginUrl: 'javascript:alert(1)' })).toBeNull();
    expect(accessTokenRedirect({ ...BASE, dashboardLoginUrl: 'not a url' })).toBeNull();
  });
});
