import { useLocation } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';

/** Replaces the address with `pathname`; the query string (a promo code, say) goes along. */
export function RedirectKeepingQuery({ pathname }: { pathname: string }) {
  const { search } = useLocation();
  return <Redirect to={{ pathname, search }} />;
}
