import { describe, expect, it } from 'vitest';
import { yardFlagsFor } from './checklistResponse';
import { elementSelectionContinue, estimatePanel, monthlyPaymentShown } from './elementSelection';
import { allInEstimate } from './estimate';
import { financingMonthlyRange } from './financing';

describe('element selection button', () => {
  it('is disabled with the hint until one item is selected', () => {
    expect(elementSelectionContinue(0)).toEqual({
      disabled: true,
      hint: 'Select some items to continue...',
    });
    expect(elementSelectionContinue(1)).toEqual({ disabled: false, hint: null });
    expect(elementSelectionContinue(7).disabled).toBe(false);
  });
});

describe('estimate panel', () => {
  const line = {
    item: { id: 'deck', name: 'Deck', quantitative_item: false },
    priceOption: { low_price: 800000, high_price: 1500000 },
    response: yardFlagsFor(['back']),
  };

  it('says the estimate is loading until the checklist and answers are read, not that there are none', () => {
    expect(estimatePanel(0, [], 'loading')).toEqual({
      kind: 'loading',
      message: 'Loading the estimate…',
    });
    expect(estimatePanel(0, [], 'failed')).toEqual({
      kind: 'unavailable',
      message: 'The estimate is not available right now.',
    });
  });

  it('says "No Checklist Items Found" for an empty checklist', () => {
    expect(estimatePanel(0, [])).toEqual({ kind: 'noItems', message: 'No Checklist Items Found' });
  });

  it('says "Start selecting items to see a range" when nothing is selected', () => {
    expect(estimatePanel(19, [])).toEqual({
      kind: 'noneSelected',
      message: 'Start selecting items to see a range',
    });
  });

  it('shows the wish list, base installation, all-in and monthly ranges once items are chosen', () => {
    const panel = estimatePanel(19, [line]);
    if (panel.kind !== 'estimate') throw new Error(`expected an estimate, got ${panel.kind}`);
    expect(panel.wishList).toEqual({ low: 800000, high: 1500000 });
    expect(panel.allIn).toEqual(allInEstimate(panel.wishList));
    expect(panel.baseInstallation.total).toEqual({ low: 80000, high: 300000 });
    expect(panel.monthlyPayment).toEqual(financingMonthlyRange(panel.allIn));
  });
});

describe('the monthly payment row', () => {
  it('is left out while the wish list is empty, never shown without an amount', () => {
    expect(monthlyPaymentShown(estimatePanel(19, []))).toBeNull();
    expect(monthlyPaymentShown(estimatePanel(0, []))).toBeNull();
  });

  it('shows the financing range of the all-in estimate once there are items', () => {
    const line = {
      item: { id: 'beds', name: 'Planting Beds', quantitative_item: false },
      priceOption: { low_price: 200000, high_price: 500000 },
      response: yardFlagsFor(['front', 'back']),
    };
    // $2,000 – $5,000 in two yards: all-in $4,400 – $12,000, financed at $90 – $315 a month.
    expect(monthlyPaymentShown(estimatePanel(19, [line]))).toEqual({ low: 9000, high: 31500 });
  });
});
