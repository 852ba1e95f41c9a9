import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(busy = false) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  const view = renderWithProviders(
    <ConfirmDialog
      open
      title="Remove Patio from your wish list?"
      description="Its price range, style, yards and notes will be deleted."
      confirmLabel="Remove"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  );
  return { ...view, onCancel, onConfirm };
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog with the question and what will be lost', async () => {
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove Patio from your wish list?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Its price range, style, yards and notes will be deleted.',
    );
  });

  it('confirms with its button and cancels with Escape', async () => {
    const { user, onCancel, onConfirm } = renderDialog();
    await screen.findByRole('alertdialog');

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('waits on both buttons while the action runs', async () => {
    const { user, onCancel } = renderDialog(true);
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
