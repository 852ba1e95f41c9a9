import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  INSTALLATION_PLANS_TOOLTIP,
  LOGOUT,
  SIDEBAR_HELP,
} from '@yardwise/domain/onboarding/messages';
import {
  sidebarItems,
  type SidebarContext,
  type SidebarStepItem,
} from '@yardwise/domain/onboarding/sidebar';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { setViewportWidth } from '@web/testing/viewport';
import { loadLockedStepTooltip } from './loadLockedStepTooltip';
import { OnboardSidebar } from './OnboardSidebar';

function itemsFor(context: Partial<SidebarContext> = {}) {
  return sidebarItems({
    packageKey: 'full-yard',
    accessFlag: false,
    installationPlansSubmitted: false,
    pathname: '/onboard/my-yard',
    ...context,
  });
}

function stepsOf(items: ReturnType<typeof sidebarItems>): SidebarStepItem[] {
  return items.filter((item): item is SidebarStepItem => item.kind === 'step');
}

function renderSidebar(items = itemsFor()) {
  const onHelp = vi.fn();
  const onLogout = vi.fn();
  const view = renderWithProviders(
    <OnboardSidebar items={items} onHelp={onHelp} onLogout={onLogout} />,
  );
  return { ...view, onHelp, onLogout };
}

describe('OnboardSidebar', () => {
  it('lists every step of the package with a page as a link to it, the current one marked', () => {
    const items = itemsFor({ pathname: '/onboard/budget/checklist' });
    renderSidebar(items);

    const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
    const links = within(nav).getAllByRole('link');
    const linked = stepsOf(items);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(linked.map((step) => step.path));
    linked.forEach((step, index) => expect(links[index]).toHaveAccessibleName(step.label));
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName('Wish List');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([current]);
  });

  it('shows each later step’s status, each a link to its page', () => {
    renderSidebar(itemsFor({ laterStepStatuses: { goals: 'in-progress' } }));

    const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
    const goals = within(nav).getByRole('link', { name: 'My Goals' });
    expect(goals).toHaveAttribute('href', '/onboard/goals');
    expect(goals).toHaveAccessibleDescription('In progress');
    expect(within(nav).getByRole('link', { name: 'My Yard' })).not.toHaveAccessibleDescription();
    expect(within(nav).getByRole('link', { name: /Start My Project/ })).toHaveAttribute(
      'href',
      '/onboard/start-project',
    );
    expect(within(nav).getByRole('link', { name: 'My Inspiration' })).toHaveAttribute(
      'href',
      '/onboard/inspiration',
    );
    expect(within(nav).getByRole('link', { name: 'Plans & Drawings' })).toHaveAttribute(
      'href',
      '/onboard/plans',
    );
    expect(within(nav).getByRole('link', { name: 'My Plants' })).toHaveAttribute(
      'href',
      '/onboard/plants',
    );
    // Every later step has its page now: none is shown as coming soon.
    expect(within(nav).queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('shows a locked step as no link, with the installation plans reason for keyboard and screen readers', async () => {
    const items = itemsFor({ accessFlag: true });
    const locked = stepsOf(items).filter((step) => step.disabled);
    expect(locked.length).toBeGreaterThan(0);
    const { user } = renderSidebar(items);

    const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
    for (const step of locked) {
      expect(within(nav).queryByRole('link', { name: step.label })).not.toBeInTheDocument();
      const control = within(nav).getByRole('button', { name: step.label });
      expect(control).toHaveAttribute('aria-disabled', 'true');
      expect(control).toHaveAccessibleDescription(INSTALLATION_PLANS_TOOLTIP);
    }
    // My Yard and Wish List stay open.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My Yard', 'Wish List']);

    // The tooltip comes with its own download (the shell starts it early when steps can be locked).
    await act(() => loadLockedStepTooltip());
    for (const step of locked) {
      expect(within(nav).getByRole('button', { name: step.label })).toHaveAccessibleDescription(
        INSTALLATION_PLANS_TOOLTIP,
      );
    }

    // Tabbing past the open steps reaches the first locked one and shows its tooltip.
    await user.tab();
    await user.tab();
    await user.tab();
    const firstLocked = within(nav).getByRole('button', { name: locked[0]!.label });
    expect(firstLocked).toHaveFocus();
    expect(
      await screen.findByText(INSTALLATION_PLANS_TOOLTIP, { selector: '[data-part="content"]' }),
    ).toBeVisible();
  });

  it('calls the Help and Logout handlers from their buttons', async () => {
    const { user, onHelp, onLogout } = renderSidebar();

    await user.click(screen.getByRole('button', { name: SIDEBAR_HELP }));
    expect(onHelp).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: LOGOUT }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('puts the steps behind a Steps button on a phone and closes the drawer once a step is chosen', async () => {
    setViewportWidth(375);
    const items = itemsFor();
    const { user, location } = renderSidebar(items);

    expect(screen.queryByRole('navigation', { name: 'Onboarding steps' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Steps' }));

    const drawer = await screen.findByRole('dialog', { name: 'Steps' });
    const nav = within(drawer).getByRole('navigation', { name: 'Onboarding steps' });
    expect(within(nav).getAllByRole('link')).toHaveLength(stepsOf(items).length);
    await user.click(within(nav).getByRole('link', { name: 'Wish List' }));

    expect(location().pathname).toBe('/onboard/budget');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the phone drawer before opening help', async () => {
    setViewportWidth(375);
    const { user, onHelp } = renderSidebar();

    await user.click(screen.getByRole('button', { name: 'Steps' }));
    const drawer = await screen.findByRole('dialog', { name: 'Steps' });
    await user.click(within(drawer).getByRole('button', { name: SIDEBAR_HELP }));

    expect(onHelp).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives focus back to the Steps button when the phone drawer closes, and opens it again', async () => {
    setViewportWidth(375);
    const { user } = renderSidebar();
    const stepsButton = screen.getByRole('button', { name: 'Steps' });
    expect(stepsButton).toHaveAttribute('aria-expanded', 'false');

    stepsButton.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Steps' });
    expect(stepsButton).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(stepsButton).toHaveFocus());
    expect(stepsButton).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Steps' })).toBeVisible();
  });
});
