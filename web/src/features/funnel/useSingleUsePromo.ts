import { useCallback } from 'react';
import { useDataLayer } from '@web/data/DataLayerContext';
import { setCookie } from '@web/data/cookies';
import { isFeatureOn } from '@web/ui/featureFlags';

/**
 * The single-use promo flow, behind PROMO_CODE_FROM_DESIGN_PROFILE: once the visitor gives an
 * email, the server issues a code when that email is new and hands it to the email-marketing
 * system; when it asks for the promo cookie, the cookie is set here for checkout to pick up. Call
 * it once the email is saved on the visitor's design profile: the server issues the offer only for
 * the caller's own verified account email, and answers { issued: false } otherwise (an anonymous
 * visitor, whose typed address nobody has confirmed, gets none). Never blocks the funnel: a failure is logged and the visitor moves on.
 */
export function useSingleUsePromo(): (email: string) => void {
  const { commands } = useDataLayer();
  return useCallback(
    (email: string) => {
      if (!isFeatureOn('PROMO_CODE_FROM_DESIGN_PROFILE')) return;
      commands
        .call('requestSingleUsePromo', { email })
        .then((result) => {
          if (!result.issued) return;
          setCookie(result.cookie.name, result.cookie.value, {
            maxAgeSeconds: result.cookie.maxAgeSeconds,
          });
        })
        .catch((error: unknown) => console.warn('The single-use promo code was not issued', error));
    },
    [commands],
  );
}
