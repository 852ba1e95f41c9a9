import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { laterStepAnswersId } from '@yardwise/domain/laterSteps/answers';
import { SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import { AppRoutes } from '@web/app/router';
import { CommandFailure } from '@web/data/commandFailure';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderOnboardRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { laterStepDraftKey } from '@web/ui/laterStepDrafts';

const GOALS = '/onboard/goals';
const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);
const ANSWERS_ID = laterStepAnswersId(SAMPLE_PROJECT_ID, 'goals');
const DRAFT_KEY = laterStepDraftKey(SAMPLE_CLIENT_UID, 'goals');

const GOAL_LABELS = [
  'Curb appeal',
  'Entertaining',
  'A relaxing retreat',
  'Play space for children',
  'Space for pets',
  'Privacy',
  'Growing food',
  'Low maintenance',
  'Saving water',
  'Wildlife and pollinators',
  "Raising the home's value",
  'Outdoor cooking',
];

async function openGoals(prepare?: (layer: MemoryDataLayer) => Promise<void>) {
  const view = await renderOnboardRoute(GOALS, prepare);
  await screen.findByRole('heading', { level: 1, name: 'My Goals' }, { timeout: 3000 });
  return view;
}

const goal = (name: string) => screen.getByRole('checkbox', { name });
const timing = (name: string) =>
  within(screen.getByRole('radiogroup', { name: 'When do you hope to install?' })).getByRole(
    'radio',
    { name },
  );
const installer = (name: string) =>
  within(screen.getByRole('radiogroup', { name: 'Who will install?' })).getByRole('radio', {
    name,
  });
const successField = () =>
  screen.getByRole('textbox', { name: 'What would make this project a success for you?' });
const saveButton = () => screen.getByRole('button', { name: 'Save and continue' });
const sidebarGoals = () =>
  within(screen.getByRole('navigation', { name: 'Onboarding steps' })).getByRole('link', {
    name: 'My Goals',
  });

function savedGoals(layer: MemoryDataLayer) {
  return layer.store.read('laterStepAnswers', ANSWERS_ID);
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('My Goals (/onboard/goals)', () => {
  it('asks the four questions with their required options inside the onboarding shell', async () => {
    await openGoals();

    const goals = screen.getByRole('group', { name: 'What are your top goals for this project?' });
    expect(
      within(goals)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(GOAL_LABELS);
    expect(goals).toHaveAccessibleDescription('Choose up to 3.');
    expect(successField()).toHaveValue('');
    const timings = screen.getByRole('radiogroup', { name: 'When do you hope to install?' });
    expect(
      within(timings)
        .getAllByRole('radio')
        .map((option) => option.closest('label')?.textContent),
    ).toEqual(['Within 3 months', '3–6 months', '6–12 months', 'Over a year', 'Not sure']);
    const installers = screen.getByRole('radiogroup', { name: 'Who will install?' });
    expect(
      within(installers)
        .getAllByRole('radio')
        .map((option) => option.closest('label')?.textContent),
    ).toEqual(['A contractor', 'Ourselves', 'A mix', 'Not sure']);
    expect(saveButton()).toBeEnabled();

    // The sidebar's My Goals is this page, marked current, with its status.
    expect(sidebarGoals()).toHaveAttribute('href', GOALS);
    expect(sidebarGoals()).toHaveAttribute('aria-current', 'page');
    expect(sidebarGoals()).toHaveAccessibleDescription('To do');
  });

  it('takes up to 3 goals: the others wait until one is unticked', async () => {
    const { user } = await openGoals();
    for (const name of ['Privacy', 'Space for pets', 'Outdoor cooking'])
      await user.click(goal(name));

    expect(goal('Curb appeal')).toBeDisabled();
    expect(goal('Privacy')).toBeChecked();
    await user.click(goal('Space for pets'));
    expect(goal('Curb appeal')).toBeEnabled();
    await user.click(goal('Curb appeal'));
    expect(goal('Curb appeal')).toBeChecked();
    expect(goal('Growing food')).toBeDisabled();
  });

  it('says what is missing, moves focus to the first question and sends nothing', async () => {
    const { user, dataLayer } = await openGoals();
    const call = vi.spyOn(dataLayer.commands, 'call');

    await user.click(saveButton());

    expect(await screen.findByText('Please choose at least one goal.')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByRole('group', { name: 'What are your top goals for this project?' }),
      ).toHaveAccessibleDescription('Please choose at least one goal. Choose up to 3.'),
    );
    expect(screen.getByText('Please say when you hope to install.')).toBeVisible();
    expect(screen.getByText('Please say who will install.')).toBeVisible();
    await waitFor(() => expect(goal('Curb appeal')).toHaveFocus());
    expect(call).not.toHaveBeenCalledWith('saveGoals', expect.anything());
  });

  it('takes up to 1,000 characters of success answer and counts them', async () => {
    const { user } = await openGoals();
    fireEvent.change(successField(), { target: { value: 'x'.repeat(1000) } });
    expect(screen.getByText('1000/1,000')).toBeVisible();
    await user.click(successField());
    await user.type(successField(), 'y');
    await user.tab();

    expect(await screen.findByText('Please keep this to 1,000 characters or fewer.')).toBeVisible();
    expect(successField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the answers, shows the step complete and continues to My Inspiration', async () => {
    const { user, dataLayer, location } = await openGoals();
    const call = vi.spyOn(dataLayer.commands, 'call');
    await user.click(goal('Curb appeal'));
    await user.click(goal('Wildlife and pollinators'));
    await user.type(successField(), '  Birds in the garden and a front we are proud of.  ');
    await user.click(timing('6–12 months'));
    await user.click(installer('A mix'));
    await user.click(saveButton());

    await waitFor(() => expect(location().pathname).toBe('/onboard/inspiration'));
    expect(call).toHaveBeenCalledWith('saveGoals', {
      goals: ['curb-appeal', 'wildlife'],
      success: '  Birds in the garden and a front we are proud of.  ',
      installTiming: '6-12-months',
      installer: 'mix',
    });
    expect(savedGoals(dataLayer)).toMatchObject({
      userId: SAMPLE_CLIENT_UID,
      projectId: SAMPLE_PROJECT_ID,
      step: 'goals',
      answers: {
        goals: ['curb-appeal', 'wildlife'],
        success: 'Birds in the garden and a front we are proud of.',
        installTiming: '6-12-months',
        installer: 'mix',
      },
    });
    expect(dataLayer.store.read('onboardStates', STATE_ID)).toMatchObject({
      laterSteps: { goals: 'complete' },
      currentStep: 'Inspiration',
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(sidebarGoals()).toHaveAccessibleDescription('Complete'));
  });

  it('keeps what was typed through a reload until it is saved, and shows the step in progress', async () => {
    const first = await openGoals();
    await first.user.click(goal('Privacy'));
    await first.user.type(successField(), 'Quiet mornings');
    await first.user.click(timing('Over a year'));
    await waitFor(() => expect(sidebarGoals()).toHaveAccessibleDescription('In progress'));
    first.unmount();

    // The same tab opens the page again: the data is where it was, the session draft too.
    renderWithProviders(<AppRoutes />, { route: GOALS, dataLayer: first.dataLayer });
    await screen.findByRole('heading', { level: 1, name: 'My Goals' }, { timeout: 5000 });
    expect(goal('Privacy')).toBeChecked();
    expect(successField()).toHaveValue('Quiet mornings');
    expect(timing('Over a year')).toBeChecked();
    expect(installer('A contractor')).not.toBeChecked();
    expect(savedGoals(first.dataLayer)).toBeUndefined();
    expect(sidebarGoals()).toHaveAccessibleDescription('In progress');
  });

  it('opens with the saved answers, and drops the draft when the form is back to them', async () => {
    const { user } = await openGoals(async (layer) => {
      await layer.store.transaction(async (tx) => {
        await tx.set('laterStepAnswers', ANSWERS_ID, {
          userId: SAMPLE_CLIENT_UID,
          projectId: SAMPLE_PROJECT_ID,
          step: 'goals',
          answers: {
            goals: ['growing-food'],
            success: 'Tomatoes all summer.',
            installTiming: 'not-sure',
            installer: 'ourselves',
          },
          updatedAt: '2026-03-01T12:00:00.000Z',
        });
        const state = await tx.get('onboardStates', STATE_ID);
        await tx.set('onboardStates', STATE_ID, { ...state!, laterSteps: { goals: 'complete' } });
      });
    });

    expect(goal('Growing food')).toBeChecked();
    expect(successField()).toHaveValue('Tomatoes all summer.');
    expect(timing('Not sure')).toBeChecked();
    expect(installer('Ourselves')).toBeChecked();
    expect(sidebarGoals()).toHaveAccessibleDescription('Complete');

    await user.click(goal('Saving water'));
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull());
    await user.click(goal('Saving water'));
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('keeps the answers and says why when the save fails', async () => {
    const { user, dataLayer, location } = await openGoals();
    vi.spyOn(dataLayer.commands, 'call').mockRejectedValue(
      new CommandFailure('unavailable', 'We could not save your goals. Please try again.'),
    );
    await user.click(goal('Entertaining'));
    await user.click(timing('Within 3 months'));
    await user.click(installer('A contractor'));
    await user.click(saveButton());

    expect(
      await screen.findByText('We could not save your goals. Please try again.'),
    ).toBeVisible();
    expect(location().pathname).toBe(GOALS);
    expect(goal('Entertaining')).toBeChecked();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });
});
