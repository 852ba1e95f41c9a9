import { useSearchParams } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import { DEFAULT_LOT_SIZE } from '@yardwise/domain/catalog/catalog';
import { SKU_LOOKUP_KEY_PARAM } from '@yardwise/domain/checkout/purchaseGuard';
import { useCheckoutFlow } from '@web/features/checkout/checkoutFlow';
import { startTarget } from '@web/features/checkout/purchase/startTarget';

/**
 * /purchase-additional-revision (signed-in clients only): the checkout for one more round of
 * revisions. A signed-in client whose design profile has the address goes straight on to payment
 * (the start page's skip-ahead); the confirmation then offers 'GIVE FEEDBACK ON DESIGN'.
 */
export function AdditionalRevisionPage() {
  const { paths } = useCheckoutFlow();
  const [params] = useSearchParams();
  const target = startTarget(paths.start, {
    packageKey: 'additional-revision',
    lotSize: DEFAULT_LOT_SIZE,
    packageStyle: null,
    skuLookupKey: params.get(SKU_LOOKUP_KEY_PARAM),
    addOnIds: [],
    byProxy: false,
  });
  return <Redirect to={target} />;
}
