import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { SNACKBAR_AUTO_HIDE_MS, type SnackbarVariant } from '@yardwise/domain/shell/timing';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { useSnackbar } from './snackbar';

// fireEvent, not user-event: user-event awaits a real setTimeout that fake timers never run.

function ShowButton({ message, variant }: { message: string; variant: SnackbarVariant }) {
  const snackbar = useSnackbar();
  return <button onClick={() => snackbar.show(message, variant)}>Show</button>;
}

function showSnackbar(message: string, variant: SnackbarVariant) {
  renderWithProviders(
    <>
      <p>Somewhere else on the page</p>
      <ShowButton message={message} variant={variant} />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
}

function clickOn(element: Element) {
  fireEvent.pointerDown(element);
  fireEvent.mouseDown(element);
  fireEvent.pointerUp(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element);
}

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['error', 'alert'],
    ['warning', 'alert'],
  ] as const)('announces a %s message with role %s', (variant, role) => {
    showSnackbar('Your photos are saved.', variant);

    expect(screen.getByRole(role)).toHaveTextContent('Your photos are saved.');
  });

  it('stays open after a click elsewhere and hides itself after 6000 ms', () => {
    showSnackbar('Your photos are saved.', 'success');

    clickOn(screen.getByText('Somewhere else on the page'));
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Your photos are saved.');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Your photos are saved.')).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    showSnackbar('Could not save. Please try again.', 'error');

    clickOn(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits while the pointer is on it, then hides 6000 ms after the pointer leaves', () => {
    showSnackbar('Your photos are saved.', 'info');

    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS * 2));
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows at most three at once, dropping the oldest', () => {
    renderWithProviders(<ShowButton message="Saved." variant="success" />);
    for (let shown = 0; shown < 4; shown++)
      fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    expect(screen.getAllByRole('status')).toHaveLength(3);
  });
});

describe('snackbar placement: never over the field in use', () => {
  // jsdom lays nothing out: a phone's boxes are given instead. The bar sits at the bottom of an
  // 844 px viewport; the State field is focused right where the bar appears.
  const barBox = new DOMRect(16, 756, 358, 72);
  const stateFieldBox = new DOMRect(16, 740, 358, 48);
  let scrollBy: ReturnType<typeof vi.fn<(options: ScrollToOptions) => void>>;

  beforeEach(() => {
    scrollBy = vi.fn<(options: ScrollToOptions) => void>();
    vi.spyOn(window, 'scrollBy').mockImplementation(scrollBy as typeof window.scrollBy);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this.getAttribute('aria-label') === 'State') return stateFieldBox;
      if (this.querySelector('[role="alert"], [role="status"]')) return barBox;
      return new DOMRect(0, 0, 0, 0);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  function renderForm() {
    renderWithProviders(
      <>
        <input aria-label="State" />
        <ShowButton
          message="Failed to update account information. Please try again."
          variant="error"
        />
      </>,
    );
  }

  it('scrolls the focused field above the error, with room kept at the end of the page', () => {
    renderForm();
    screen.getByRole('textbox', { name: 'State' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update account information.');
    // The field's bottom (788) ends 8 px above the bar's top (756).
    expect(scrollBy).toHaveBeenCalledWith({ top: 788 - 756 + 8 });
    // The bar's height, its 16 px offset and the 8 px gap: room to scroll and a scroll padding.
    expect(screen.getByTestId('snackbar-room')).toHaveStyle({ height: '96px' });
    expect(document.documentElement.style.scrollPaddingBottom).toBe('96px');
  });

  it('moves a field focused while the error shows out from under it too', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    scrollBy.mockClear();

    screen.getByRole('textbox', { name: 'State' }).focus();
    expect(scrollBy).toHaveBeenCalledWith({ top: 40 });
  });

  it('gives the room back once the error is closed', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    clickOn(screen.getByRole('button', { name: 'Close notification' }));

    expect(screen.queryByTestId('snackbar-room')).toBeNull();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
