import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { ADD_ON_IDS, type PackageKey } from '@yardwise/domain/catalog/catalog';
import { addOnsOfferedFor } from '@yardwise/domain/catalog/addOns';
import { addOnCheckboxes } from '@yardwise/domain/checkout/restrictChanges';
import { addAddOn, removeAddOn } from '@yardwise/domain/money/addOns';
import { formatDollars } from '@yardwise/domain/money/formatDollars';
import type { CartPrices } from '../catalog/useCartPrices';
import { PURCHASE_COPY } from './purchaseCopy';

export interface AddOnOptionsProps {
  packageKey: PackageKey;
  addOnIds: string[];
  prices: CartPrices;
  restrictChanges: boolean;
  lockedAddOnIds: readonly string[];
  onChange(addOnIds: string[]): void;
}

/**
 * checkout §2, §4: the add-on checkboxes with their prices. After NEXT the unchecked ones are
 * hidden and all are disabled; one locked by the promo code cannot be unticked.
 */
export function AddOnOptions(props: AddOnOptionsProps) {
  const { packageKey, addOnIds, prices, restrictChanges, lockedAddOnIds, onChange } = props;
  const offered = addOnsOfferedFor(packageKey).map((kind) => ADD_ON_IDS[kind]);
  const priced = prices.priceAddOns(offered);
  const boxes = addOnCheckboxes({
    restrictChanges,
    upsells: priced.map((addOn) => ({ id: addOn.id, checked: addOnIds.includes(addOn.id) })),
    lockedAddOnIds,
  }).filter((box) => box.visible);
  if (boxes.length === 0) return null;

  function toggle(id: string, checked: boolean) {
    const cart = prices.priceAddOns(addOnIds);
    const addOn = priced.find((candidate) => candidate.id === id);
    // The domain keeps one add-on of each kind (front, back or full exterior; one HOA revision).
    const next = checked && addOn ? addAddOn(cart, addOn) : removeAddOn(cart, id);
    onChange(next.map((chosen) => chosen.id));
  }

  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="semibold" mb="2">
        {PURCHASE_COPY.addOnsLegend}
      </Text>
      {boxes.map((box) => {
        const addOn = priced.find((candidate) => candidate.id === box.id)!;
        return (
          <Checkbox.Root
            key={box.id}
            checked={box.checked}
            disabled={box.disabled}
            onCheckedChange={(details) => toggle(box.id, details.checked === true)}
            size="lg"
            alignItems="flex-start"
            minH="11"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label flex="1" display="flex" justifyContent="space-between" gap="3">
              <span>{prices.addOnName(box.id) ?? box.id}</span>
              <Text as="span" fontVariantNumeric="tabular-nums">
                {formatDollars(addOn.priceCents)}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        );
      })}
    </Stack>
  );
}
