import { object, string } from 'yup';
import { defineCommand } from '../commands/command';
import type { WithId } from '../firestore/collections';
import type { ProductDoc } from '../firestore/documents';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { LOT_SIZES, PACKAGE_KEYS, type LotSize } from './catalog';

/** The checkout's price question: one package at one lot size. */
export const catalogPricesInput = object({
  packageKey: string().required().oneOf(PACKAGE_KEYS, 'Unknown package.'),
  lotSize: string().required().oneOf(LOT_SIZES, 'Unknown lot size.'),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export interface CatalogAddOnPrice {
  id: string;
  name: string;
  priceCents: number;
}

/** The catalogue's prices for a cart before an order exists; the order service prices the order. */
export interface CatalogPrices {
  /** The package's price for the lot size; null when the catalogue has no such product or price. */
  packagePriceCents: number | null;
  /** Every add-on product with a price for the lot size. */
  addOns: CatalogAddOnPrice[];
}

export function catalogPricesOf(
  product: ProductDoc | undefined,
  addOnProducts: readonly WithId<ProductDoc>[],
  lotSize: LotSize,
): CatalogPrices {
  return {
    packagePriceCents: product?.prices[lotSize] ?? null,
    addOns: addOnProducts.flatMap((addOn) => {
      const priceCents = addOn.prices[lotSize];
      return priceCents === undefined ? [] : [{ id: addOn.id, name: addOn.name, priceCents }];
    }),
  };
}

/**
 * The package's and the add-ons' prices for a lot size, read on the server: the checkout shows
 * the catalogue's prices through the functions it already uses, without a database SDK.
 */
export const catalogPrices = defineCommand({
  name: 'catalogPrices',
  access: 'visitor',
  input: catalogPricesInput,
  async run({ store }, input): Promise<CatalogPrices> {
    const [product, addOns] = await Promise.all([
      store.get('products', input.packageKey),
      store.query('products', { kind: 'addOn' }),
    ]);
    return catalogPricesOf(product, addOns, input.lotSize as LotSize);
  },
});
