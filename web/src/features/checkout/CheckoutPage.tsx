import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import type { FunnelStepKey } from '@yardwise/domain/funnel/steps';
import { copyAt, firstStepOf, progressPageAt, resolveStep } from '@yardwise/domain/funnel/versions';
import { PACKAGES_PATH } from '@yardwise/domain/routes/paths';
import { funnelStepPath, versionFromCookies } from '@web/data/funnelVersion';
import { PageLoader } from '@web/ui/PageLoader';
import { useHeaderProgress } from '@web/ui/shellState';
import { CheckoutStoreContext, createCheckoutStore } from './cart/checkoutStore';
import { checkoutFlowFor, CheckoutFlowContext, isFunnelPath } from './checkoutFlow';
import { checkoutScreenFor } from './checkoutScreens';

/**
 * Entry of the checkout feature, loaded on demand by the router. It draws the store's checkout
 * (/create-account, /purchase, /payment-confirmed) and the same screens as the last steps of the
 * v1 and v2 funnels (/design-profile/...), where a version without the step sends the visitor to
 * its first step; and /packages, /confirm-payment, /redeem and
 * /purchase-additional-revision.
 */
export function CheckoutPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  const [store] = useState(createCheckoutStore);
  // The version is chosen once per visit, as in the funnel.
  const [funnelVersion] = useState(() =>
    isFunnelPath(pathname) ? versionFromCookies(document.cookie) : null,
  );
  const step = pathname.replace('/design-profile/', '').replace(/\/+$/, '');
  const inFunnel = funnelVersion !== null && isFunnelPath(pathname);
  useHeaderProgress(inFunnel ? progressPageAt(funnelVersion, step as FunnelStepKey) : null);

  if (inFunnel && resolveStep(funnelVersion, step) !== step) {
    return <Redirect to={funnelStepPath(firstStepOf(funnelVersion))} />;
  }
  const Screen = checkoutScreenFor(pathname);
  // In the funnel, the step's own title ("First, let's get you an account").
  const screenTitle = inFunnel ? copyAt(funnelVersion, step as FunnelStepKey).title : title;
  return (
    <CheckoutFlowContext.Provider value={checkoutFlowFor(inFunnel ? funnelVersion : null)}>
      <CheckoutStoreContext.Provider value={store}>
        {/* Every checkout route has a screen; anything else is offered the packages. */}
        {Screen ? (
          // The same loader the screens show while their data loads, so nothing jumps.
          <Suspense fallback={<PageLoader />}>
            <Screen title={screenTitle} />
          </Suspense>
        ) : (
          <Redirect to={PACKAGES_PATH} />
        )}
      </CheckoutStoreContext.Provider>
    </CheckoutFlowContext.Provider>
  );
}
