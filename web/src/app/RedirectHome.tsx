import { Navigate, useLocation } from 'react-router-dom';
import { HOME_PATH } from '@yardwise/domain/routes/paths';

/** / redirects to /onboard/my-yard; the query string (e.g. a promo code) goes along. */
export function RedirectHome() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: HOME_PATH, search }} replace />;
}
