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

// The sample client has chosen the front and back yards.
const PREFERENCES = '/onboard/preferences';
const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);
const ANSWERS_ID = laterStepAnswersId(SAMPLE_PROJECT_ID, 'preferences');
const DRAFT_KEY = laterStepDraftKey(SAMPLE_CLIENT_UID, 'preferences');
const FRONT_SUN = 'How much sun does your Front Yard get?';
const BACK_SUN = 'How much sun does your Back Yard get?';
const LIKED = 'Which materials do you like?';
const DISLIKED = 'Which materials would you rather avoid?';
const UPKEEP = 'How much upkeep are you happy with?';
const USERS = 'Who uses the yard?';
const NOTES = 'Anything we should know about drainage, soil or slopes?';
const MATERIALS = ['Wood', 'Stone', 'Concrete', 'Gravel', 'Brick', 'Metal', 'Composite'];

async function openPreferences(prepare?: (layer: MemoryDataLayer) => Promise<void>) {
  const view = await renderOnboardRoute(PREFERENCES, prepare);
  await screen.findByRole('heading', { level: 1, name: 'My Preferences' }, { timeout: 3000 });
  return view;
}

const labelsIn = (group: HTMLElement, role: 'radio' | 'checkbox') =>
  within(group)
    .getAllByRole(role)
    .map((control) => control.closest('label')?.textContent);
const radio = (question: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name });
const tick = (question: string, name: string) =>
  within(screen.getByRole('group', { name: question })).getByRole('checkbox', { name });
const notesField = () => screen.getByRole('textbox', { name: NOTES });
const saveButton = () => screen.getByRole('button', { name: 'Save and continue' });
const sidebarPreferences = () =>
  within(screen.getByRole('navigation', { name: 'Onboarding steps' })).getByRole('link', {
    name: 'My Preferences',
  });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('My Preferences (/onboard/preferences)', () => {
  it('asks about the sun in each chosen yard and the other questions with their required options', async () => {
    await openPreferences();

    for (const question of [FRONT_SUN, BACK_SUN]) {
      expect(labelsIn(screen.getByRole('radiogroup', { name: question }), 'radio')).toEqual([
        'Full sun',
        'Part sun',
        'Shade',
        'Not sure',
      ]);
    }
    // Only the chosen yards are asked about.
    expect(
      screen.queryByRole('radiogroup', { name: /Left Side Yard|Right Side Yard/ }),
    ).not.toBeInTheDocument();
    expect(labelsIn(screen.getByRole('group', { name: LIKED }), 'checkbox')).toEqual(MATERIALS);
    expect(labelsIn(screen.getByRole('group', { name: DISLIKED }), 'checkbox')).toEqual(MATERIALS);
    expect(labelsIn(screen.getByRole('radiogroup', { name: UPKEEP }), 'radio')).toEqual([
      'Low',
      'Medium',
      'High',
    ]);
    expect(labelsIn(screen.getByRole('group', { name: USERS }), 'checkbox')).toEqual([
      'Young children',
      'Pets',
      'Older adults',
      'People using wheelchairs or walkers',
    ]);
    expect(notesField()).toHaveValue('');
    expect(saveButton()).toBeEnabled();

    expect(sidebarPreferences()).toHaveAttribute('href', PREFERENCES);
    expect(sidebarPreferences()).toHaveAttribute('aria-current', 'page');
    expect(sidebarPreferences()).toHaveAccessibleDescription('To do');
  });

  it('says what is missing, moves focus to the first question and sends nothing', async () => {
    const { user, dataLayer } = await openPreferences();
    const call = vi.spyOn(dataLayer.commands, 'call');
    await user.click(radio(BACK_SUN, 'Shade'));

    await user.click(saveButton());

    expect(await screen.findByText('Please say how much sun your Front Yard gets.')).toBeVisible();
    expect(
      screen.queryByText('Please say how much sun your Back Yard gets.'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Please say how much upkeep you are happy with.')).toBeVisible();
    await waitFor(() => expect(radio(FRONT_SUN, 'Full sun')).toHaveFocus());
    expect(call).not.toHaveBeenCalledWith('savePreferences', expect.anything());
  });

  it('refuses a material both liked and disliked, with a message, until one is unticked', async () => {
    const { user, dataLayer } = await openPreferences();
    const call = vi.spyOn(dataLayer.commands, 'call');
    await user.click(radio(FRONT_SUN, 'Full sun'));
    await user.click(radio(BACK_SUN, 'Part sun'));
    await user.click(radio(UPKEEP, 'Medium'));
    await user.click(tick(LIKED, 'Wood'));
    await user.click(tick(DISLIKED, 'Wood'));

    const message =
      'A material cannot be both liked and disliked: please untick wood in one of the lists.';
    expect(await screen.findByText(message)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: DISLIKED })).toHaveAccessibleDescription(
        `${message} Optional. Tick any that apply.`,
      ),
    );
    await user.click(saveButton());
    expect(call).not.toHaveBeenCalledWith('savePreferences', expect.anything());

    await user.click(tick(LIKED, 'Wood'));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('takes up to 500 characters of notes and counts them', async () => {
    const { user } = await openPreferences();
    fireEvent.change(notesField(), { target: { value: 'x'.repeat(500) } });
    expect(screen.getByText('500/500')).toBeVisible();
    await user.click(notesField());
    await user.type(notesField(), 'y');
    await user.tab();

    expect(await screen.findByText('Please keep this to 500 characters or fewer.')).toBeVisible();
    expect(notesField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the answers, shows the step complete and continues to My Plants', async () => {
    const { user, dataLayer, location } = await openPreferences();
    const call = vi.spyOn(dataLayer.commands, 'call');
    await user.click(radio(FRONT_SUN, 'Full sun'));
    await user.click(radio(BACK_SUN, 'Not sure'));
    await user.click(tick(LIKED, 'Stone'));
    await user.click(tick(LIKED, 'Gravel'));
    await user.click(tick(DISLIKED, 'Concrete'));
    await user.click(radio(UPKEEP, 'Low'));
    await user.click(tick(USERS, 'People using wheelchairs or walkers'));
    await user.type(notesField(), '  The back slopes to the fence.  ');
    await user.click(saveButton());

    await waitFor(() => expect(location().pathname).toBe('/onboard/plants'));
    expect(call).toHaveBeenCalledWith('savePreferences', {
      sun: { front: 'full-sun', back: 'not-sure' },
      likedMaterials: ['stone', 'gravel'],
      dislikedMaterials: ['concrete'],
      upkeep: 'low',
      yardUsers: ['mobility-aids'],
      siteNotes: '  The back slopes to the fence.  ',
    });
    expect(dataLayer.store.read('laterStepAnswers', ANSWERS_ID)).toMatchObject({
      userId: SAMPLE_CLIENT_UID,
      projectId: SAMPLE_PROJECT_ID,
      step: 'preferences',
      answers: {
        sun: { front: 'full-sun', back: 'not-sure' },
        upkeep: 'low',
        siteNotes: 'The back slopes to the fence.',
      },
    });
    expect(dataLayer.store.read('onboardStates', STATE_ID)).toMatchObject({
      laterSteps: { preferences: 'complete' },
      currentStep: 'Plants',
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(sidebarPreferences()).toHaveAccessibleDescription('Complete'));
  });

  it('keeps what was chosen through a reload until it is saved, and shows the step in progress', async () => {
    const first = await openPreferences();
    await first.user.click(radio(BACK_SUN, 'Shade'));
    await first.user.click(tick(USERS, 'Pets'));
    await first.user.type(notesField(), 'Clay soil');
    await waitFor(() => expect(sidebarPreferences()).toHaveAccessibleDescription('In progress'));
    first.unmount();

    renderWithProviders(<AppRoutes />, { route: PREFERENCES, dataLayer: first.dataLayer });
    await screen.findByRole('heading', { level: 1, name: 'My Preferences' }, { timeout: 5000 });
    expect(radio(BACK_SUN, 'Shade')).toBeChecked();
    expect(radio(FRONT_SUN, 'Shade')).not.toBeChecked();
    expect(tick(USERS, 'Pets')).toBeChecked();
    expect(notesField()).toHaveValue('Clay soil');
    expect(first.dataLayer.store.read('laterStepAnswers', ANSWERS_ID)).toBeUndefined();
    expect(sidebarPreferences()).toHaveAccessibleDescription('In progress');
  });

  it('opens with the saved answers, and drops the draft when the form is back to them', async () => {
    const { user } = await openPreferences(async (layer) => {
      await layer.store.transaction(async (tx) => {
        await tx.set('laterStepAnswers', ANSWERS_ID, {
          userId: SAMPLE_CLIENT_UID,
          projectId: SAMPLE_PROJECT_ID,
          step: 'preferences',
          answers: {
            sun: { front: 'part-sun', back: 'shade' },
            likedMaterials: ['brick'],
            dislikedMaterials: [],
            upkeep: 'high',
            yardUsers: ['older-adults'],
            siteNotes: 'Soggy lawn.',
          },
          updatedAt: '2026-03-01T12:00:00.000Z',
        });
        const state = await tx.get('onboardStates', STATE_ID);
        await tx.set('onboardStates', STATE_ID, {
          ...state!,
          laterSteps: { preferences: 'complete' },
        });
      });
    });

    expect(radio(FRONT_SUN, 'Part sun')).toBeChecked();
    expect(radio(BACK_SUN, 'Shade')).toBeChecked();
    expect(tick(LIKED, 'Brick')).toBeChecked();
    expect(radio(UPKEEP, 'High')).toBeChecked();
    expect(tick(USERS, 'Older adults')).toBeChecked();
    expect(notesField()).toHaveValue('Soggy lawn.');
    expect(sidebarPreferences()).toHaveAccessibleDescription('Complete');

    await user.click(tick(DISLIKED, 'Metal'));
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull());
    await user.click(tick(DISLIKED, 'Metal'));
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('keeps the answers and says why when the save fails', async () => {
    const { user, dataLayer, location } = await openPreferences();
    vi.spyOn(dataLayer.commands, 'call').mockRejectedValue(
      new CommandFailure('unavailable', 'We could not save your preferences. Please try again.'),
    );
    await user.click(radio(FRONT_SUN, 'Full sun'));
    await user.click(radio(BACK_SUN, 'Full sun'));
    await user.click(radio(UPKEEP, 'Medium'));
    await user.click(saveButton());

    expect(
      await screen.findByText('We could not save your preferences. Please try again.'),
    ).toBeVisible();
    expect(location().pathname).toBe(PREFERENCES);
    expect(radio(UPKEEP, 'Medium')).toBeChecked();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });
});
