import { useSearchParams } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import {
  purchasePageRedirect,
  SKU_LOOKUP_KEY_PARAM,
} from '@yardwise/domain/checkout/purchaseGuard';
import { useSession } from '@web/data/session';
import { PageLoader } from '@web/ui/PageLoader';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';
import { useCheckoutFlow } from '@web/features/checkout/checkoutFlow';
import { PurchaseScreen } from './PurchaseScreen';
import { startTarget } from './startTarget';

/**
 * The purchase page: /purchase, and the v1/v2 funnel's purchase step. It needs a
 * package, its sku and the property address (else /packages); a paid order goes to the
 * confirmation. Both keep sku-lookup-key.
 */
export function PurchasePage({ title }: { title: string }) {
  const [searchParams] = useSearchParams();
  const { paths } = useCheckoutFlow();
  const cart = useCheckoutStore((state) => state.cart);
  const hasAddress = useCheckoutStore((state) => state.checkout.address !== null);
  const hasOrder = useCheckoutStore((state) => state.payment.orderId !== null);
  const { ready, user } = useSession();

  const redirect = purchasePageRedirect({
    hasSelectedProduct: cart !== null,
    // The sku is the package's price for the lot size; the cart always names both.
    hasSelectedSku: cart !== null,
    hasAddress,
    hasOrder,
    skuLookupKey: searchParams.get(SKU_LOOKUP_KEY_PARAM),
    confirmationPath: paths.confirmation,
  });
  if (redirect) return <Redirect to={redirect} />;
  if (!ready || !cart) return <PageLoader />;
  // Only an account can order; anyone else makes one first.
  if (!user || (user.isAnonymous && !user.email)) {
    return <Redirect to={startTarget(paths.start, cart)} />;
  }
  return <PurchaseScreen title={title} cart={cart} user={user} />;
}
