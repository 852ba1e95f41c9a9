import { useEffect, useRef } from 'react';
import { useLogout } from '@web/data/loginState';
import { PageLoader } from '@web/ui/PageLoader';
import { useDocumentTitle } from '@web/ui/useDocumentTitle';

/** /force-logout: logs out (cookie, session, store and local storage) and opens /. */
export function ForceLogout({ title }: { title: string }) {
  const logout = useLogout();
  useDocumentTitle(title);
  // Once per visit of the page, even when React runs effects twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout({ to: '/' });
  }, [logout]);
  return <PageLoader label="Signing you out…" />;
}
