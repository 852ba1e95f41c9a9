import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { SLOW_LOAD_AFTER_MS } from '@yardwise/domain/onboarding/contextError';
import { SLOW_LOAD_MESSAGE } from '@yardwise/domain/onboarding/messages';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { SlowLoadNotice } from './SlowLoadNotice';

describe('SlowLoadNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says nothing before 10 seconds and asks for a reload at 10 seconds', () => {
    renderWithProviders(<SlowLoadNotice waiting />);

    act(() => vi.advanceTimersByTime(SLOW_LOAD_AFTER_MS - 100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent(SLOW_LOAD_MESSAGE);
  });

  it('says nothing when not waiting, and hides the message once the wait is over', () => {
    const view = renderWithProviders(<SlowLoadNotice waiting={false} />);
    act(() => vi.advanceTimersByTime(SLOW_LOAD_AFTER_MS * 2));
    expect(screen.queryByText(SLOW_LOAD_MESSAGE)).not.toBeInTheDocument();

    view.rerender(<SlowLoadNotice waiting />);
    act(() => vi.advanceTimersByTime(SLOW_LOAD_AFTER_MS));
    expect(screen.getByText(SLOW_LOAD_MESSAGE)).toBeInTheDocument();

    view.rerender(<SlowLoadNotice waiting={false} />);
    expect(screen.queryByText(SLOW_LOAD_MESSAGE)).not.toBeInTheDocument();
  });

  it('counts a new wait from zero', () => {
    const view = renderWithProviders(<SlowLoadNotice waiting />);
    act(() => vi.advanceTimersByTime(SLOW_LOAD_AFTER_MS));
    view.rerender(<SlowLoadNotice waiting={false} />);
    view.rerender(<SlowLoadNotice waiting />);

    expect(screen.queryByText(SLOW_LOAD_MESSAGE)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLOW_LOAD_AFTER_MS));
    expect(screen.getByText(SLOW_LOAD_MESSAGE)).toBeInTheDocument();
  });
});
