import type { HouseYard } from '@yardwise/domain/onboarding/yards';
import { SAMPLE_CLIENT, SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import { checklistResponseIdFor } from '@yardwise/domain/wishlist/commands/responseCommands';
import { newChecklistResponseDoc } from '@yardwise/domain/wishlist/itemFlow';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';

// Test data: the sample client's wish list, written straight into the in-memory store.

/** The example price range, $2,000 – $5,000, for Planting Beds. */
export const SPEC_PRICE_OPTION_ID = 'planting-beds-price-spec';

export interface SeedLine {
  itemId: string;
  priceOptionId: string;
  yards: HouseYard[];
}

/** The example line: Planting Beds at $2,000 – $5,000 in the front and back yards. */
export const SPEC_LINE: SeedLine = {
  itemId: 'planting-beds',
  priceOptionId: SPEC_PRICE_OPTION_ID,
  yards: ['front', 'back'],
};

export function responseIdOf(itemId: string): string {
  return checklistResponseIdFor(SAMPLE_PROJECT_ID, itemId);
}

/** Adds the example price option and the lines as the client's responses, in this order. */
export async function seedWishList(
  dataLayer: MemoryDataLayer,
  lines: readonly SeedLine[],
): Promise<void> {
  await dataLayer.store.transaction(async (tx) => {
    await tx.set('priceOptions', SPEC_PRICE_OPTION_ID, {
      itemId: 'planting-beds',
      low_price: 200000,
      high_price: 500000,
      description: 'Beds in every yard',
      image: '',
    });
    for (const [index, line] of lines.entries()) {
      await tx.set(
        'checklistResponses',
        responseIdOf(line.itemId),
        newChecklistResponseDoc(
          line.itemId,
          {
            priceOptionId: line.priceOptionId,
            styleOptionId: null,
            yards: line.yards,
            yardsNotSure: line.yards.length === 0,
            context: '',
          },
          { userId: SAMPLE_CLIENT.uid, projectId: SAMPLE_PROJECT_ID, order: index + 1 },
        ),
      );
    }
  });
}

/** The client's responses' item ids in their saved order. */
export function savedOrder(dataLayer: MemoryDataLayer): string[] {
  return dataLayer.store
    .list('checklistResponses')
    .filter((response) => response.userId === SAMPLE_CLIENT.uid)
    .sort((a, b) => a.order - b.order)
    .map((response) => response.item_id);
}
