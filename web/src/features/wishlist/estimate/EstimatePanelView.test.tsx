import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { estimatePanel } from '@yardwise/domain/wishlist/elementSelection';
import { financingMonthlyRange, LENDER_REFERRAL_URL } from '@yardwise/domain/wishlist/financing';
import type { EstimateLine } from '@yardwise/domain/wishlist/itemEstimate';
import {
  LENDER_REFERRAL_LINK_TEXT,
  NO_CHECKLIST_ITEMS_FOUND,
  START_SELECTING_ITEMS,
} from '@yardwise/domain/wishlist/messages';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { formatPriceRange } from '@web/features/wishlist/data/formatPriceRange';
import { EstimatePanelView } from './EstimatePanelView';
import { FinancingBox } from './FinancingBox';

/** An example: an item of $2,000 – $5,000 installed in the front and back yards. */
const PLANTING_BEDS: EstimateLine = {
  item: { id: 'planting-beds', name: 'Planting Beds', quantitative_item: false },
  priceOption: { low_price: 200000, high_price: 500000 },
  response: { front_yard: true, back_yard: true, left_yard: false, right_yard: false },
};

/** The amount shown beside a line's label. */
function amountBeside(label: string): string | undefined {
  const line = screen
    .getAllByRole('listitem')
    .find((item) => item.firstElementChild?.textContent === label);
  return line?.lastElementChild?.textContent ?? undefined;
}

describe('EstimatePanelView', () => {
  it('says there is nothing to estimate when the checklist is empty', () => {
    renderWithProviders(<EstimatePanelView panel={estimatePanel(0, [])} />);
    expect(screen.getByText(NO_CHECKLIST_ITEMS_FOUND)).toBeInTheDocument();
    expect(screen.queryByText('All-in estimate')).not.toBeInTheDocument();
  });

  it('asks for a first item while none is chosen', () => {
    renderWithProviders(<EstimatePanelView panel={estimatePanel(12, [])} />);
    expect(screen.getByText('Start selecting items to see a range')).toBeInTheDocument();
    expect(screen.getByText(START_SELECTING_ITEMS)).toBeInTheDocument();
  });

  it('shows the wish list, the four base installation lines with their total, and the all-in range', () => {
    renderWithProviders(<EstimatePanelView panel={estimatePanel(12, [PLANTING_BEDS])} />);
    const panel = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(panel).getByText('$4,000 – $10,000')).toBeInTheDocument();
    expect(amountBeside('Wish list')).toBe('$4,000 – $10,000');
    for (const line of ['Demo/Grading', 'Base Planting', 'Irrigation', 'Plumbing/Electrical']) {
      expect(amountBeside(line)).toBe('$100 – $500');
    }
    expect(amountBeside('Base installation total')).toBe('$400 – $2,000');
    expect(amountBeside('All-in estimate')).toBe('$4,400 – $12,000');
  });

  it('draws the ranges as bars hidden from screen readers, which read the amounts instead', () => {
    renderWithProviders(<EstimatePanelView panel={estimatePanel(12, [PLANTING_BEDS])} />);
    const chart = screen.getByTestId('range-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    // The scale runs from $0 to the all-in high end.
    expect(within(chart).getByText('$0')).toBeInTheDocument();
    expect(within(chart).getByText('$12,000')).toBeInTheDocument();
  });
});

describe('FinancingBox', () => {
  const monthly = estimatePanel(12, [PLANTING_BEDS]);
  if (monthly.kind !== 'estimate') throw new Error('The example has an estimate');

  it('shows the monthly payment range the domain computes from the all-in estimate', () => {
    renderWithProviders(<FinancingBox monthlyPayment={monthly.monthlyPayment} />);
    const box = screen.getByRole('region', { name: 'Estimated monthly payment' });
    // $4,400 at 8.43 % and $12,000 at 19.63 % over 60 months, floored to whole dollars.
    expect(within(box).getByText(/\$90 – \$315/)).toBeInTheDocument();
    expect(monthly.monthlyPayment).toEqual(financingMonthlyRange(monthly.allIn));
    expect(formatPriceRange(monthly.monthlyPayment)).toBe('$90 – $315');
    expect(
      within(box).getByText('Estimated at 8.43 % to 19.63 % a year over 60 months.'),
    ).toBeInTheDocument();
  });

  it("links to the lender's pre-qualification in a new tab", () => {
    renderWithProviders(<FinancingBox monthlyPayment={monthly.monthlyPayment} />);
    const link = screen.getByRole('link', { name: new RegExp(LENDER_REFERRAL_LINK_TEXT) });
    expect(link).toHaveAttribute('href', LENDER_REFERRAL_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(`${LENDER_REFERRAL_LINK_TEXT} (opens in a new tab)`);
  });
});
