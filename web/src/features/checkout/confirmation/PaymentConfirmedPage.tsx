import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { confirmationPageViewLabel } from '@yardwise/domain/checkout/confirmationPage';
import { useSession } from '@web/data/session';
import { usePageView } from '@web/data/tracking/TrackingContext';
import { LiveData } from '@web/data/liveReads';
import { PageContainer } from '@web/ui/PageContainer';
import { PageLoader } from '@web/ui/PageLoader';
import { CONFIRMATION_FALLBACK_MS } from '@yardwise/domain/checkout/confirmationSetup';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';
import { NoOrderMessage } from './NoOrderMessage';
import { OrderConfirmation } from './OrderConfirmation';
import { RecordPurchase } from './RecordPurchase';
import { NO_ORDER_RECORDS, useOrderRecords, type OrderRecords } from './useOrderRecords';
import { useTimeoutReached } from './useTimeoutReached';

/**
 * The order confirmation page: /payment-confirmed, and the v1 and v2 funnels'
 * /design-profile/payment-confirmed step. Its title is the confirmation's own, so the
 * route title is not used.
 */
export function PaymentConfirmedPage() {
  return (
    <LiveData>
      <PageContainer>
        <ConfirmationScreen />
      </PageContainer>
    </LiveData>
  );
}

function ConfirmationScreen() {
  const { pathname } = useLocation();
  usePageView(confirmationPageViewLabel(pathname));
  const cart = useCheckoutStore((state) => state.cart);
  const checkout = useCheckoutStore((state) => state.checkout);
  const payment = useCheckoutStore((state) => state.payment);
  const { ready, user } = useSession();
  // Kept here, above the live reads, so that the user becoming known restarts neither.
  const [orderDate] = useState(() => new Date());
  const timedOut = useTimeoutReached(CONFIRMATION_FALLBACK_MS);

  // Decision: only a payment proves an order; a cart alone has not been paid for.
  if (!payment.orderId && !payment.paymentIntentId) return <NoOrderMessage />;
  // Waiting for the user keeps the page (and its live region) from being rebuilt when they arrive.
  if (!ready) return <PageLoader />;

  const email = checkout.checkoutEmail || user?.email || null;
  const render = (records: OrderRecords) => (
    <>
      {user && cart ? (
        <RecordPurchase
          cart={cart}
          orderId={payment.orderId ?? records.orderId}
          totalCents={payment.orderPrice}
          promotionalCode={checkout.promotionalCode}
          uid={user.uid}
          isAnonymous={user.isAnonymous}
          email={email}
        />
      ) : null}
      <OrderConfirmation
        cart={cart}
        promotionalCode={checkout.promotionalCode}
        email={email}
        payment={payment}
        records={records}
        orderDate={orderDate}
        timedOut={timedOut}
      />
    </>
  );
  // The records are readable by their owner only; without a user there are none to read.
  return user ? (
    <WithOrderRecords uid={user.uid} paymentIntentId={payment.paymentIntentId}>
      {render}
    </WithOrderRecords>
  ) : (
    render(NO_ORDER_RECORDS)
  );
}

interface WithOrderRecordsProps {
  uid: string;
  paymentIntentId: string | null;
  children: (records: OrderRecords) => ReactNode;
}

function WithOrderRecords({ uid, paymentIntentId, children }: WithOrderRecordsProps) {
  const records = useOrderRecords(uid, paymentIntentId);
  const storedOrderId = useCheckoutStore((state) => state.payment.orderId);
  const updatePayment = useCheckoutStore((state) => state.updatePayment);
  // The order id from the order event is stored with the payment.
  useEffect(() => {
    if (records.orderId && !storedOrderId) updatePayment({ orderId: records.orderId });
  }, [records.orderId, storedOrderId, updatePayment]);
  return children(records);
}
