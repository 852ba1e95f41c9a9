import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { REVERSAL_NOTICE_HEADING } from '@yardwise/domain/checkout/reversalNotice';
import {
  CLIENT_CANNOT_ONBOARD,
  MISSING_RECORDS_TITLE,
  SIDEBAR_LABELS,
} from '@yardwise/domain/onboarding/messages';
import { AppRoutes } from '@web/app/router';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { renderOnboardRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';

const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);

/** The sample client with some of their records taken away first. */
async function renderWithout(collections: ('onboardStates' | 'profiles' | 'projects')[]) {
  const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
  const ids = {
    onboardStates: STATE_ID,
    profiles: SAMPLE_CLIENT_UID,
    projects: 'project-sample-client',
  };
  await dataLayer.store.transaction(async (tx) => {
    for (const collection of collections) await tx.delete(collection, ids[collection]);
  });
  const call = vi.spyOn(dataLayer.commands, 'call');
  const view = renderWithProviders(<AppRoutes />, { route: '/onboard/my-yard', dataLayer });
  return { ...view, call, dataLayer };
}

describe('the onboarding shell and the onboard state it loads', () => {
  it('shows the steps, "step x of n", the client\'s yard and Talk to us around the page', async () => {
    const view = await renderOnboardRoute('/onboard/my-yard');
    const steps = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(within(steps).getByRole('link', { name: 'My Yard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('progressbar', { name: /^step 1 of \d+$/ })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Talk to us' }));
    expect(await screen.findByRole('dialog', { name: 'Talk to us' })).toBeVisible();
  });

  it('puts the steps navigation beside main, not inside it, and the page inside main', async () => {
    await renderOnboardRoute('/onboard/my-yard');
    const steps = screen.getByRole('navigation', { name: 'Onboarding steps' });
    const main = screen.getByRole('main');
    expect(main).not.toContainElement(steps);
    expect(steps.closest('main')).toBeNull();
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'My Yard' }));
    expect(main).toContainElement(screen.getByRole('button', { name: 'Talk to us' }));
    expect(main).toHaveAttribute('id', 'main');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('opens Talk to us from the keyboard, gives focus back on close and opens it again', async () => {
    const { user } = await renderOnboardRoute('/onboard/my-yard');
    const talkToUs = screen.getByRole('button', { name: 'Talk to us' });

    talkToUs.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Talk to us' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(talkToUs).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('dialog', { name: 'Talk to us' })).toBeVisible();
  });

  it('shows Exterior Design to a Full Yard client who bought the exterior upgrade', async () => {
    await renderOnboardRoute('/onboard/my-yard', ({ store }) =>
      store.transaction((tx) =>
        tx.update('profiles', SAMPLE_CLIENT_UID, { exteriorUpgrade: true }),
      ),
    );
    const steps = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(
      within(steps).getByRole('link', { name: SIDEBAR_LABELS['exterior-design'] }),
    ).toHaveAttribute('href', '/onboard/exterior-design');
    // Full Yard's eight steps and Exterior Design.
    expect(screen.getByRole('progressbar', { name: 'step 1 of 9' })).toBeInTheDocument();
  });

  it('keeps Exterior Design out of a Full Yard sidebar without the upgrade', async () => {
    await renderOnboardRoute('/onboard/my-yard');
    const steps = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(within(steps).getByRole('link', { name: SIDEBAR_LABELS.goals })).toBeVisible();
    expect(
      within(steps).queryByRole('link', { name: SIDEBAR_LABELS['exterior-design'] }),
    ).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'step 1 of 8' })).toBeInTheDocument();
  });

  it('sends a Full Yard client who opens exterior design by its address to My Yard', async () => {
    for (const path of ['/onboard/exterior-design', '/onboard/exterior-design/paint/picker']) {
      const view = await renderOnboardRoute(path);
      await waitFor(() => expect(view.location().pathname).toBe('/onboard/my-yard'));
      expect(
        await screen.findByRole('heading', { level: 1, name: SIDEBAR_LABELS['my-yard'] }),
      ).toBeVisible();
      expect(screen.queryByText('Page not found')).toBeNull();
      view.unmount();
    }
  });

  it('sends them to their current step instead when their package has it', async () => {
    const view = await renderOnboardRoute('/onboard/exterior-design/inspiration', ({ store }) =>
      store.transaction((tx) => tx.update('onboardStates', STATE_ID, { currentStep: 'Budget' })),
    );
    // The budget step opens on its checklist while the step is not complete.
    await waitFor(() => expect(view.location().pathname).toBe('/onboard/budget/checklist/list'));
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('tells a client whose payment was refunded, above the page', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
    await dataLayer.store.transaction(async (tx) => {
      await tx.update('onboardStates', STATE_ID, {
        paymentReversal: { kind: 'partially_refunded', amount: 50000, amountCharged: 249500 },
      });
    });
    renderWithProviders(<AppRoutes />, { route: '/onboard/my-yard', dataLayer });

    const note = await screen.findByRole('complementary', { name: REVERSAL_NOTICE_HEADING });
    expect(note).toHaveTextContent(
      /^About your payment\s*We refunded \$500\.00 of your \$2,495\.00 payment; it is on its way back to your payment method\. Reach out to \S+@\S+ with any questions\.$/,
    );
  });

  it('shows no payment note to a client whose payment stands', async () => {
    await renderOnboardRoute('/onboard/my-yard');
    expect(screen.queryByRole('complementary', { name: REVERSAL_NOTICE_HEADING })).toBeNull();
  });

  it("creates a new client's onboard state on the first visit", async () => {
    const { call, dataLayer } = await renderWithout(['onboardStates']);
    await screen.findByRole('heading', { level: 1, name: 'My Yard' }, { timeout: 5000 });
    expect(call).toHaveBeenCalledWith('startOnboarding', {});
    expect(dataLayer.store.read('onboardStates', STATE_ID)?.currentStep).toBe('Yard');
  });

  it('sends a client without a purchase to the packages page', async () => {
    const view = await renderWithout(['onboardStates', 'projects']);
    await waitFor(() => expect(view.location().pathname).toBe('/packages'));
  });

  it('blocks with the missing-records dialog and alerts staff when the profile is gone', async () => {
    const { call } = await renderWithout(['profiles']);
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText(MISSING_RECORDS_TITLE)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeVisible();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('alertCannotOnboard', {
        detail: `No profile for user ${SAMPLE_CLIENT_UID} ${CLIENT_CANNOT_ONBOARD}`,
      }),
    );
    expect(call.mock.calls.filter(([name]) => name === 'alertCannotOnboard')).toHaveLength(1);
  });

  it('resets the yards from the Reset link of a test host and opens choose-yards', async () => {
    const view = await renderOnboardRoute('/onboard/my-yard');
    await view.user.click(screen.getByRole('button', { name: 'Reset' }));
    const ask = await screen.findByRole(
      'alertdialog',
      { name: 'Reset your onboarding?' },
      { timeout: 5000 },
    );
    expect(ask).toHaveAccessibleDescription(/clears the yards you chose and the progress/);
    // Nothing is reset until the client confirms.
    expect(view.dataLayer.store.read('onboardStates', STATE_ID)?.yardsStatusObj).not.toEqual({});
    await view.user.click(within(ask).getByRole('button', { name: 'Reset onboarding' }));
    await waitFor(() =>
      expect(view.location().pathname).toBe('/onboard/onboard/my-yard/choose-yards'),
    );
    expect(view.dataLayer.store.read('onboardStates', STATE_ID)?.yardsStatusObj).toEqual({});
    expect(await screen.findByRole('button', { name: 'Add Front Yard' })).toBeVisible();
  }, 15_000);

  it('keeps everything when Reset is cancelled', async () => {
    const view = await renderOnboardRoute('/onboard/my-yard');
    const before = view.dataLayer.store.read('onboardStates', STATE_ID);
    await view.user.click(screen.getByRole('button', { name: 'Reset' }));
    const ask = await screen.findByRole(
      'alertdialog',
      { name: 'Reset your onboarding?' },
      { timeout: 5000 },
    );
    await view.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(view.location().pathname).toBe('/onboard/my-yard');
    expect(view.dataLayer.store.read('onboardStates', STATE_ID)).toEqual(before);
  }, 15_000);
});
