import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { previousStep } from '@yardwise/domain/funnel/versions';
import { PACKAGES_PATH } from '@yardwise/domain/routes/paths';
import { funnelStepPath } from '@web/data/funnelVersion';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';
import { useCheckoutFlow } from '@web/features/checkout/checkoutFlow';
import { PURCHASE_COPY } from './purchaseCopy';

/**
 * The go-back link clears the cart, checkout and payment state, then leaves the checkout. Decision:
 * in the funnel it returns to the step before the checkout (the recommendation); in the store to
 * the packages page, which sends the browser to the marketing site's packages. Not to the account
 * step: it sends a signed-in buyer with a saved address straight back here.
 */
export function GoBackLink() {
  const navigate = useNavigate();
  const reset = useCheckoutStore((state) => state.reset);
  const { funnelVersion } = useCheckoutFlow();
  const previous = funnelVersion ? previousStep(funnelVersion, 'create-account') : null;
  const target = previous ? funnelStepPath(previous) : PACKAGES_PATH;
  return (
    <div>
      <Button
        variant="ghost"
        size="lg"
        px="3"
        ml="-3"
        onClick={() => {
          reset();
          void navigate(target);
        }}
      >
        ‹ {PURCHASE_COPY.goBack}
      </Button>
    </div>
  );
}
