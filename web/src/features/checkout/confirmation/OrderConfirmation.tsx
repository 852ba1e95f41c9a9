import { Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { packageDisplayName } from '@yardwise/domain/catalog/packageNames';
import type { PaymentState } from '@yardwise/domain/checkout/checkoutState';
import { confirmationHeader } from '@yardwise/domain/checkout/confirmationPage';
import {
  CONFIRMATION_FALLBACK_MS,
  confirmationSetupView,
} from '@yardwise/domain/checkout/confirmationSetup';
import { CONFIRMATION_TEXT } from '@yardwise/domain/checkout/messages';
import { SKU_LOOKUP_KEY_PARAM } from '@yardwise/domain/checkout/purchaseGuard';
import { brand } from '@web/ui/brand';
import type { CartSelection } from '@web/features/checkout/cart/checkoutStore';
import { ConfirmationHeader } from './ConfirmationHeader';
import { LeaveWarning } from './LeaveWarning';
import { PurchaseSummary } from './PurchaseSummary';
import { SetupAction } from './SetupAction';
import type { OrderRecords } from './useOrderRecords';
import { usePriceRows } from './usePriceRows';

export interface OrderConfirmationProps {
  /** null when the cart was cleared after paying: the page then confirms the order without it. */
  cart: CartSelection | null;
  promotionalCode: string | null;
  email: string | null;
  payment: PaymentState;
  records: OrderRecords;
  orderDate: Date;
  /** The 10 s fallback time has passed. */
  timedOut: boolean;
}

/** The order confirmation page's content. */
export function OrderConfirmation(props: OrderConfirmationProps) {
  const { cart, payment, records } = props;
  const isAdditionalRevision = cart?.packageKey === 'additional-revision';
  const header = confirmationHeader({
    isAdditionalRevision,
    orderDate: props.orderDate,
    orderId: payment.orderId ?? records.orderId,
    email: props.email,
  });
  const setup = confirmationSetupView({
    isAdditionalRevision,
    setup: records.setup,
    elapsedMs: props.timedOut ? CONFIRMATION_FALLBACK_MS : 0,
    supportEmail: brand.supportEmail,
  });
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <ConfirmationHeader header={header} />
      {cart ? (
        <CartSummary
          cart={cart}
          payment={payment}
          promotionalCode={props.promotionalCode}
          heading={header.packageHeading}
        />
      ) : null}
      <SetupAction action={setup.action} supportEmail={brand.supportEmail} />
      <LeaveWarning active={setup.warnOnLeave} message={CONFIRMATION_TEXT.leaveWarning} />
    </Stack>
  );
}

interface CartSummaryProps {
  cart: CartSelection;
  payment: PaymentState;
  promotionalCode: string | null;
  heading: string;
}

function CartSummary({ cart, payment, promotionalCode, heading }: CartSummaryProps) {
  const [searchParams] = useSearchParams();
  const rows = usePriceRows(cart, payment);
  // The sku-lookup-key query parameter decides the name; the cart's key otherwise.
  const packageName = packageDisplayName(cart.packageKey, {
    skuLookupKey: searchParams.get(SKU_LOOKUP_KEY_PARAM) ?? cart.skuLookupKey,
    promoCode: promotionalCode,
  });
  return (
    <PurchaseSummary
      heading={heading}
      packageKey={cart.packageKey}
      packageName={packageName}
      rows={rows}
    />
  );
}
