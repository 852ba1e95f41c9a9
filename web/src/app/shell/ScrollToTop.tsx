import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The app scrolls to the top on every route change, so a new page starts at its heading. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
