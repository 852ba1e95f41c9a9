import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import {
  ALL_IN_BELOW_PHASE_ONE,
  BUDGET_DIGITS_ONLY,
  DESIGN_TARGET_REQUIRED,
  FIRST_PHASE_BUDGET_REQUIRED,
  PHASING_REQUIRED,
  TOTAL_BUDGET_REQUIRED,
} from '@yardwise/domain/wishlist/messages';
import { CommandFailure } from '@web/data/commandFailure';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderOnboardRoute } from '@web/testing/renderOnboardRoute';

const PHASING = '/onboard/budget/checklist/phasing';
const PHASE_ONE_ID = `${SAMPLE_PROJECT_ID}-phase-1`;

const totalBudget = () => screen.getByRole('textbox', { name: /Total \(all-in\) budget/ });
const firstPhaseBudget = () => screen.queryByRole('textbox', { name: /First phase budget/ });

async function openForm() {
  const view = await renderOnboardRoute(PHASING);
  await screen.findByRole('heading', { level: 1, name: "Let's talk budget!" });
  await screen.findByRole('radiogroup', { name: 'Do you plan to build your project in phases?' });
  return view;
}

function failSaveBudget(dataLayer: MemoryDataLayer) {
  const call = dataLayer.commands.call.bind(dataLayer.commands);
  vi.spyOn(dataLayer.commands, 'call').mockImplementation(((command: string, input: never) =>
    command === 'saveBudget'
      ? Promise.reject(new CommandFailure('unavailable', 'The service is unavailable.'))
      : call(command as never, input)) as typeof dataLayer.commands.call);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("Let's talk budget!", () => {
  it('on save, asks for the phasing answer and the total budget', async () => {
    const { user, location } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PHASING_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(TOTAL_BUDGET_REQUIRED)).toBeInTheDocument();
    expect(totalBudget()).toHaveAttribute('aria-invalid', 'true');
    expect(totalBudget()).toHaveAccessibleDescription(TOTAL_BUDGET_REQUIRED);
    expect(location().pathname).toBe(PHASING);
  });

  it('clears the phasing error once it is answered, 400 ms after the change', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText(PHASING_REQUIRED);
    expect(screen.getByRole('radiogroup', { name: /phases/ })).toHaveAttribute(
      'aria-describedby',
      error.id,
    );

    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(PHASING_REQUIRED)).not.toBeInTheDocument());
  });

  it('checks an amount 400 ms after the last keystroke', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    vi.useFakeTimers();
    fireEvent.change(firstPhaseBudget()!, { target: { value: '1' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(firstPhaseBudget()!, { target: { value: '0' } });
    await act(() => vi.advanceTimersByTimeAsync(399));
    // Not yet: the check waits for typing to pause.
    expect(screen.queryByText(FIRST_PHASE_BUDGET_REQUIRED)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(FIRST_PHASE_BUDGET_REQUIRED)).toHaveAttribute('role', 'alert');
    expect(firstPhaseBudget()).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a total no smaller than the first phase budget, and which budget to design for', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(firstPhaseBudget()!, '20000');
    await user.type(totalBudget(), '15000');
    expect(await screen.findByText(ALL_IN_BELOW_PHASE_ONE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DESIGN_TARGET_REQUIRED)).toBeInTheDocument();

    await user.clear(totalBudget());
    await user.type(totalBudget(), '45000');
    await waitFor(() => expect(screen.queryByText(ALL_IN_BELOW_PHASE_ONE)).not.toBeInTheDocument());
  });

  it.each(['12000.50', '25k'])(
    'keeps "%s" as typed and refuses it with a message, saving nothing',
    async (typed) => {
      const { user, dataLayer, location } = await openForm();
      await user.click(screen.getByRole('radio', { name: 'No' }));
      await user.type(totalBudget(), typed);
      expect(totalBudget()).toHaveValue(typed);
      expect(totalBudget()).toHaveAttribute('inputmode', 'numeric');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText(BUDGET_DIGITS_ONLY)).toHaveAttribute('role', 'alert');
      expect(totalBudget()).toHaveAccessibleDescription(BUDGET_DIGITS_ONLY);
      expect(location().pathname).toBe(PHASING);
      expect(dataLayer.store.read('budgetMetadata', SAMPLE_PROJECT_ID)).toBeUndefined();
    },
  );

  it('takes thousands commas and saves the amount they group', async () => {
    const { user, dataLayer, location } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(totalBudget());
    await user.paste('15,000');
    expect(totalBudget()).toHaveValue('15,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location().pathname).toBe('/onboard/budget/review'));
    expect(dataLayer.store.read('budgetMetadata', SAMPLE_PROJECT_ID)).toMatchObject({
      total_budget: '1500000',
    });
  });

  it('without phasing, hides the first phase budget and saves it as 0, then opens the review', async () => {
    const { user, dataLayer, location } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(firstPhaseBudget()).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(firstPhaseBudget()).not.toBeInTheDocument();
    expect(
      screen.queryByRole('radiogroup', { name: 'Which budget should we design for?' }),
    ).not.toBeInTheDocument();
    await user.type(totalBudget(), '40000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location().pathname).toBe('/onboard/budget/review'));
    expect(dataLayer.store.read('budgetMetadata', SAMPLE_PROJECT_ID)).toMatchObject({
      phasing: false,
      design_project_for_single_phase: true,
      total_budget: '4000000',
    });
    expect(dataLayer.store.read('budgetPhaseMetadata', PHASE_ONE_ID)).toMatchObject({
      budget: '0',
    });
  });

  it('saves a phased budget with its design target', async () => {
    const { user, dataLayer, location } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Design for my first phase budget' }));
    await user.type(firstPhaseBudget()!, '20000');
    await user.type(totalBudget(), '45000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location().pathname).toBe('/onboard/budget/review'));
    expect(dataLayer.store.read('budgetMetadata', SAMPLE_PROJECT_ID)).toMatchObject({
      phasing: true,
      design_project_for_single_phase: false,
      total_budget: '4500000',
    });
    expect(dataLayer.store.read('budgetPhaseMetadata', PHASE_ONE_ID)).toMatchObject({
      budget: '2000000',
    });
  });

  it('starts from the saved budget', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Design for my all-in budget' }));
    await user.type(firstPhaseBudget()!, '20000');
    await user.type(totalBudget(), '45000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Review your budget' });

    await user.click(await screen.findByRole('link', { name: 'Edit budget' }));
    await screen.findByRole('heading', { level: 1, name: "Let's talk budget!" });
    expect(await screen.findByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Design for my all-in budget' })).toBeChecked();
    expect(firstPhaseBudget()).toHaveValue('20000');
    expect(totalBudget()).toHaveValue('45000');
  });

  it('keeps the answers and says why when the budget cannot be saved', async () => {
    const { user, dataLayer, location } = await openForm();
    failSaveBudget(dataLayer);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(totalBudget(), '40000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The service is unavailable.')).toHaveAttribute('role', 'alert');
    expect(totalBudget()).toHaveValue('40000');
    expect(location().pathname).toBe(PHASING);
    expect(dataLayer.store.read('budgetMetadata', SAMPLE_PROJECT_ID)).toBeUndefined();
  });
});
