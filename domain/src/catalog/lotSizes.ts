import type { ProductDoc } from '../firestore/documents';
import { DEFAULT_LOT_SIZE, isLotSize, LOT_SIZES, type LotSize } from './catalog';
import { LOT_SIZE_LABELS } from './messages';

// Lot sizes: SKU nicknames carry long labels with variants; prices are
// keyed by the simplified LotSize.

/** The word a label starts with decides its size, so every variant of a label maps the same way. */
const LABEL_PREFIXES: readonly [prefix: string, size: LotSize][] = [
  ['acreage', 'acreage'],
  ['large lot', 'large'],
  ['small lot', 'small'],
  ['standard lot', 'standard'],
];

export function lotSizeLabel(size: LotSize): string {
  return LOT_SIZE_LABELS[size];
}

/** A lot-size label (any variant) or key as our LotSize; undefined when it names none. */
export function lotSizeFromLabel(label: string | null | undefined): LotSize | undefined {
  const text = (label ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (isLotSize(text)) return text;
  return LABEL_PREFIXES.find(([prefix]) => text.startsWith(prefix))?.[1];
}

/** The lotsize query parameter, defaulting to standard when absent or unknown. */
export function parseLotSizeParam(value: string | null | undefined): LotSize {
  return lotSizeFromLabel(value) ?? DEFAULT_LOT_SIZE;
}

/**
 * The price in cents of a product for a lot size (absent or unknown: standard). Decision: a lot
 * the product has no price for gives undefined, never another lot's price.
 */
export function priceFor(
  product: Pick<ProductDoc, 'prices'>,
  lotSize?: LotSize | string | null,
): number | undefined {
  const price = product.prices[parseLotSizeParam(lotSize)];
  return Number.isSafeInteger(price) && price! >= 0 ? price : undefined;
}

/** Lot sizes a product is priced for, in catalogue order. */
export function pricedLotSizes(product: Pick<ProductDoc, 'prices'>): LotSize[] {
  return LOT_SIZES.filter((size) => priceFor(product, size) !== undefined);
}
