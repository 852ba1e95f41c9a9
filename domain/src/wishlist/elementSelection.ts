import {
  allInEstimate,
  baseInstallationCosts,
  wishListEstimate,
  type BaseInstallationCosts,
} from './estimate';
import { financingMonthlyRange } from './financing';
import type { EstimateLine } from './itemEstimate';
import {
  ESTIMATE_LOADING,
  ESTIMATE_UNAVAILABLE,
  NO_CHECKLIST_ITEMS_FOUND,
  SELECT_ITEMS_TO_CONTINUE_HINT,
  START_SELECTING_ITEMS,
} from './messages';
import type { PriceRange } from './priceRange';

export interface ContinueButtonState {
  disabled: boolean;
  /** Shown while the button is disabled. */
  hint: string | null;
}

/** Element selection: the button is disabled until at least one item is selected. */
export function elementSelectionContinue(selectedCount: number): ContinueButtonState {
  return selectedCount >= 1
    ? { disabled: false, hint: null }
    : { disabled: true, hint: SELECT_ITEMS_TO_CONTINUE_HINT };
}

export type EstimatePanel =
  | { kind: 'loading'; message: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'noItems'; message: string }
  | { kind: 'noneSelected'; message: string }
  | {
      kind: 'estimate';
      wishList: PriceRange;
      baseInstallation: BaseInstallationCosts;
      allIn: PriceRange;
      monthlyPayment: PriceRange;
    };

/** How far the checklist and the client's answers have been read. */
export type ChecklistReadState = 'loading' | 'loaded' | 'failed';

/**
 * What the sidebar (or the mobile panel) estimate shows for the checklist. Until the checklist
 * and the answers have been read it says so, rather than that there are no items or none chosen.
 */
export function estimatePanel(
  checklistItemCount: number,
  chosen: readonly EstimateLine[],
  read: ChecklistReadState = 'loaded',
): EstimatePanel {
  if (read === 'loading') return { kind: 'loading', message: ESTIMATE_LOADING };
  if (read === 'failed') return { kind: 'unavailable', message: ESTIMATE_UNAVAILABLE };
  if (checklistItemCount === 0) return { kind: 'noItems', message: NO_CHECKLIST_ITEMS_FOUND };
  if (chosen.length === 0) return { kind: 'noneSelected', message: START_SELECTING_ITEMS };
  const wishList = wishListEstimate(chosen);
  const allIn = allInEstimate(wishList);
  return {
    kind: 'estimate',
    wishList,
    baseInstallation: baseInstallationCosts(wishList),
    allIn,
    monthlyPayment: financingMonthlyRange(allIn),
  };
}

/**
 * The monthly payment the financing box shows, or null when there is no estimate to finance (an
 * empty wish list): then the box and its "Estimated monthly payment" row are left out, never shown
 * without an amount.
 */
export function monthlyPaymentShown(panel: EstimatePanel): PriceRange | null {
  return panel.kind === 'estimate' ? panel.monthlyPayment : null;
}
