import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  LOGOUT,
  MISSING_RECORDS_TITLE,
  UNKNOWN_CONTEXT_ERROR,
} from '@yardwise/domain/onboarding/messages';
import { brand } from '@web/ui/brand';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { ContextErrorDialog } from './ContextErrorDialog';

const helpLine = `Please message us using the 'help' button or email ${brand.supportEmail}`;

function renderDialog(contextError: string) {
  const onLogout = vi.fn();
  const view = renderWithProviders(
    <ContextErrorDialog contextError={contextError} onLogout={onLogout} />,
  );
  return { ...view, onLogout };
}

describe('ContextErrorDialog', () => {
  it('shows only the 404 graphic and Logout for "404"', async () => {
    renderDialog('404');

    const dialog = await screen.findByRole('alertdialog', { name: 'Page not found' });
    expect(within(dialog).getByRole('img', { name: 'Page not found' })).toBeInTheDocument();
    // No words besides the graphic's own number and the button.
    expect(dialog).toHaveTextContent(/^404Logout$/);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([LOGOUT]);
  });

  it('says something is wrong on our end for missing records, with the support email', async () => {
    renderDialog('missingRecords');

    const dialog = await screen.findByRole('alertdialog', { name: MISSING_RECORDS_TITLE });
    expect(dialog).toHaveAccessibleDescription(helpLine);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent(`${MISSING_RECORDS_TITLE}${helpLine}${LOGOUT}`);
  });

  it('asks to log out and back in for any other error, with the help hint', async () => {
    renderDialog('Error fetching onboardState doc for user u1');

    const dialog = await screen.findByRole('alertdialog', { name: UNKNOWN_CONTEXT_ERROR });
    expect(dialog).toHaveTextContent(`${UNKNOWN_CONTEXT_ERROR}${helpLine}${LOGOUT}`);
    expect(dialog).not.toHaveTextContent('onboardState');
  });

  it('logs out from its button and cannot be dismissed with Escape or a click outside', async () => {
    const { user, onLogout } = renderDialog('missingRecords');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    // The page behind a modal ignores the pointer, so this click skips user-event's check.
    await userEvent
      .setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
      .click(document.querySelector('[data-part="backdrop"]')!);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: LOGOUT }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without a context error', () => {
    renderDialog('');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
