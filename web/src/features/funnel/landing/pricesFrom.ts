import { LOT_SIZES, type PackageKey } from '@yardwise/domain/catalog/catalog';
import type { CommandClient } from '@web/data/types';

export type PricesFrom = Partial<Record<PackageKey, number>>;

/** The lowest of a package's lot-size prices; null when none could be read. */
export function lowestPrice(prices: readonly (number | null | undefined)[]): number | null {
  const known = prices.filter((price): price is number => typeof price === 'number');
  return known.length > 0 ? Math.min(...known) : null;
}

/**
 * Each package's lowest price over the lot sizes, asked of the same catalogue the checkout charges
 * from. A package none of whose prices can be read is left out.
 */
export async function readPricesFrom(
  commands: CommandClient,
  keys: readonly PackageKey[],
): Promise<PricesFrom> {
  const entries = await Promise.all(
    keys.map(async (packageKey) => {
      const answers = await Promise.allSettled(
        LOT_SIZES.map((lotSize) => commands.call('catalogPrices', { packageKey, lotSize })),
      );
      const lowest = lowestPrice(
        answers.map((answer) =>
          answer.status === 'fulfilled' ? answer.value.packagePriceCents : null,
        ),
      );
      return [packageKey, lowest] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, price]) => price !== null)) as PricesFrom;
}
