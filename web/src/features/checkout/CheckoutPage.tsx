import { useState, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { FunnelStepKey } from '@yardwise/domain/funnel/steps';
import { copyAt, firstStepOf, progressPageAt, resolveStep } from '@yardwise/domain/funnel/versions';
import { funnelStepPath, versionFromCookies } from '../../data/funnelVersion';
import { useHeaderProgress } from '../../ui/shellState';
import { UnfinishedPage } from '../../ui/UnfinishedPage';
import { CheckoutStoreContext, createCheckoutStore } from './cart/checkoutStore';
import {
  checkoutFlowFor,
  CheckoutFlowContext,
  checkoutScreenOf,
  isFunnelPath,
  type CheckoutScreen,
} from './checkoutFlow';
import { PaymentConfirmedPage } from './confirmation/PaymentConfirmedPage';
import { PackagesPage } from './packages/PackagesPage';
import { PurchasePage } from './purchase/PurchasePage';
import { CheckoutStartPage } from './start/CheckoutStartPage';

type ScreenComponent = ComponentType<{ title: string }>;

/** The checkout's screens built so far; the others show the unfinished page. */
const SCREENS: Partial<Record<CheckoutScreen, ScreenComponent>> = {
  packages: PackagesPage,
  confirmation: PaymentConfirmedPage,
  purchase: PurchasePage,
  start: CheckoutStartPage,
};

/**
 * Entry of the checkout feature, loaded on demand by the router. It draws the store's checkout
 * (/create-account, /purchase, /payment-confirmed) and the same screens as the last steps of the
 * v1 and v2 funnels (/design-profile/...), where a version without the step sends the visitor to
 * its first step (funnel §2).
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
    return <Navigate to={funnelStepPath(firstStepOf(funnelVersion))} replace />;
  }
  const screen = checkoutScreenOf(pathname);
  const Screen = screen ? SCREENS[screen] : undefined;
  // In the funnel, the step's own title (funnel §2: "First, let's get you an account").
  const screenTitle = inFunnel ? copyAt(funnelVersion, step as FunnelStepKey).title : title;
  return (
    <CheckoutFlowContext.Provider value={checkoutFlowFor(inFunnel ? funnelVersion : null)}>
      <CheckoutStoreContext.Provider value={store}>
        {Screen ? <Screen title={screenTitle} /> : <UnfinishedPage title={screenTitle} />}
      </CheckoutStoreContext.Provider>
    </CheckoutFlowContext.Provider>
  );
}
