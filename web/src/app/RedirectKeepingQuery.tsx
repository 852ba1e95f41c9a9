import { Navigate, useLocation } from 'react-router-dom';

/** Replaces the address with `pathname`; the query string (a promo code, say) goes along. */
export function RedirectKeepingQuery({ pathname }: { pathname: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname, search }} replace />;
}
