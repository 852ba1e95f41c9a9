// The first project of a customer who bought one of two legacy prices is tagged
// 'V1-ONLY', so the dashboard keeps that customer in the v1 design experience.

export const V1_ONLY_TAG = 'V1-ONLY';

/**
 * Decision: two legacy price ids whose values we do not have; these stand for the v1-era
 * Full Yard and Front Yard prices, as an order's sku carries them (replace with the live ids).
 */
export const LEGACY_V1_PRICE_IDS: readonly string[] = [
  'price_1LegacyV1FullYard',
  'price_1LegacyV1FrontYard',
];

export function isLegacyV1PriceId(sku: string | null | undefined): boolean {
  return typeof sku === 'string' && LEGACY_V1_PRICE_IDS.includes(sku);
}

/** The project's tags with 'V1-ONLY' added for a legacy price; the same array when nothing changes. */
export function projectTagsAfterPurchase(
  tags: readonly string[] | undefined,
  sku: string | null | undefined,
): readonly string[] {
  const current = tags ?? [];
  if (!isLegacyV1PriceId(sku) || current.includes(V1_ONLY_TAG)) return current;
  return [...current, V1_ONLY_TAG];
}

/**
 * Decision: a project tagged 'V1-ONLY' is in the older (v1)
 * flow, whose next step after the budget is the legacy Goals page.
 */
export function isOlderFlowProject(
  project: { tags?: readonly string[] } | null | undefined,
): boolean {
  return project?.tags?.includes(V1_ONLY_TAG) ?? false;
}
