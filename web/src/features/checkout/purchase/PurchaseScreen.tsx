import { Alert, Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isPartnerPackage, isStarterPackage } from '@yardwise/domain/catalog/packageKinds';
import { packageDisplayName } from '@yardwise/domain/catalog/packageNames';
import { paymentReturnUrl } from '@yardwise/domain/checkout/paymentReturn';
import { CHECKOUT_LABELS } from '@yardwise/domain/checkout/messages';
import { SKU_LOOKUP_KEY_PARAM } from '@yardwise/domain/checkout/purchaseGuard';
import { restrictChangesAfter } from '@yardwise/domain/checkout/restrictChanges';
import { isNextBlockedByPartnerCode } from '@yardwise/domain/promo/partnerCode';
import { promoBoxLabel, promoCodeEntry } from '@yardwise/domain/promo/promoBox';
import { SAMPLE_TESTIMONIALS } from '@yardwise/domain/seed/testimonials';
import { useDataLayer } from '@web/data/DataLayerContext';
import type { SessionUser } from '@web/data/types';
import { brand } from '@web/ui/brand';
import { PAGE_MAX_WIDTH } from '@web/ui/PageContainer';
import { useCheckoutStore, type CartSelection } from '@web/features/checkout/cart/checkoutStore';
import { useCartPrices } from '@web/features/checkout/catalog/useCartPrices';
import { CHANGING_CHECKOUT_STATE, useCheckoutFlow } from '@web/features/checkout/checkoutFlow';
import { preloadCheckoutScreen } from '@web/features/checkout/checkoutScreens';
import { AccountBlock } from './AccountBlock';
import { AddOnOptions } from './AddOnOptions';
import { BillingDetailsForm, type BillingDetailsValues } from './BillingDetailsForm';
import { GoBackLink } from './GoBackLink';
import { OrderSummary } from './OrderSummary';
import { orderBillingAddress } from './orderInput';
import { LazyPaymentStep, preloadPaymentStep } from './PaymentStepLoader';
import { AppliedPromoCode, CheckoutLinkCode, PromoCodeBox } from './PromoCodeBox';
import { startTarget } from './startTarget';
import { summaryPrice } from './summaryPrice';
import { useOrder } from './useOrder';
import { usePromoCode } from './usePromoCode';
import { usePurchaseTracking } from './usePurchaseTracking';
import { useRecaptcha } from './useRecaptcha';
import { WhatHappensNext } from './WhatHappensNext';

interface PurchaseScreenProps {
  title: string;
  cart: CartSelection;
  user: SessionUser;
}

/**
 * The order summary, promo box, account, Billing Details and payment in one column (at most
 * 800px), with 'What will happen next' beside it on wide screens and below it on phones.
 */
export function PurchaseScreen({ title, cart, user }: PurchaseScreenProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { paths } = useCheckoutFlow();
  const checkout = useCheckoutStore((state) => state.checkout);
  const payment = useCheckoutStore((state) => state.payment);
  const updateCheckout = useCheckoutStore((state) => state.updateCheckout);
  const updatePayment = useCheckoutStore((state) => state.updatePayment);
  const setAddOnIds = useCheckoutStore((state) => state.setAddOnIds);
  const prices = useCartPrices(cart);
  const promo = usePromoCode();
  const order = useOrder();
  const verifyRecaptcha = useRecaptcha();
  const tracking = usePurchaseTracking({
    cart,
    prices,
    promotionalCode: checkout.promotionalCode,
    orderPriceCents: payment.orderPrice,
  });
  // Sample quotes are for the preview only, which says it shows sample data; live quotes are
  // to come from customers who agreed to be quoted.
  const testimonials = useDataLayer().kind === 'memory' ? SAMPLE_TESTIMONIALS : [];

  const email = checkout.checkoutEmail || user.email || '';
  const fullName = [checkout.firstName, checkout.lastName].filter(Boolean).join(' ');
  const isPartnerRetailer = isPartnerPackage(cart.packageKey);
  const codeEntry =
    prices?.packagePriceCents != null
      ? promoCodeEntry({
          isAdditionalRevision: cart.packageKey === 'additional-revision',
          packagePriceCents: prices.packagePriceCents,
          hasPaymentIntent: payment.paymentIntentId !== null,
          isStarter: isStarterPackage(cart.packageKey),
        })
      : 'none';
  const skuLookupKey = searchParams.get(SKU_LOOKUP_KEY_PARAM);
  const confirmation = skuLookupKey
    ? `${paths.confirmation}?${new URLSearchParams({ [SKU_LOOKUP_KEY_PARAM]: skuLookupKey })}`
    : paths.confirmation;

  async function submitBilling(values: BillingDetailsValues) {
    preloadPaymentStep();
    tracking.billingSubmitted();
    updateCheckout({
      firstName: values.firstName,
      lastName: values.lastName,
      billingAndPropertyAddressSame: values.billingAndPropertyAddressSame,
      restrictChanges: restrictChangesAfter(checkout.restrictChanges, CHECKOUT_LABELS.next),
    });
    await order.create({
      userId: user.uid,
      email,
      firstName: values.firstName,
      lastName: values.lastName,
      billingAndPropertyAddressSame: values.billingAndPropertyAddressSame,
      billingAddress: values.billingAndPropertyAddressSame ? null : values.address,
    });
  }

  async function beforePay(): Promise<boolean> {
    preloadCheckoutScreen(paths.confirmation);
    updateCheckout({
      restrictChanges: restrictChangesAfter(checkout.restrictChanges, CHECKOUT_LABELS.confirmOrder),
    });
    tracking.paymentInfoAdded();
    return verifyRecaptcha();
  }

  function paid(orderId: string | null) {
    // The order id is recorded when the payment already knows it.
    if (orderId) updatePayment({ orderId });
    void navigate(confirmation, { replace: true });
  }

  const buyer = order.buyer;
  const paymentReady = buyer && payment.paymentIntentId && payment.clientSecret;
  return (
    <Box
      maxW={{ base: PAGE_MAX_WIDTH, lg: '1200px' }}
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '6', md: '10' }}
    >
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          lg: `minmax(0, ${PAGE_MAX_WIDTH}) minmax(0, 1fr)`,
        }}
        gap={{ base: '12', lg: '10' }}
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          <GoBackLink />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <OrderSummary
            packageKey={cart.packageKey}
            packageName={packageDisplayName(cart.packageKey, {
              skuLookupKey: cart.skuLookupKey,
              promoCode: checkout.promotionalCode,
            })}
            lotSize={cart.lotSize}
            price={summaryPrice(cart, prices, promo.applied, payment)}
          >
            {prices ? (
              <AddOnOptions
                packageKey={cart.packageKey}
                addOnIds={cart.addOnIds}
                prices={prices}
                restrictChanges={checkout.restrictChanges}
                lockedAddOnIds={promo.lockedAddOnIds}
                onChange={setAddOnIds}
              />
            ) : null}
          </OrderSummary>
          {codeEntry === 'promoBox' ? (
            <PromoCodeBox
              label={promoBoxLabel({ isPartnerRetailer, brandName: brand.productName })}
              appliedCode={checkout.promotionalCode}
              promo={promo}
            />
          ) : codeEntry === 'checkoutLink' ? (
            <CheckoutLinkCode appliedCode={checkout.promotionalCode} promo={promo} />
          ) : checkout.promotionalCode ? (
            <AppliedPromoCode code={checkout.promotionalCode} />
          ) : null}
          <AccountBlock
            name={fullName}
            email={email}
            onChange={
              checkout.restrictChanges
                ? null
                : () =>
                    void navigate(startTarget(paths.start, cart), {
                      state: CHANGING_CHECKOUT_STATE,
                    })
            }
          />
          <BillingDetailsForm
            propertyAddress={checkout.address!}
            initialValues={{
              firstName: checkout.firstName,
              lastName: checkout.lastName,
              billingAndPropertyAddressSame: checkout.billingAndPropertyAddressSame,
              address: buyer?.billingAddress ?? null,
            }}
            disabled={isNextBlockedByPartnerCode({
              isPartnerRetailer,
              promotionalCode: checkout.promotionalCode,
            })}
            submitting={order.pending}
            onSubmit={submitBilling}
            onBillingSameChange={tracking.billingSameChanged}
          />
          {order.error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{order.error}</Alert.Title>
            </Alert.Root>
          ) : null}
          {paymentReady ? (
            <LazyPaymentStep
              name={`${buyer.firstName} ${buyer.lastName}`.trim()}
              email={email}
              billingAddress={orderBillingAddress(checkout, buyer)}
              paymentIntentId={payment.paymentIntentId!}
              clientSecret={payment.clientSecret!}
              returnUrl={paymentReturnUrl(window.location.origin, confirmation)}
              beforePay={beforePay}
              onPaid={paid}
              disabled={order.pending}
            />
          ) : null}
        </Stack>
        <WhatHappensNext testimonials={testimonials} />
      </Grid>
    </Box>
  );
}
