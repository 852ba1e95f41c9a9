import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACKING_EVENTS } from '@yardwise/domain/checkout/tracking';
import { GOOGLE_TAG_SCRIPT_URL, type Tracker } from './tracker';
import { TrackingProvider, useTracker } from './TrackingContext';

function BillingToggle() {
  const tracker = useTracker();
  return (
    <button onClick={() => tracker.event(TRACKING_EVENTS.toggleBillingSameAsPropertyAddress)}>
      Use property address for billing
    </button>
  );
}

function fakeTracker(): Tracker {
  return { event: vi.fn(), pageView: vi.fn(), identify: vi.fn(() => Promise.resolve()) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useTracker', () => {
  it('hands components the tracker given to the provider', async () => {
    const tracker = fakeTracker();
    render(
      <TrackingProvider tracker={tracker}>
        <BillingToggle />
      </TrackingProvider>,
    );

    await userEvent.click(screen.getByRole('button'));
    expect(tracker.event).toHaveBeenCalledExactlyOnceWith(
      'toggle_billing_same_as_property_address',
    );
  });

  it('falls back to the unconfigured environment tracker, which sends nothing', async () => {
    render(<BillingToggle />);

    await userEvent.click(screen.getByRole('button'));
    expect(
      [...document.scripts].filter((script) => script.src.startsWith(GOOGLE_TAG_SCRIPT_URL)),
    ).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});
