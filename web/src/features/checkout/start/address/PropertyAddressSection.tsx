import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { ContactInformation } from '@yardwise/domain/firestore/documents';
import { useDataLayer } from '@web/data/DataLayerContext';
import { AddressForm } from '@web/ui/address/AddressForm';
import type { SavedAddress } from '@web/ui/address/enteredAddress';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';
import { useCheckoutFlow } from '@web/features/checkout/checkoutFlow';
import { preloadCheckoutScreen } from '@web/features/checkout/checkoutScreens';
import { purchaseTarget } from '@web/features/checkout/start/purchaseTarget';
import {
  ADDRESS_SUBMIT_TEXT,
  PROPERTY_ADDRESS_LABELS,
} from '@web/features/checkout/start/startPageCopy';
import {
  checkoutProfileVersion,
  saveContactInDesignProfile,
} from '@web/features/checkout/start/useCheckoutDesignProfile';
import { checkoutAddressOf } from './savedAddress';
import { reportError } from '@web/data/errorReporting';

export interface PropertyAddressSectionProps {
  /** The address saved before (design profile or this checkout), to start from. */
  saved: Partial<ContactInformation>;
  labelledBy: string;
  byProxy: boolean;
  skuLookupKey: string | null;
}

/**
 * The property address form. A valid address goes into the checkout (the order's
 * address) and the design profile, then on to the purchase page.
 */
export function PropertyAddressSection({
  saved,
  labelledBy,
  byProxy,
  skuLookupKey,
}: PropertyAddressSectionProps) {
  const { commands } = useDataLayer();
  const { funnelVersion, paths } = useCheckoutFlow();
  const updateCheckout = useCheckoutStore((state) => state.updateCheckout);
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  async function save(address: SavedAddress) {
    setSaving(true);
    preloadCheckoutScreen(paths.purchase);
    updateCheckout({ address: checkoutAddressOf(address), addressAddedInDesignProfile: false });
    try {
      await saveContactInDesignProfile(commands, checkoutProfileVersion(funnelVersion), address);
      updateCheckout({ addressAddedInDesignProfile: true });
    } catch (error) {
      // Decision: the order carries the address from the checkout, so the buyer goes on; the flag
      // stays false so a later step can save it to the design profile again.
      // A design-profile update failure is reported and logged, with no message.
      reportError(error, { where: 'Saving the address in the design profile failed' });
    }
    void navigate(purchaseTarget(paths.purchase, { byProxy, skuLookupKey }));
  }

  return (
    <AddressForm
      saved={saved}
      labels={PROPERTY_ADDRESS_LABELS}
      labelledBy={labelledBy}
      errorTiming="submit"
      onSubmit={save}
    >
      <Button
        type="submit"
        size="xl"
        minH="12"
        width={{ base: 'full', sm: 'auto' }}
        loading={saving}
      >
        {ADDRESS_SUBMIT_TEXT}
      </Button>
    </AddressForm>
  );
}
