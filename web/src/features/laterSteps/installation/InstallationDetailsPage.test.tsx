import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { laterStepAnswersId } from '@yardwise/domain/laterSteps/answers';
import {
  addMonths,
  localMonth,
  monthLabel,
  startMonthsFrom,
} from '@yardwise/domain/laterSteps/installation';
import { SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import { AppRoutes } from '@web/app/router';
import { CommandFailure } from '@web/data/commandFailure';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderOnboardRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { laterStepDraftKey } from '@web/ui/laterStepDrafts';

const INSTALLATION = '/onboard/installation';
const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);
const ANSWERS_ID = laterStepAnswersId(SAMPLE_PROJECT_ID, 'installation-details');
const DRAFT_KEY = laterStepDraftKey(SAMPLE_CLIENT_UID, 'installation-details');
// The page offers months from the browser's date, as the test's is.
const thisMonth = localMonth(new Date());

/** The sample client as a buyer of Uber Premium, the one package with Installation Details. */
async function asUberPremium(layer: MemoryDataLayer) {
  await layer.store.transaction((tx) =>
    tx.update('profiles', SAMPLE_CLIENT_UID, { package: 'uber-premium' }),
  );
}

async function openInstallation(prepare?: (layer: MemoryDataLayer) => Promise<void>) {
  const view = await renderOnboardRoute(INSTALLATION, async (layer) => {
    await asUberPremium(layer);
    await prepare?.(layer);
  });
  await screen.findByRole('heading', { level: 1, name: 'Installation Details' }, { timeout: 3000 });
  return view;
}

const startMonth = () =>
  screen.getByRole('combobox', { name: 'When would you like installation to start?' });
const contact = (name: string) =>
  within(
    screen.getByRole('radiogroup', { name: 'How should the installer contact you?' }),
  ).getByRole('radio', { name });
const accessNotes = () =>
  screen.getByRole('textbox', { name: 'Anything the installer must know about access?' });
const saveButton = () => screen.getByRole('button', { name: 'Save and continue' });
const sidebarInstallation = () =>
  within(screen.getByRole('navigation', { name: 'Onboarding steps' })).getByRole('link', {
    name: 'Installation Details',
  });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Installation Details (/onboard/installation)', () => {
  it('offers this month to 18 months ahead by name, and phone, email or text', async () => {
    await openInstallation();

    const options = within(startMonth())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose a month', ...startMonthsFrom(thisMonth).map(monthLabel)]);
    expect(options).toHaveLength(20);
    expect(options[1]).toBe(monthLabel(thisMonth));
    expect(options.at(-1)).toBe(monthLabel(addMonths(thisMonth, 18)));
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(startMonth()).toHaveAccessibleDescription(
      'Choose a month from this month to 18 months ahead.',
    );
    const methods = screen.getByRole('radiogroup', {
      name: 'How should the installer contact you?',
    });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((option) => option.closest('label')?.textContent),
    ).toEqual(['Phone', 'Email', 'Text']);
    expect(accessNotes()).toHaveValue('');
    expect(sidebarInstallation()).toHaveAttribute('href', INSTALLATION);
    expect(sidebarInstallation()).toHaveAttribute('aria-current', 'page');
  });

  it('says what is missing, moves focus to the start month and sends nothing', async () => {
    const { user, dataLayer } = await openInstallation();
    const call = vi.spyOn(dataLayer.commands, 'call');
    await user.click(saveButton());

    expect(
      await screen.findByText('Please choose the month you would like installation to start.'),
    ).toBeVisible();
    expect(screen.getByText('Please choose how the installer should contact you.')).toBeVisible();
    await waitFor(() => expect(startMonth()).toHaveFocus());
    expect(startMonth()).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalledWith('saveInstallationDetails', expect.anything());
  });

  it('takes up to 500 characters about access and counts them', async () => {
    const { user } = await openInstallation();
    fireEvent.change(accessNotes(), { target: { value: 'x'.repeat(501) } });
    await user.click(accessNotes());
    await user.tab();

    expect(await screen.findByText('Please keep this to 500 characters or fewer.')).toBeVisible();
    expect(screen.getByText('501/500')).toBeVisible();
  });

  it('saves the answers, shows the step complete and continues to My Goals', async () => {
    const { user, dataLayer, location } = await openInstallation();
    const call = vi.spyOn(dataLayer.commands, 'call');
    const chosen = addMonths(thisMonth, 4);
    await user.selectOptions(startMonth(), monthLabel(chosen));
    await user.click(contact('Text'));
    await user.type(accessNotes(), '  Side gate, code 1234. The dog is friendly.  ');
    await user.click(saveButton());

    await waitFor(() => expect(location().pathname).toBe('/onboard/goals'));
    expect(call).toHaveBeenCalledWith('saveInstallationDetails', {
      startMonth: chosen,
      contactMethod: 'text',
      accessNotes: '  Side gate, code 1234. The dog is friendly.  ',
    });
    expect(dataLayer.store.read('laterStepAnswers', ANSWERS_ID)).toMatchObject({
      userId: SAMPLE_CLIENT_UID,
      projectId: SAMPLE_PROJECT_ID,
      step: 'installation-details',
      answers: {
        startMonth: chosen,
        contactMethod: 'text',
        accessNotes: 'Side gate, code 1234. The dog is friendly.',
      },
    });
    expect(dataLayer.store.read('onboardStates', STATE_ID)).toMatchObject({
      laterSteps: { 'installation-details': 'complete' },
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(sidebarInstallation()).toHaveAccessibleDescription('Complete'));
  });

  it('keeps what was typed through a reload until it is saved, and shows the step in progress', async () => {
    const first = await openInstallation();
    const chosen = addMonths(thisMonth, 18);
    await first.user.selectOptions(startMonth(), monthLabel(chosen));
    await first.user.click(contact('Email'));
    await first.user.type(accessNotes(), 'Park on the street');
    await waitFor(() => expect(sidebarInstallation()).toHaveAccessibleDescription('In progress'));
    first.unmount();

    renderWithProviders(<AppRoutes />, { route: INSTALLATION, dataLayer: first.dataLayer });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Installation Details' },
      { timeout: 5000 },
    );
    expect(startMonth()).toHaveValue(chosen);
    expect(contact('Email')).toBeChecked();
    expect(accessNotes()).toHaveValue('Park on the street');
    expect(first.dataLayer.store.read('laterStepAnswers', ANSWERS_ID)).toBeUndefined();
  });

  it('asks again for a start month saved long ago, which is no longer offered', async () => {
    const { user, dataLayer } = await openInstallation(async (layer) => {
      await layer.store.transaction(async (tx) => {
        await tx.set('laterStepAnswers', ANSWERS_ID, {
          userId: SAMPLE_CLIENT_UID,
          projectId: SAMPLE_PROJECT_ID,
          step: 'installation-details',
          answers: {
            startMonth: addMonths(thisMonth, -3),
            contactMethod: 'phone',
            accessNotes: '',
          },
          updatedAt: '2026-03-01T12:00:00.000Z',
        });
      });
    });
    const call = vi.spyOn(dataLayer.commands, 'call');
    expect(startMonth()).toHaveValue('');
    expect(contact('Phone')).toBeChecked();
    await user.click(saveButton());

    const months = startMonthsFrom(thisMonth);
    expect(
      await screen.findByText(
        `Please choose a month from ${monthLabel(months[0]!)} to ${monthLabel(months.at(-1)!)}.`,
      ),
    ).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('saveInstallationDetails', expect.anything());
  });

  it('keeps the answers and says why when the save fails', async () => {
    const { user, dataLayer, location } = await openInstallation();
    vi.spyOn(dataLayer.commands, 'call').mockRejectedValue(
      new CommandFailure('unavailable', 'We could not save your details. Please try again.'),
    );
    await user.selectOptions(startMonth(), monthLabel(thisMonth));
    await user.click(contact('Phone'));
    await user.click(saveButton());

    expect(
      await screen.findByText('We could not save your details. Please try again.'),
    ).toBeVisible();
    expect(location().pathname).toBe(INSTALLATION);
    expect(startMonth()).toHaveValue(thisMonth);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });

  it('is not offered to a package without it: its address leads elsewhere', async () => {
    const { location } = await renderOnboardRoute(INSTALLATION);
    await waitFor(() => expect(location().pathname).not.toBe(INSTALLATION));
    expect(screen.queryByRole('heading', { level: 1, name: 'Installation Details' })).toBeNull();
  });
});
