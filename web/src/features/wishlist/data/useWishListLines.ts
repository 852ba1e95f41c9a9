import { useMemo } from 'react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { ChecklistItemDoc, PriceOptionDoc } from '@yardwise/domain/firestore/documents';
import type { ChecklistResponseDoc } from '@yardwise/domain/wishlist/checklistResponse';
import type { EstimateLine } from '@yardwise/domain/wishlist/itemEstimate';
import { combinedStatus, firstError, type LiveStatus } from './liveStatus';
import { useChecklistCatalog } from './useChecklistCatalog';
import { useWishListResponses } from './useWishListResponses';

/** One item on the client's wish list, with what it is, the chosen price range and its estimate. */
export interface WishListLine {
  responseId: string;
  response: WithId<ChecklistResponseDoc>;
  item: WithId<ChecklistItemDoc>;
  priceOption: WithId<PriceOptionDoc>;
  estimate: EstimateLine;
}

export interface WishListLines {
  status: LiveStatus;
  /** In priority order. */
  lines: WishListLine[];
  /** How many items the package shows; 0 means the checklist is empty. */
  checklistItemCount: number;
  error?: Error;
}

/**
 * The wish list joined with the catalogue. A response whose item the package hides, or whose item
 * or price option no longer exists (or no longer belongs together), is left out: it can be neither
 * shown nor priced, and the server's recalculation leaves it out too.
 */
export function useWishListLines(): WishListLines {
  const catalog = useChecklistCatalog();
  const responses = useWishListResponses();
  const lines = useMemo(() => {
    const items = new Map(catalog.items.map((item) => [item.id, item]));
    const prices = new Map(catalog.priceOptions.map((option) => [option.id, option]));
    return (responses.data ?? []).flatMap((response): WishListLine[] => {
      const item = items.get(response.item_id);
      const priceOption = prices.get(response.price_option_id);
      if (!item || priceOption?.itemId !== item.id) return [];
      return [
        {
          responseId: response.id,
          response,
          item,
          priceOption,
          estimate: {
            item: { id: item.id, name: item.name, quantitative_item: item.quantitative_item },
            priceOption: { low_price: priceOption.low_price, high_price: priceOption.high_price },
            response: {
              front_yard: response.front_yard,
              back_yard: response.back_yard,
              left_yard: response.left_yard,
              right_yard: response.right_yard,
            },
          },
        },
      ];
    });
  }, [catalog.items, catalog.priceOptions, responses.data]);
  return {
    status: combinedStatus(catalog, responses),
    lines,
    checklistItemCount: catalog.items.length,
    error: catalog.error ?? firstError(responses),
  };
}
