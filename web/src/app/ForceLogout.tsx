import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDataLayer } from '../data/DataLayerContext';
import { PageLoader } from '../ui/PageLoader';
import { useDocumentTitle } from '../ui/useDocumentTitle';

/** checkout §2 /force-logout: signs the user out and redirects to /. */
export function ForceLogout({ title }: { title: string }) {
  const { auth } = useDataLayer();
  const navigate = useNavigate();
  useDocumentTitle(title);
  useEffect(() => {
    let current = true;
    auth
      .signOut()
      // A failed sign-out still leaves this page; the start page shows who is signed in.
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => {
        if (current) void navigate('/', { replace: true });
      });
    return () => {
      current = false;
    };
  }, [auth, navigate]);
  return <PageLoader label="Signing you out…" />;
}
