import { useEffect, useState } from 'react';
import {
  EMAIL_LOOKUP_DEBOUNCE_MS,
  shouldLookUpSignInMethods,
} from '@yardwise/domain/account/signInMethods';
import { useDataLayer } from '@web/data/DataLayerContext';

/**
 * The sign-in methods of the typed email, looked up 500 ms after a valid email was
 * typed. Until the answer for the current email arrives (or when the lookup fails) there are none,
 * so nothing is disabled on a guess.
 */
export function useSignInMethods(email: string): readonly string[] {
  const { auth } = useDataLayer();
  const [found, setFound] = useState<{ email: string; methods: string[] } | null>(null);

  useEffect(() => {
    if (!shouldLookUpSignInMethods(email)) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      auth
        .signInMethodsForEmail(email)
        .then((methods) => {
          if (!cancelled) setFound({ email, methods });
        })
        .catch((error: unknown) => console.warn('Looking up sign-in methods failed', error));
    }, EMAIL_LOOKUP_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [auth, email]);

  return found?.email === email ? found.methods : NO_METHODS;
}

const NO_METHODS: readonly string[] = [];
