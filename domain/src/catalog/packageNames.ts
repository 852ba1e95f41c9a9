import { isLotSize, isPackageKey, PACKAGES, type LotSize, type PackageKey } from './catalog';

// Package names as customers see them: Whole Home is shown as Outdoor
// Transformation, starter lookup keys as Essential or Classic, and an UPGRADE promo code shows
// the package one step up.

/**
 * Display aliases. Decision: the smaller starter (front or backyard) is Essential and
 * the larger (full yard) is Classic; the partner package shows as Full Yard beside the partner logo.
 */
export const PACKAGE_DISPLAY_ALIASES: Partial<Record<PackageKey, string>> = {
  'whole-home': 'Outdoor Transformation',
  'starter-front-or-backyard': 'Essential',
  'starter-full-yard': 'Classic',
  'partner-rewards-full-yard': 'Full Yard',
};

/**
 * Decision: "upgrades the package name display" means the name of the next package up this ladder;
 * packages at the top, and non-design purchases, keep their own name.
 */
export const UPGRADE_DISPLAY_LADDER: Partial<Record<PackageKey, PackageKey>> = {
  'starter-front-or-backyard': 'starter-full-yard',
  'starter-full-yard': 'full-yard',
  'front-yard': 'full-yard',
  'back-yard': 'full-yard',
  'curb-appeal': 'full-yard',
  'small-space': 'full-yard',
  botanical: 'full-yard',
  'full-yard': 'whole-home',
  'partner-rewards-full-yard': 'whole-home',
  'whole-home': 'uber-premium',
};

/** A promo code containing this word upgrades the displayed package name. */
export const UPGRADE_CODE_WORD = 'UPGRADE';

/** Decision: a SKU lookup key is `{packageKey}_{lotSize}` (package keys use hyphens, never "_"). */
export function skuLookupKey(key: PackageKey, lotSize: LotSize): string {
  return `${key}_${lotSize}`;
}

export function parseSkuLookupKey(
  lookupKey: string | null | undefined,
): { packageKey: PackageKey; lotSize: LotSize } | undefined {
  const [packageKey, lotSize, ...rest] = (lookupKey ?? '').trim().split('_');
  if (rest.length > 0 || !isPackageKey(packageKey) || !isLotSize(lotSize)) return undefined;
  return { packageKey, lotSize };
}

export function promoCodeUpgradesDisplay(promoCode: string | null | undefined): boolean {
  return (promoCode ?? '').toUpperCase().includes(UPGRADE_CODE_WORD);
}

export interface DisplayNameOptions {
  /** The checkout's sku-lookup-key query parameter; a starter key names Essential or Classic. */
  skuLookupKey?: string | null;
  /** The applied promo code; one containing UPGRADE shows the next package up. */
  promoCode?: string | null;
}

/** The name shown to customers for a package (order summary, confirmation page). */
export function packageDisplayName(key: PackageKey, options: DisplayNameOptions = {}): string {
  const fromLookupKey = parseSkuLookupKey(options.skuLookupKey)?.packageKey;
  let shown = fromLookupKey ?? key;
  if (promoCodeUpgradesDisplay(options.promoCode)) shown = UPGRADE_DISPLAY_LADDER[shown] ?? shown;
  return PACKAGE_DISPLAY_ALIASES[shown] ?? PACKAGES[shown].name;
}
