import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealInSteps } from './useRevealInSteps';

describe('useRevealInSteps', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows no later part at first, then one more in each following task, up to the count', async () => {
    const { result } = renderHook(() => useRevealInSteps(3));
    expect(result.current).toBe(0);

    for (const shown of [1, 2, 3, 3]) {
      await act(() => vi.advanceTimersToNextTimerAsync());
      expect(result.current).toBe(shown);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves nothing scheduled once the screen has gone', () => {
    const { unmount } = renderHook(() => useRevealInSteps(2));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
