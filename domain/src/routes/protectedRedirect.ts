import {
  CONSULTATION_PATH,
  EXTERIOR_DESIGN_PATH,
  isUnderPath,
  trimTrailingSlashes,
  withSearch,
} from './paths';
import { loginRedirectTarget } from './routes';

/** Where a protected route sends a visitor who may not open it, and the router state it hands on. */
export interface ProtectedRedirect {
  to: string;
  /** The page asked for: /login returns there, the consultation page offers a login back to it. */
  state: { from: string };
}

/**
 * A protected route's redirect: to /login, keeping the query string, with the origin
 * path in state. Exterior design is for clients only: a visitor without an account there (an
 * anonymous visitor, or nobody signed in) goes to our design-consultation page instead, which
 * offers a login back to the page asked for.
 */
export function protectedRouteRedirect(
  pathname: string,
  search: string,
  user: { isAnonymous: boolean } | null,
): ProtectedRedirect {
  const path = trimTrailingSlashes(pathname.toLowerCase());
  if (isUnderPath(path, EXTERIOR_DESIGN_PATH) && (!user || user.isAnonymous)) {
    return { to: CONSULTATION_PATH, state: { from: withSearch(pathname, search) } };
  }
  return { to: loginRedirectTarget(search), state: { from: pathname } };
}
