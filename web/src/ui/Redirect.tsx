import { Navigate, useLocation, useResolvedPath, type NavigateProps } from 'react-router-dom';

/**
 * Replaces the address with `to`. Keyed on the visit, so it redirects again each time the visitor
 * comes back to its address: the router moves in transitions, and a click back to this address
 * while the target page still loads would otherwise leave the visitor here with nothing shown.
 * Already at `to`, it does nothing, so a redirect to its own address cannot repeat for ever.
 */
export function Redirect({ to, state }: Pick<NavigateProps, 'to' | 'state'>) {
  const location = useLocation();
  const target = useResolvedPath(to);
  if (target.pathname === location.pathname && target.search === location.search) return null;
  return <Navigate key={location.key} to={to} state={state} replace />;
}
