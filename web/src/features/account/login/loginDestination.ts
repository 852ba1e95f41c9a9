/** The state a protected route hands to /login (see app/RequireAccount) so it can send the user back. */
interface LoginRedirectState {
  from?: unknown;
}

/**
 * checkout §2: after logging in, the user goes back to the protected page they came from, with the
 * query string the redirect carried. Decision: without an origin, the start page (which opens
 * onboarding). Only same-app paths are followed, so a crafted state cannot send anyone away.
 */
export function loginDestination(state: unknown, search: string): string {
  const from = (state as LoginRedirectState | null)?.from;
  const path = typeof from === 'string' && /^\/(?!\/)/.test(from) ? from : '/';
  return `${path}${search}`;
}
