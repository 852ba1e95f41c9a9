import { useEffect, useMemo } from 'react';
import { Button, Heading, Stack } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import { parseCheckoutStartQuery } from '@yardwise/domain/checkout/startQuery';
import { ACCOUNT_STEP_BUTTONS } from '@yardwise/domain/account/messages';
import { previousStep } from '@yardwise/domain/funnel/versions';
import { PACKAGES_PATH } from '@yardwise/domain/routes/paths';
import { funnelStepPath } from '@web/data/funnelVersion';
import { useSession } from '@web/data/session';
import { PageContainer } from '@web/ui/PageContainer';
import { PageLoader } from '@web/ui/PageLoader';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';
import { useCheckoutFlow } from '@web/features/checkout/checkoutFlow';
import { rememberCheckoutCode } from './checkoutCode';
import { StartSections } from './StartSections';

/**
 * The checkout start page: /create-account, and the v1/v2 funnel's create-account
 * step. It reads the package from the query (none: the packages page, query kept), starts the
 * checkout with it and shows the account and property address sections.
 */
export function CheckoutStartPage({ title }: { title: string }) {
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const query = useMemo(() => parseCheckoutStartQuery(searchParams), [searchParams]);
  const startCheckout = useCheckoutStore((state) => state.startCheckout);
  const session = useSession();

  useEffect(() => rememberCheckoutCode(searchParams), [searchParams]);
  const { packageKey, lotSize, packageStyle, skuLookupKey, addOnIds, byProxy } = query;
  const addOnKey = addOnIds.join(',');
  useEffect(() => {
    if (!packageKey) return;
    startCheckout({
      packageKey,
      lotSize,
      packageStyle,
      skuLookupKey,
      addOnIds: addOnKey ? addOnKey.split(',') : [],
      byProxy,
    });
  }, [startCheckout, packageKey, lotSize, packageStyle, skuLookupKey, addOnKey, byProxy]);

  if (!packageKey) return <Redirect to={`${PACKAGES_PATH}${search}`} />;
  // The page shows once a user exists (the session signs visitors in anonymously).
  if (!session.ready) return <PageLoader />;
  return (
    <PageContainer>
      <Stack gap="6">
        <BackButton />
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <StartSections title={title} byProxy={byProxy} skuLookupKey={skuLookupKey} />
      </Stack>
    </PageContainer>
  );
}

/**
 * "A back button shows unless told otherwise." Decision: in the funnel it goes to the
 * previous step; in the store, to the packages page the buyer chose from.
 */
function BackButton() {
  const navigate = useNavigate();
  const { funnelVersion } = useCheckoutFlow();
  const previous = funnelVersion ? previousStep(funnelVersion, 'create-account') : null;
  const target = previous ? funnelStepPath(previous) : PACKAGES_PATH;
  return (
    <div>
      <Button variant="ghost" size="lg" px="3" ml="-3" onClick={() => void navigate(target)}>
        ‹ {ACCOUNT_STEP_BUTTONS.back}
      </Button>
    </div>
  );
}
