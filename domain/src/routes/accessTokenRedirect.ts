/**
 * A user with an access-token cookie and no email is redirected to the external
 * dashboard login with a callback URL. Decisions: the cookie is `access_token` (the dashboard's
 * session), the callback travels as `callbackUrl`, and without a configured dashboard login
 * there is nowhere to send anyone, so the app's own login applies.
 */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const CALLBACK_URL_PARAM = 'callbackUrl';

export interface AccessTokenRedirectInput {
  /** The access-token cookie's value, if any. */
  accessToken: string | null;
  user: { email: string | null } | null;
  dashboardLoginUrl: string | null | undefined;
  /** The full URL of the page being opened, to come back to. */
  currentUrl: string;
}

export function accessTokenRedirect(input: AccessTokenRedirectInput): string | null {
  const loginUrl = input.dashboardLoginUrl?.trim();
  if (!loginUrl || !input.accessToken || input.user?.email) return null;
  // Only web addresses: a configured javascript: or data: URL must never be followed.
  if (!/^https?:\/\/[^\s/?#]+/i.test(loginUrl)) return null;
  const separator = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${separator}${CALLBACK_URL_PARAM}=${encodeURIComponent(input.currentUrl)}`;
}
