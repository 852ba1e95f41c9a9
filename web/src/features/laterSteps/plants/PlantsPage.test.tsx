import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { laterStepAnswersId } from '@yardwise/domain/laterSteps/answers';
import { SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import { AppRoutes } from '@web/app/router';
import { CommandFailure } from '@web/data/commandFailure';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderOnboardRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { laterStepDraftKey } from '@web/ui/laterStepDrafts';

const PLANTS = '/onboard/plants';
const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);
const ANSWERS_ID = laterStepAnswersId(SAMPLE_PROJECT_ID, 'plants');
const DRAFT_KEY = laterStepDraftKey(SAMPLE_CLIENT_UID, 'plants');

async function openPlants(prepare?: (layer: MemoryDataLayer) => Promise<void>) {
  const view = await renderOnboardRoute(PLANTS, prepare);
  await screen.findByRole('heading', { level: 1, name: 'My Plants' }, { timeout: 3000 });
  return view;
}

const lovedGroup = () => screen.getByRole('group', { name: 'Plants you love' });
const avoidedGroup = () => screen.getByRole('group', { name: 'Plants to avoid' });
const lovedBox = () => screen.getByRole('textbox', { name: 'A plant you love' });
const avoidedBox = () => screen.getByRole('textbox', { name: 'A plant to avoid' });
const addLoved = () => screen.getByRole('button', { name: 'Add to plants you love' });
const addAvoided = () => screen.getByRole('button', { name: 'Add to plants to avoid' });
const lovedList = () => screen.queryByRole('list', { name: 'Plants you love' });
const listed = (list: HTMLElement | null) =>
  list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
const allergies = () => screen.getByRole('textbox', { name: 'Allergies' });
const interest = (question: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name });
const native = (name: string) => interest('Are you interested in native plants?', name);
const edible = (name: string) => interest('Are you interested in edible plants?', name);
const saveButton = () => screen.getByRole('button', { name: 'Save and continue' });
const sidebarPlants = () =>
  within(screen.getByRole('navigation', { name: 'Onboarding steps' })).getByRole('link', {
    name: 'My Plants',
  });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('My Plants (/onboard/plants)', () => {
  it('asks about plants loved and to avoid, allergies, native and edible plants', async () => {
    await openPlants();

    expect(lovedGroup()).toHaveAccessibleDescription(
      'Optional. Type a plant and press Enter or Add, up to 30.',
    );
    expect(within(lovedGroup()).getByText('0/30')).toBeVisible();
    expect(within(avoidedGroup()).getByText('0/30')).toBeVisible();
    expect(allergies()).toHaveValue('');
    for (const question of [
      'Are you interested in native plants?',
      'Are you interested in edible plants?',
    ]) {
      const group = screen.getByRole('radiogroup', { name: question });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((option) => option.closest('label')?.textContent),
      ).toEqual(['Yes', 'No', 'Not sure']);
    }
    expect(sidebarPlants()).toHaveAttribute('href', PLANTS);
    expect(sidebarPlants()).toHaveAttribute('aria-current', 'page');
  });

  it('adds plants with Enter or Add, counts them, and removes one with its own button', async () => {
    const { user } = await openPlants();

    await user.type(lovedBox(), 'Lavender{Enter}');
    await user.type(lovedBox(), '  Japanese   maple ');
    await user.click(addLoved());

    expect(listed(lovedList())).toEqual(['Lavender', 'Japanese maple']);
    expect(lovedBox()).toHaveValue('');
    expect(within(lovedGroup()).getByText('2/30')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Lavender' }));
    expect(listed(lovedList())).toEqual(['Japanese maple']);
    expect(within(lovedGroup()).getByText('1/30')).toBeVisible();
    expect(lovedBox()).toHaveFocus();
  });

  it('says why a plant cannot be added: empty, repeated, on the other list, or a 31st', async () => {
    const { user } = await openPlants(async (layer) => {
      await layer.store.transaction(async (tx) => {
        await tx.set('laterStepAnswers', ANSWERS_ID, {
          userId: SAMPLE_CLIENT_UID,
          projectId: SAMPLE_PROJECT_ID,
          step: 'plants',
          answers: {
            lovedPlants: Array.from({ length: 29 }, (_, index) => `Plant ${index + 1}`),
            avoidedPlants: ['Bamboo'],
            allergies: '',
            nativeInterest: '',
            edibleInterest: '',
          },
          updatedAt: '2026-03-01T12:00:00.000Z',
        });
      });
    });

    await user.click(addLoved());
    expect(await within(lovedGroup()).findByText('Please type the name of a plant.')).toBeVisible();

    await user.type(lovedBox(), 'plant 3{Enter}');
    expect(await screen.findByText('Plant 3 is already on this list.')).toBeVisible();
    expect(lovedBox()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(lovedBox());
    await user.type(lovedBox(), 'bamboo{Enter}');
    expect(
      await screen.findByText(
        'A plant cannot be both loved and avoided: please remove bamboo from one of the lists.',
      ),
    ).toBeVisible();

    await user.clear(lovedBox());
    await user.type(lovedBox(), 'Mint{Enter}');
    expect(within(lovedGroup()).getByText('30/30')).toBeVisible();
    await user.type(lovedBox(), 'Sage');
    await user.click(addLoved());
    expect(await screen.findByText('Please list up to 30 plants.')).toBeVisible();
    expect(listed(lovedList())).toHaveLength(30);
  });

  it('saves the answers, shows the step complete and continues to Start My Project', async () => {
    const { user, dataLayer, location } = await openPlants();
    const call = vi.spyOn(dataLayer.commands, 'call');
    await user.type(lovedBox(), 'Lavender{Enter}');
    await user.type(avoidedBox(), 'Bamboo');
    await user.click(addAvoided());
    // A name left in its box is added on save.
    await user.type(avoidedBox(), 'Ivy');
    await user.type(allergies(), '  Birch pollen.  ');
    await user.click(native('Yes'));
    await user.click(edible('Not sure'));
    await user.click(saveButton());

    await waitFor(() => expect(location().pathname).toBe('/onboard/start-project'));
    expect(call).toHaveBeenCalledWith('savePlants', {
      lovedPlants: ['Lavender'],
      avoidedPlants: ['Bamboo', 'Ivy'],
      allergies: '  Birch pollen.  ',
      nativeInterest: 'yes',
      edibleInterest: 'not-sure',
    });
    expect(dataLayer.store.read('laterStepAnswers', ANSWERS_ID)).toMatchObject({
      userId: SAMPLE_CLIENT_UID,
      projectId: SAMPLE_PROJECT_ID,
      step: 'plants',
      answers: {
        lovedPlants: ['Lavender'],
        avoidedPlants: ['Bamboo', 'Ivy'],
        allergies: 'Birch pollen.',
        nativeInterest: 'yes',
        edibleInterest: 'not-sure',
      },
    });
    expect(dataLayer.store.read('onboardStates', STATE_ID)).toMatchObject({
      laterSteps: { plants: 'complete' },
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(sidebarPlants()).toHaveAccessibleDescription('Complete'));
  });

  it('decision: an empty save completes the optional step', async () => {
    const { user, dataLayer, location } = await openPlants();
    await user.click(saveButton());

    await waitFor(() => expect(location().pathname).toBe('/onboard/start-project'));
    expect(dataLayer.store.read('laterStepAnswers', ANSWERS_ID)).toMatchObject({
      answers: {
        lovedPlants: [],
        avoidedPlants: [],
        allergies: '',
        nativeInterest: '',
        edibleInterest: '',
      },
    });
    expect(dataLayer.store.read('onboardStates', STATE_ID)).toMatchObject({
      laterSteps: { plants: 'complete' },
    });
  });

  it('keeps what was typed through a reload until it is saved, and shows the step in progress', async () => {
    const first = await openPlants();
    await first.user.type(lovedBox(), 'Lavender{Enter}');
    await first.user.type(avoidedBox(), 'Ivy');
    await first.user.click(edible('No'));
    await waitFor(() => expect(sidebarPlants()).toHaveAccessibleDescription('In progress'));
    first.unmount();

    renderWithProviders(<AppRoutes />, { route: PLANTS, dataLayer: first.dataLayer });
    await screen.findByRole('heading', { level: 1, name: 'My Plants' }, { timeout: 5000 });
    expect(listed(lovedList())).toEqual(['Lavender']);
    expect(avoidedBox()).toHaveValue('Ivy');
    expect(edible('No')).toBeChecked();
    expect(native('Yes')).not.toBeChecked();
    expect(first.dataLayer.store.read('laterStepAnswers', ANSWERS_ID)).toBeUndefined();
    expect(sidebarPlants()).toHaveAccessibleDescription('In progress');
  });

  it('shows a name left in its box that cannot be saved, focuses it and sends nothing', async () => {
    const { user, dataLayer } = await openPlants();
    const call = vi.spyOn(dataLayer.commands, 'call');
    await user.type(lovedBox(), 'Lavender{Enter}');
    await user.type(avoidedBox(), 'LAVENDER');
    await user.type(allergies(), 'x'.repeat(10));
    await user.click(saveButton());

    expect(
      await screen.findByText(
        'A plant cannot be both loved and avoided: please remove LAVENDER from one of the lists.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(avoidedBox()).toHaveFocus());
    expect(call).not.toHaveBeenCalledWith('savePlants', expect.anything());
  });

  it('keeps the answers and says why when the save fails', async () => {
    const { user, dataLayer, location } = await openPlants();
    vi.spyOn(dataLayer.commands, 'call').mockRejectedValue(
      new CommandFailure('unavailable', 'We could not save your plants. Please try again.'),
    );
    await user.type(lovedBox(), 'Lavender{Enter}');
    await user.click(saveButton());

    expect(
      await screen.findByText('We could not save your plants. Please try again.'),
    ).toBeVisible();
    expect(location().pathname).toBe(PLANTS);
    expect(listed(lovedList())).toEqual(['Lavender']);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });
});
