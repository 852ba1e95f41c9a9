import { defineCommand } from '../../commands/command';
import type { DocStore } from '../../commands/docStore';
import type { ChecklistItemDoc, PriceOptionDoc } from '../../firestore/documents';
import { UNEXPECTED_FIELD } from '../../forms/messages';
import { object } from 'yup';
import type { ChecklistResponseDoc } from '../checklistResponse';
import { allInEstimate, wishListEstimate } from '../estimate';
import type { EstimateLine } from '../itemEstimate';
import type { PriceRange } from '../priceRange';
import { ownResponses, readOwnProject, readProjectDoc } from './ownWishList';

// The budget recalculation after wish-list changes: the wishlistItemsModified flag makes the list
// page recalculate the budget.

export const recalculateWishListEstimateInput = object({}).noUnknown(UNEXPECTED_FIELD).strict();

export interface WishListEstimateResult {
  wishList: PriceRange;
  allIn: PriceRange;
}

/** Reads each catalogue document once, however many responses name it. */
function cachedReader<T>(read: (id: string) => Promise<T | undefined>) {
  const cache = new Map<string, Promise<T | undefined>>();
  return (id: string) => {
    let pending = cache.get(id);
    if (!pending) {
      pending = read(id);
      cache.set(id, pending);
    }
    return pending;
  };
}

/**
 * The estimate lines of the responses, priced from the catalogue as it is now. Decision: a
 * response whose item or price option has left the catalogue (or no longer belongs together) can
 * no longer be priced and is left out rather than failing the whole estimate.
 */
export async function estimateLinesOf(
  store: DocStore,
  responses: readonly ChecklistResponseDoc[],
): Promise<EstimateLine[]> {
  const item = cachedReader<ChecklistItemDoc>((id) => store.get('checklistItems', id));
  const priceOption = cachedReader<PriceOptionDoc>((id) => store.get('priceOptions', id));
  const lines: EstimateLine[] = [];
  for (const response of responses) {
    const [itemDoc, option] = await Promise.all([
      item(response.item_id),
      priceOption(response.price_option_id),
    ]);
    if (!itemDoc || option?.itemId !== response.item_id) continue;
    lines.push({
      item: {
        id: response.item_id,
        name: itemDoc.name,
        quantitative_item: itemDoc.quantitative_item,
      },
      priceOption: { low_price: option.low_price, high_price: option.high_price },
      response,
    });
  }
  return lines;
}

/**
 * Computes the wish-list and all-in estimates (cents) from the caller's responses and stores them
 * on the project as wishListEstimate, with when they were computed.
 */
export const recalculateWishListEstimate = defineCommand({
  name: 'recalculateWishListEstimate',
  access: 'account',
  input: recalculateWishListEstimateInput,
  async run({ caller, now, store }): Promise<WishListEstimateResult> {
    const project = await readOwnProject(store, caller.uid);
    await readProjectDoc(store, project.projectId);
    const responses = await ownResponses(store, caller.uid, project.projectId);
    const wishList = wishListEstimate(await estimateLinesOf(store, responses));
    const allIn = allInEstimate(wishList);
    await store.update('projects', project.projectId, {
      wishListEstimate: { wishList, allIn, updatedAt: now.toISOString() },
    });
    return { wishList, allIn };
  },
});
