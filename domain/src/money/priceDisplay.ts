import { formatDollars, formatTotal } from './formatDollars';

export interface PriceDisplay {
  /** The price the customer pays; NO COST at 0 or less. */
  final: string;
  /** The original price, struck through, only when the final price differs. */
  struckThroughOriginal: string | null;
}

export function priceDisplay(originalCents: number, finalCents: number): PriceDisplay {
  return {
    final: formatTotal(finalCents),
    struckThroughOriginal: finalCents === originalCents ? null : formatDollars(originalCents),
  };
}
