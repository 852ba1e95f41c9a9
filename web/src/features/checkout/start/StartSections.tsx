import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Accordion, Heading, HStack, Span, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import type { AccountMode } from '@yardwise/domain/account/accountMode';
import { PACKAGES_STEP_LABELS, skipsAccountStep } from '@yardwise/domain/account/accountStep';
import { hasFunnelProfile } from '@web/data/funnelProfileMark';
import { useSession } from '@web/data/session';
import { usePageView } from '@web/data/tracking/TrackingContext';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';
import { isChangingCheckout, useCheckoutFlow } from '@web/features/checkout/checkoutFlow';
import { AccountStep } from './account/AccountStep';
import { AccountSummary } from './account/AccountSummary';
import { namesOfDisplayName } from './account/displayName';
import { NamesFix } from './account/NamesFix';
import { designProfileAddress } from './address/savedAddress';
import { purchaseTarget } from './purchaseTarget';
import { ADDRESS_NEEDS_ACCOUNT, START_SECTIONS } from './startPageCopy';
import { checkoutProfileVersion, useCheckoutDesignProfile } from './useCheckoutDesignProfile';
import { useFunnelAnswers } from './useFunnelAnswers';

// The address form opens once there is an account: a new visitor downloads it while the account
// is being made or logged into.
const loadPropertyAddressSection = () => import('./address/PropertyAddressSection');
const PropertyAddressSection = lazy(() =>
  loadPropertyAddressSection().then((module) => ({ default: module.PropertyAddressSection })),
);

type Section = 'account' | 'address';

const HEADING_IDS: Record<Section, string> = {
  account: 'checkout-start-account',
  address: 'checkout-start-address',
};

export interface StartSectionsProps {
  title: string;
  byProxy: boolean;
  skuLookupKey: string | null;
}

/**
 * The 'Account Details' and 'Property Address' sections. The address opens once
 * the account is there: made or logged into here, or signed in already, in which case a design profile that has an address goes
 * straight on to the purchase page. Decision: after a signup the address section opens even when
 * the funnel saved an address, so the buyer confirms what the order will use. What the funnel
 * was told (email, names, address) fills the forms, so nothing is typed twice.
 */
export function StartSections({ title, byProxy, skuLookupKey }: StartSectionsProps) {
  const { user } = useSession();
  const { pathname, search, state: routeState } = useLocation();
  const { funnelVersion, paths } = useCheckoutFlow();
  const checkout = useCheckoutStore((state) => state.checkout);
  const updateCheckout = useCheckoutStore((state) => state.updateCheckout);
  // While an account is being made or checked, the session's user is not yet the buyer's.
  const [accountBusy, setAccountBusy] = useState(false);
  const accountBusyChanged = useCallback((busy: boolean) => {
    // A failed download is not reported here: it surfaces when the form renders.
    if (busy) loadPropertyAddressSection().catch(() => undefined);
    setAccountBusy(busy);
  }, []);
  const [doneBy, setDoneBy] = useState<AccountMode | null>(null);
  // The new account's names could not be saved: they stay open to be fixed.
  const [namesToFix, setNamesToFix] = useState(false);
  const accountDone = useCallback((mode: AccountMode, namesSaved: boolean) => {
    setDoneBy(mode);
    setNamesToFix(!namesSaved);
  }, []);
  const accountUser = skipsAccountStep(user) && !accountBusy ? user : null;
  // A visitor's profile too, when the funnel made one: its answers fill the account form.
  const profileVersion = checkoutProfileVersion(funnelVersion);
  const readsProfile =
    user !== null &&
    !accountBusy &&
    (accountUser !== null || hasFunnelProfile(user.uid, profileVersion));
  const profile = useCheckoutDesignProfile(profileVersion, readsProfile ? user.uid : null);
  usePageView(accountUser && funnelVersion === null ? PACKAGES_STEP_LABELS.propertyAddress : null);
  const [open, setOpen] = useState<Section[]>(['account']);
  const [openedFor, setOpenedFor] = useState<string | null>(null);

  // The account is there: the address is next (once per account).
  const accountUid = accountUser?.uid ?? null;
  if (accountUid !== openedFor) {
    setOpenedFor(accountUid);
    setOpen(accountUid && !namesToFix ? ['address'] : ['account']);
  }
  const namesFixed = useCallback(() => {
    setNamesToFix(false);
    setOpen(['address']);
  }, []);

  // Someone who arrived signed in: the checkout learns who is buying from the account.
  const arrivedSignedIn = accountUser !== null && doneBy === null;
  useEffect(() => {
    if (!arrivedSignedIn || !accountUser) return;
    const names = namesOfDisplayName(accountUser.displayName);
    updateCheckout({
      accountCreated: true,
      checkoutEmail: accountUser.email ?? '',
      ...(checkout.firstName
        ? {}
        : { firstName: names.firstName, checkoutFirstName: names.firstName }),
      ...(checkout.lastName ? {} : { lastName: names.lastName }),
    });
    // Only when the account changes; the names are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrivedSignedIn, accountUser?.uid]);

  const savedProfile = profile.profile;
  const prefill = useFunnelAnswers(savedProfile, accountUid !== null && doneBy !== 'signup');
  const profileAddress = useMemo(
    () => (savedProfile ? designProfileAddress(savedProfile.contactInformation) : null),
    [savedProfile],
  );
  const skipsAhead =
    accountUser !== null &&
    doneBy !== 'signup' &&
    profileAddress !== null &&
    !isChangingCheckout(routeState);
  useEffect(() => {
    if (skipsAhead && profileAddress) {
      // The purchase page needs the address in the checkout.
      updateCheckout({ address: profileAddress, addressAddedInDesignProfile: true });
    }
  }, [skipsAhead, profileAddress, updateCheckout]);

  if (skipsAhead) {
    return <Redirect to={purchaseTarget(paths.purchase, { byProxy, skuLookupKey })} />;
  }
  const profileLoading = accountUser !== null && profile.status === 'loading';
  const savedAddress = profile.profile?.contactInformation ?? checkout.address ?? {};

  return (
    <Accordion.Root
      value={open}
      onValueChange={(details) => setOpen(details.value as Section[])}
      collapsible
      variant="enclosed"
      size="lg"
    >
      <Accordion.Item value="account">
        <SectionTrigger id={HEADING_IDS.account} title={START_SECTIONS.account} />
        <Accordion.ItemContent>
          <Accordion.ItemBody>
            {accountUser ? (
              <Stack gap="5">
                <AccountSummary user={accountUser} />
                {namesToFix ? (
                  <NamesFix user={accountUser} byProxy={byProxy} onSaved={namesFixed} />
                ) : null}
              </Stack>
            ) : (
              <AccountStep
                byProxy={byProxy}
                pageTitle={title}
                returnTo={`${pathname}${search}`}
                prefill={prefill}
                onBusyChange={accountBusyChanged}
                onDone={accountDone}
              />
            )}
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
      <Accordion.Item value="address" disabled={!accountUser}>
        <SectionTrigger
          id={HEADING_IDS.address}
          title={START_SECTIONS.address}
          note={accountUser ? null : ADDRESS_NEEDS_ACCOUNT}
        />
        <Accordion.ItemContent>
          <Accordion.ItemBody>
            {profileLoading ? (
              <AddressLoading />
            ) : accountUser ? (
              <Suspense fallback={<AddressLoading />}>
                <PropertyAddressSection
                  saved={savedAddress}
                  labelledBy={HEADING_IDS.address}
                  byProxy={byProxy}
                  skuLookupKey={skuLookupKey}
                />
              </Suspense>
            ) : null}
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  );
}

/** A section's heading: a button that opens and closes it (WAI-ARIA accordion: heading > button). */
function SectionTrigger({ id, title, note }: { id: string; title: string; note?: string | null }) {
  return (
    <Heading as="h2" size="md" id={id}>
      <Accordion.ItemTrigger minH="14" cursor="pointer">
        <HStack flex="1" justify="space-between" gap="3" textAlign="start" flexWrap="wrap">
          <Span>{title}</Span>
          {note ? (
            <Text as="span" fontFamily="body" fontSize="sm" fontWeight="normal" color="fg.muted">
              {note}
            </Text>
          ) : null}
        </HStack>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
    </Heading>
  );
}

function AddressLoading() {
  return <Spinner role="status" aria-label="Loading your address" />;
}
