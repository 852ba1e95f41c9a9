import { useState, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { FunnelStepKey } from '@yardwise/domain/funnel/steps';
import { copyAt, firstStepOf, progressPageAt, resolveStep } from '@yardwise/domain/funnel/versions';
import { CONFIRM_PAYMENT_PATH } from '@yardwise/domain/checkout/paymentReturn';
import { PACKAGES_PATH } from '@yardwise/domain/routes/paths';
import { funnelStepPath, versionFromCookies } from '../../data/funnelVersion';
import { useHeaderProgress } from '../../ui/shellState';
import { CheckoutStoreContext, createCheckoutStore } from './cart/checkoutStore';
import {
  checkoutFlowFor,
  CheckoutFlowContext,
  checkoutScreenOf,
  isFunnelPath,
  type CheckoutScreen,
} from './checkoutFlow';
import { PaymentConfirmedPage } from './confirmation/PaymentConfirmedPage';
import { AdditionalRevisionPage } from './additionalRevision/AdditionalRevisionPage';
import { ConfirmPaymentPage } from './confirmPayment/ConfirmPaymentPage';
import { PackagesPage } from './packages/PackagesPage';
import { RedeemPage } from './redeem/RedeemPage';
import { PurchasePage } from './purchase/PurchasePage';
import { CheckoutStartPage } from './start/CheckoutStartPage';

type ScreenComponent = ComponentType<{ title: string }>;

/** The checkout's screens in its flow. */
const SCREENS: Record<CheckoutScreen, ScreenComponent> = {
  packages: PackagesPage,
  confirmation: PaymentConfirmedPage,
  purchase: PurchasePage,
  start: CheckoutStartPage,
};

/** Pages of the checkout outside its flow of screens, by path. */
const STANDALONE_SCREENS: Record<string, ScreenComponent> = {
  [CONFIRM_PAYMENT_PATH]: ConfirmPaymentPage,
  '/redeem': RedeemPage,
  '/purchase-additional-revision': AdditionalRevisionPage,
};

/**
 * Entry of the checkout feature, loaded on demand by the router. It draws the store's checkout
 * (/create-account, /purchase, /payment-confirmed) and the same screens as the last steps of the
 * v1 and v2 funnels (/design-profile/...), where a version without the step sends the visitor to
 * its first step (funnel §2); and /packages, /confirm-payment, /redeem and
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
    return <Navigate to={funnelStepPath(firstStepOf(funnelVersion))} replace />;
  }
  const screen = checkoutScreenOf(pathname);
  const Screen = screen ? SCREENS[screen] : STANDALONE_SCREENS[pathname.replace(/\/+$/, '')];
  // In the funnel, the step's own title (funnel §2: "First, let's get you an account").
  const screenTitle = inFunnel ? copyAt(funnelVersion, step as FunnelStepKey).title : title;
  return (
    <CheckoutFlowContext.Provider value={checkoutFlowFor(inFunnel ? funnelVersion : null)}>
      <CheckoutStoreContext.Provider value={store}>
        {/* Every checkout route has a screen; anything else is offered the packages. */}
        {Screen ? <Screen title={screenTitle} /> : <Navigate to={PACKAGES_PATH} replace />}
      </CheckoutStoreContext.Provider>
    </CheckoutFlowContext.Provider>
  );
}
