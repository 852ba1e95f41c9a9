import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ALLERGIES_QUESTION } from '@yardwise/domain/laterSteps/plantsMessages';
import {
  DESIGNER_ON_IT,
  READ_ONLY_NOTE_HEADING,
  SUBMIT_BUTTON,
  TALK_TO_US,
} from '@yardwise/domain/laterSteps/startProject/messages';
import {
  BUDGET_CHECKLIST_PHASING_PATH,
  BUDGET_PRIORITIZE_PATH,
  BUDGET_REVIEW_PATH,
  EXTERIOR_DESIGN_PATH,
  EXTERIOR_INSPIRATION_PATH,
  EXTERIOR_PAINT_PATH,
  GOALS_PATH,
  LANDSCAPE_INSPIRATION_PATH,
  MY_YARD_PATH,
  PLANS_PATH,
  PLANTS_PATH,
  PREFERENCES_PATH,
  reviewPagePath,
  START_PROJECT_PATH,
  yardPagePath,
} from '@yardwise/domain/routes/paths';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleClient';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { sampleOnboardState } from '@web/features/onboarding/onboardPageHarness';
import {
  prepareAll,
  withExteriorUpgrade,
  withResponse,
  withState,
} from '@web/features/wishlist/data/wishListTestKit';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { readLaterStepDraft, writeLaterStepDraft } from '@web/ui/laterStepDrafts';
import { AppRoutes } from '@web/app/router';

// Once the project is submitted, every onboarding page shows the client's answers and takes no
// change: each control is disabled, no upload control is offered, and no draft is kept. The
// sample client (Full Yard) gets the exterior upgrade so its exterior pages show too.

const SUBMISSION = {
  submittedAt: '2026-11-02T15:00:00.000Z',
  firstDesignDue: '2026-11-23',
  expedited: false,
  turnaroundBusinessDays: 15,
};

/** The sample client with the back yard's uploads done, a wish-list item, and the project submitted. */
async function submittedClient() {
  const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
  const { yardsStatusObj } = sampleOnboardState(dataLayer);
  await prepareAll(
    withExteriorUpgrade(),
    withResponse('patio', { priceOptionId: 'patio-price-1', yards: ['back'] }),
    withState({
      yardsStatusObj: { ...yardsStatusObj, back: { ...yardsStatusObj.back!, upload: 'COMPLETE' } },
      submission: SUBMISSION,
    }),
  )(dataLayer);
  return dataLayer;
}

/** The page's controls a client could still change something with. */
function enabledControls(): string[] {
  const main = screen.getByRole('main');
  return [...main.querySelectorAll('input:not([type=hidden]), textarea, select, button')]
    .filter((control) => !control.matches(':disabled'))
    .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '')
    .filter((name) => name !== TALK_TO_US);
}

// Each step's page and a control that shows once its answers are on screen.
const STEP_PAGES: [path: string, control: string | RegExp][] = [
  [yardPagePath('front', 'upload'), 'Save and go to keep/remove'],
  [yardPagePath('front', 'keep'), 'Save and go to functions'],
  [yardPagePath('front', 'priorities'), 'Save and complete'],
  [BUDGET_CHECKLIST_PHASING_PATH, 'Save'],
  [BUDGET_PRIORITIZE_PATH, 'Submit my wish list'],
  [BUDGET_REVIEW_PATH, 'CONFIRM'],
  [EXTERIOR_DESIGN_PATH, 'Finish the quiz'],
  [EXTERIOR_PAINT_PATH, 'Yes'],
  [EXTERIOR_INSPIRATION_PATH, 'Save and continue'],
  [GOALS_PATH, 'Save and continue'],
  [LANDSCAPE_INSPIRATION_PATH, 'Save and continue'],
  [PLANS_PATH, 'Save and continue'],
  [PREFERENCES_PATH, 'Save and continue'],
  [PLANTS_PATH, 'Save and continue'],
];

describe('a submitted project', () => {
  it.each(STEP_PAGES)('shows %s read-only', async (path, control) => {
    renderWithProviders(<AppRoutes />, { route: path, dataLayer: await submittedClient() });

    const shown = await screen.findByRole('button', { name: control }, { timeout: 8000 });
    expect(shown).toBeDisabled();
    expect(enabledControls()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    expect(screen.getByRole('complementary', { name: READ_ONLY_NOTE_HEADING })).toBeInTheDocument();
  });

  it('offers no submit on Start My Project, only the summary and its links', async () => {
    renderWithProviders(<AppRoutes />, {
      route: START_PROJECT_PATH,
      dataLayer: await submittedClient(),
    });

    expect(await screen.findByText(DESIGNER_ON_IT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SUBMIT_BUTTON })).toBeNull();
    expect(enabledControls()).toEqual([]);
  });

  it('still leads on from My Yard and the review of uploads, by links', async () => {
    const dataLayer = await submittedClient();
    const view = renderWithProviders(<AppRoutes />, { route: MY_YARD_PATH, dataLayer });
    const next = await screen.findByRole('link', { name: 'NEXT STEP: WISH LIST' });
    expect(next).toHaveAttribute('href', '/onboard/budget');
    view.unmount();

    renderWithProviders(<AppRoutes />, { route: reviewPagePath('2'), dataLayer });
    expect(await screen.findByRole('link', { name: 'CONFIRM' })).toHaveAttribute('href');
  });

  it('shows what was saved, not a draft left from before, and keeps no draft', async () => {
    writeLaterStepDraft(SAMPLE_CLIENT.uid, 'plants', { allergies: 'Typed before submitting' });
    renderWithProviders(<AppRoutes />, { route: PLANTS_PATH, dataLayer: await submittedClient() });

    const allergies = await screen.findByRole('textbox', { name: ALLERGIES_QUESTION });
    expect(allergies).toHaveValue('');
    expect(allergies).toBeDisabled();
    await waitFor(() => expect(readLaterStepDraft(SAMPLE_CLIENT.uid, 'plants')).toBeNull());
    const steps = screen.getByRole('navigation', { name: /steps/i });
    expect(within(steps).getByRole('link', { name: /My Plants/ })).toHaveTextContent('To do');
  });
});
