import type { ReactNode } from 'react';
import { Checkbox, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { ADD_ON_IDS, EXTERIOR_ADD_ON_IDS, type PackageKey } from '@yardwise/domain/catalog/catalog';
import {
  addOnsOfferedFor,
  exteriorAddOnIdOf,
  exteriorChoiceOf,
  exteriorChoicesFor,
  type ExteriorChoice,
} from '@yardwise/domain/catalog/addOns';
import { addOnCheckboxes } from '@yardwise/domain/checkout/restrictChanges';
import {
  addAddOn,
  chooseExteriorUpgrade,
  removeAddOn,
  type CartAddOn,
} from '@yardwise/domain/money/addOns';
import { formatDollars } from '@yardwise/domain/money/formatDollars';
import type { CartPrices } from '@web/features/checkout/catalog/useCartPrices';
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
 * The add-ons with their prices. The exterior upgrade is one choice (none, front,
 * back or full) when the package offers more than one side; every other add-on is a checkbox.
 * After NEXT the unchosen ones are hidden and all are disabled; one locked by the promo code
 * cannot be changed.
 */
export function AddOnOptions(props: AddOnOptionsProps) {
  const { packageKey, addOnIds, prices, restrictChanges, lockedAddOnIds, onChange } = props;
  const offered = addOnsOfferedFor(packageKey).map((kind) => ADD_ON_IDS[kind]);
  const priced = prices.priceAddOns(offered);
  const controls = addOnCheckboxes({
    restrictChanges,
    upsells: priced.map((addOn) => ({ id: addOn.id, checked: addOnIds.includes(addOn.id) })),
    lockedAddOnIds,
  });
  // One side only is a plain yes or no, so it stays a checkbox.
  const exteriorIsChoice = exteriorChoicesFor(packageKey).length > 2;
  const inExteriorChoice = (id: string) => exteriorIsChoice && EXTERIOR_ADD_ON_IDS.includes(id);
  const boxes = controls.filter((box) => box.visible && !inExteriorChoice(box.id));
  const exteriorOptions = controls.filter((box) => inExteriorChoice(box.id));
  const showsExterior = exteriorOptions.some((box) => box.visible);
  if (boxes.length === 0 && !showsExterior) return null;

  const cart = () => prices.priceAddOns(addOnIds);
  const priceOf = (id: string) => priced.find((candidate) => candidate.id === id)!;
  const nameOf = (id: string) => prices.addOnName(id) ?? id;

  function toggle(id: string, checked: boolean) {
    // The domain keeps one add-on of each kind (one HOA revision, one exterior upgrade).
    const next = checked ? addAddOn(cart(), priceOf(id)) : removeAddOn(cart(), id);
    onChange(next.map((chosen) => chosen.id));
  }

  function chooseExterior(choice: ExteriorChoice) {
    const id = exteriorAddOnIdOf(choice);
    const upgrade = id === null ? null : (priced.find((addOn) => addOn.id === id) ?? null);
    onChange(chooseExteriorUpgrade(cart(), upgrade).map((chosen) => chosen.id));
  }

  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="semibold" mb="2">
        {PURCHASE_COPY.addOnsLegend}
      </Text>
      {boxes.map((box) => (
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
            <AddOnLabel name={nameOf(box.id)} price={priceOf(box.id)} />
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
      {showsExterior ? (
        <RadioGroup.Root
          value={exteriorChoiceOf(addOnIds)}
          onValueChange={(details) => chooseExterior(details.value as ExteriorChoice)}
          disabled={exteriorOptions.some((box) => box.disabled)}
          size="lg"
        >
          <RadioGroup.Label fontWeight="semibold" mt="2" mb="2">
            {PURCHASE_COPY.exteriorUpgradeLegend}
          </RadioGroup.Label>
          <Stack gap="3">
            {/* After NEXT only the chosen upgrade stays, so "none" goes with the others. */}
            {restrictChanges ? null : (
              <ExteriorItem value="none">{PURCHASE_COPY.noExteriorUpgrade}</ExteriorItem>
            )}
            {exteriorOptions
              .filter((box) => box.visible)
              .map((box) => (
                <ExteriorItem key={box.id} value={exteriorChoiceOf([box.id])}>
                  <AddOnLabel name={nameOf(box.id)} price={priceOf(box.id)} />
                </ExteriorItem>
              ))}
          </Stack>
        </RadioGroup.Root>
      ) : null}
    </Stack>
  );
}

function ExteriorItem({ value, children }: { value: ExteriorChoice; children: ReactNode }) {
  return (
    <RadioGroup.Item value={value} alignItems="flex-start" minH="11" width="full">
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator mt="0.5" />
      <RadioGroup.ItemText flex="1" display="flex" justifyContent="space-between" gap="3">
        {children}
      </RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}

function AddOnLabel({ name, price }: { name: string; price: CartAddOn }) {
  return (
    <>
      <span>{name}</span>
      <Text as="span" fontVariantNumeric="tabular-nums">
        {formatDollars(price.priceCents)}
      </Text>
    </>
  );
}
