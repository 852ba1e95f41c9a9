import { lazy, Suspense, useState } from 'react';
import { Alert } from '@chakra-ui/react';
import { EmbedLoadBoundary } from '@web/ui/embed/EmbedLoadBoundary';
import { PageLoader } from '@web/ui/PageLoader';
import type { PaymentStepProps } from './PaymentStep';
import { PURCHASE_COPY } from './purchaseCopy';

// The payment form only shows once the order exists (after NEXT), so it downloads then, not with
// the page.
const loadPaymentStep = () => import('./PaymentStep');
const PaymentStep = lazy(() =>
  loadPaymentStep().then((module) => ({ default: module.PaymentStep })),
);

/**
 * Starts downloading the payment form while the order is being created. A failed download is not
 * reported here: it surfaces when the form renders.
 */
export function preloadPaymentStep(): void {
  loadPaymentStep().catch(() => undefined);
}

/**
 * The payment step, downloaded on first use. When it, or the card processor's form inside it,
 * cannot load, the buyer is told so here rather than losing the whole page.
 */
export function LazyPaymentStep(props: PaymentStepProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{PURCHASE_COPY.paymentLoadFailed}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <EmbedLoadBoundary onError={() => setFailed(true)}>
      <Suspense fallback={<PageLoader label={PURCHASE_COPY.preparingPayment} />}>
        <PaymentStep {...props} />
      </Suspense>
    </EmbedLoadBoundary>
  );
}
