import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { OnboardStateDoc } from '@yardwise/domain/firestore/documents';
import { CONFIRM_INFORMATION_TITLE } from '@yardwise/domain/onboarding/messages';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderOnboardRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';
import { CONFIRM_INFORMATION_BUTTON } from './ConfirmInformationDialog';
import { NEXT_STEP_HINT } from './YardOverviewPage';

const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);

function patchState(patch: (state: OnboardStateDoc) => Partial<OnboardStateDoc>) {
  return async ({ store }: MemoryDataLayer) => {
    await store.transaction(async (tx) => {
      const state = await tx.get('onboardStates', STATE_ID);
      await tx.update('onboardStates', STATE_ID, patch(state!));
    });
  };
}

const savedState = (dataLayer: MemoryDataLayer) => dataLayer.store.read('onboardStates', STATE_ID)!;

/** The overview of a client whose package designs the front or the back, with the front chosen. */
function renderFrontOrBackWithFront() {
  return renderOnboardRoute('/onboard/my-yard', async (dataLayer) => {
    await dataLayer.store.transaction((tx) =>
      tx.update('profiles', SAMPLE_CLIENT_UID, { package: 'starter-front-or-backyard' }),
    );
    await patchState((state) => ({
      yardsStatusObj: { front: state.yardsStatusObj.front! },
      inactiveYardsStatusObj: {},
      selectedYard: 'front',
    }))(dataLayer);
  });
}

describe('yard overview at /onboard/my-yard', () => {
  it('shows a card per chosen yard with its steps and their completion', async () => {
    await renderOnboardRoute('/onboard/my-yard');
    const front = screen.getByRole('region', { name: 'Front Yard' });
    expect(within(front).getByRole('link', { name: 'Uploads' })).toHaveAttribute(
      'href',
      '/onboard/my-yard/front/upload',
    );
    expect(
      within(front).getByRole('link', { name: /^Keep \/ Remove ?\(optional\)$/ }),
    ).toHaveAttribute('href', '/onboard/my-yard/front/keep');
    expect(within(front).getByRole('link', { name: /^Functions ?\(optional\)$/ })).toBeVisible();
    expect(within(front).getAllByText('Complete')).toHaveLength(1);
    const back = screen.getByRole('region', { name: 'Back Yard' });
    expect(within(back).getAllByText('To do')).toHaveLength(3);
  });

  it('tells a Small Space client the 500 square feet their package designs', async () => {
    await renderOnboardRoute('/onboard/my-yard', async (dataLayer) => {
      await dataLayer.store.transaction((tx) =>
        tx.update('profiles', SAMPLE_CLIENT_UID, { package: 'small-space' }),
      );
      await patchState((state) => ({
        yardsStatusObj: { outdoor: state.yardsStatusObj.back! },
        inactiveYardsStatusObj: {},
        selectedYard: 'outdoor',
      }))(dataLayer);
    });
    expect(screen.getByRole('region', { name: 'Outdoor Space' })).toBeVisible();
    expect(
      screen.getByText(
        'Your Small Space package designs one outdoor space of up to 500 square feet. Please choose and photograph an area no larger than that.',
      ),
    ).toBeVisible();
  });

  it('says nothing of that limit to a Full Yard client', async () => {
    await renderOnboardRoute('/onboard/my-yard');
    expect(screen.queryByText(/500 square feet/)).toBeNull();
  });

  it('keeps NEXT STEP: WISH LIST disabled until the required uploads are complete', async () => {
    await renderOnboardRoute('/onboard/my-yard');
    const next = screen.getByRole('button', { name: 'NEXT STEP: WISH LIST' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(NEXT_STEP_HINT);
  });

  it('goes on to the wish list once front and back uploads are complete', async () => {
    const view = await renderOnboardRoute(
      '/onboard/my-yard',
      patchState((state) => ({
        yardsStatusObj: {
          ...state.yardsStatusObj,
          back: { ...state.yardsStatusObj.back!, upload: 'COMPLETE' },
        },
      })),
    );
    await view.user.click(screen.getByRole('link', { name: 'NEXT STEP: WISH LIST' }));
    await waitFor(() => expect(view.location().pathname).toMatch(/^\/onboard\/budget/));
  });

  it('adds another allowed yard and removes it again once the client confirms', async () => {
    const view = await renderOnboardRoute('/onboard/my-yard');
    expect(screen.queryByRole('button', { name: 'Add Outdoor Space' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Add Left Side Yard' }));
    const left = await screen.findByRole('region', { name: 'Left Side Yard' });
    expect(Object.keys(savedState(view.dataLayer).yardsStatusObj)).toContain('left');
    await view.user.click(
      within(left).getByRole('button', { name: 'Remove yard: Left Side Yard' }),
    );
    const ask = await screen.findByRole(
      'alertdialog',
      { name: 'Remove your left side yard?' },
      { timeout: 5000 },
    );
    expect(ask).toHaveAccessibleDescription(
      /uploaded photos and videos, your keep\/remove comments/,
    );
    // Nothing is removed until the client confirms.
    expect(savedState(view.dataLayer).yardsStatusObj.left).toBeDefined();
    await view.user.click(within(ask).getByRole('button', { name: 'Remove yard' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Left Side Yard' })).toBeNull(),
    );
    expect(savedState(view.dataLayer).inactiveYardsStatusObj.left).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }, 15_000);

  it('asks before removing a yard the package needs, and Cancel keeps it', async () => {
    const view = await renderOnboardRoute('/onboard/my-yard');
    const back = screen.getByRole('region', { name: 'Back Yard' });
    const remove = within(back).getByRole('button', { name: 'Remove yard: Back Yard' });
    await view.user.click(remove);
    const ask = await screen.findByRole(
      'alertdialog',
      { name: 'Remove your back yard?' },
      { timeout: 5000 },
    );
    expect(
      within(ask).getByText(
        'Your package needs your back yard: you cannot go on to the next step until you add it back and finish its uploads.',
      ),
    ).toBeVisible();
    await view.user.click(within(ask).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'Back Yard' })).toBeVisible();
    expect(Object.keys(savedState(view.dataLayer).yardsStatusObj)).toContain('back');
    await waitFor(() => expect(remove).toHaveFocus(), { timeout: 5000 });
  }, 15_000);

  it('offers to switch yards when the package designs either the front or the back', async () => {
    const view = await renderFrontOrBackWithFront();
    expect(screen.queryByRole('button', { name: /Remove yard/ })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Add Back Yard' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Switch to your back yard?' });
    await view.user.click(within(prompt).getByRole('button', { name: 'Switch yards' }));
    await screen.findByRole('region', { name: 'Back Yard' });
    expect(screen.queryByRole('region', { name: 'Front Yard' })).toBeNull();
    // Each yard keeps its status: the front's finished uploads wait in the inactive map.
    expect(savedState(view.dataLayer).inactiveYardsStatusObj.front?.upload).toBe('COMPLETE');
  });

  it('keeps the yards when the switch is cancelled, with focus back on the yard asked for', async () => {
    const view = await renderFrontOrBackWithFront();
    const addBack = screen.getByRole('button', { name: 'Add Back Yard' });
    await view.user.click(addBack);
    const prompt = await screen.findByRole('alertdialog', { name: 'Switch to your back yard?' });
    await view.user.click(within(prompt).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Focus comes back once the dialog's closing transition has run, which a busy machine slows.
    await waitFor(() => expect(addBack).toHaveFocus(), { timeout: 5000 });
    expect(screen.getByRole('region', { name: 'Front Yard' })).toBeVisible();
    expect(Object.keys(savedState(view.dataLayer).yardsStatusObj)).toEqual(['front']);
    // The prompt downloads on its first opening, which a busy test machine slows.
  }, 15_000);

  it('blocks with Confirm Your Information until the client confirms', async () => {
    const view = await renderOnboardRoute(
      '/onboard/my-yard',
      patchState(() => ({ informationVerified: false })),
    );
    const dialog = await screen.findByRole('alertdialog', { name: CONFIRM_INFORMATION_TITLE });
    expect(within(dialog).getByText('Jordan Rivera')).toBeVisible();
    expect(within(dialog).getByText('Full Yard')).toBeVisible();
    await view.user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: CONFIRM_INFORMATION_TITLE })).toBeVisible();
    await view.user.click(within(dialog).getByRole('button', { name: CONFIRM_INFORMATION_BUTTON }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(savedState(view.dataLayer).informationVerified).toBe(true);
  });
});

describe('the onboarding resolver', () => {
  it.each([
    ['/onboard', '/onboard/my-yard'],
    ['/onboard/somewhere/else', '/onboard/my-yard'],
    ['/onboard/my-yard/review/9', '/onboard/my-yard/review/1'],
    ['/onboard/my-yard/front/photos', '/onboard/my-yard'],
    ['/onboard/my-yard/left/upload', '/onboard/my-yard'],
  ])('sends %s to %s', async (from, to) => {
    const view = await renderOnboardRoute(from);
    await waitFor(() => expect(view.location().pathname).toBe(to));
  });

  it('keeps the choose-yards route after a reset', async () => {
    const view = await renderOnboardRoute('/onboard/onboard/my-yard/choose-yards');
    expect(view.location().pathname).toBe('/onboard/onboard/my-yard/choose-yards');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your yards' })).toBeVisible();
  });
});
