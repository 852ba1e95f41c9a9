import { EXTERIOR_ADD_ON_IDS, HOA_ADD_ON_IDS } from '../catalog/catalog';
import { assertWholeCents } from './cents';

/** An add-on in the cart, priced in cents from its product (defaults: DEFAULT_ADD_ON_PRICES). */
export interface CartAddOn {
  id: string;
  priceCents: number;
}

// Decision: one exterior upgrade per order (front, back or full) and one HOA revision (regular or
// starter); choosing another from the same group replaces the first, as a homeowner buys one of each.
const EXCLUSIVE_GROUPS: readonly (readonly string[])[] = [EXTERIOR_ADD_ON_IDS, HOA_ADD_ON_IDS];

function groupOf(id: string): readonly string[] {
  return EXCLUSIVE_GROUPS.find((group) => group.includes(id)) ?? [id];
}

export function hasAddOn(addOns: readonly CartAddOn[], id: string): boolean {
  return addOns.some((addOn) => addOn.id === id);
}

/**
 * Add-ons are non-repeatable, so adding one already present returns the cart unchanged
 * (the same array). Decision: every add-on kind is non-repeatable.
 */
export function addAddOn(addOns: readonly CartAddOn[], addOn: CartAddOn): readonly CartAddOn[] {
  assertWholeCents(addOn.priceCents, `The price of ${addOn.id}`);
  if (hasAddOn(addOns, addOn.id)) return addOns;
  const group = groupOf(addOn.id);
  return [...addOns.filter((existing) => !group.includes(existing.id)), addOn];
}

export function removeAddOn(addOns: readonly CartAddOn[], id: string): readonly CartAddOn[] {
  return hasAddOn(addOns, id) ? addOns.filter((addOn) => addOn.id !== id) : addOns;
}

/** The add-ons total is the sum of the add-on prices. */
export function addOnsTotalCents(addOns: readonly CartAddOn[]): number {
  return addOns.reduce(
    (total, addOn) => total + assertWholeCents(addOn.priceCents, `The price of ${addOn.id}`),
    0,
  );
}

/**
 * The exterior upgrade as one choice: the cart with `upgrade` as its only exterior upgrade, or
 * with none when `upgrade` is null. The other add-ons stay as they were.
 */
export function chooseExteriorUpgrade(
  addOns: readonly CartAddOn[],
  upgrade: CartAddOn | null,
): readonly CartAddOn[] {
  const others = addOns.filter((addOn) => !EXTERIOR_ADD_ON_IDS.includes(addOn.id));
  if (upgrade === null) return others;
  if (!EXTERIOR_ADD_ON_IDS.includes(upgrade.id)) {
    throw new Error(`${upgrade.id} is not an exterior upgrade.`);
  }
  assertWholeCents(upgrade.priceCents, `The price of ${upgrade.id}`);
  return [...others, upgrade];
}
