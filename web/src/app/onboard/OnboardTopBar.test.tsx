import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RESET_LINK, TALK_TO_US } from '@yardwise/domain/onboarding/messages';
import { topBarProgress, topBarYardTitle } from '@yardwise/domain/onboarding/sidebar';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { OnboardTopBar } from './OnboardTopBar';

function renderTopBar(pathname: string, resetAction?: () => void) {
  const onTalkToUs = vi.fn();
  const progress = topBarProgress('full-yard', pathname);
  const view = renderWithProviders(
    <OnboardTopBar
      progress={progress}
      yardTitle={topBarYardTitle('Jordan')}
      onTalkToUs={onTalkToUs}
      resetAction={resetAction}
    />,
  );
  return { ...view, onTalkToUs, progress };
}

describe('OnboardTopBar', () => {
  it('shows "step x of n" with a progress bar named by it, and the yard title', () => {
    const { progress } = renderTopBar('/onboard/my-yard');

    expect(progress.step).toBe(1);
    const label = `step 1 of ${progress.total}`;
    expect(screen.getByText(label)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: label });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', String(progress.total));
    expect(screen.getByText("Jordan's Yard")).toBeInTheDocument();
  });

  it('moves the bar with the step the page belongs to', () => {
    const { progress } = renderTopBar('/onboard/budget/checklist');

    expect(progress.step).toBe(2);
    expect(
      screen.getByRole('progressbar', { name: `step 2 of ${progress.total}` }),
    ).toHaveAttribute('aria-valuenow', '2');
  });

  it('opens help from Talk to us', async () => {
    const { user, onTalkToUs } = renderTopBar('/onboard/my-yard');

    await user.click(screen.getByRole('button', { name: TALK_TO_US }));
    expect(onTalkToUs).toHaveBeenCalledTimes(1);
  });

  it('shows Reset only when given a reset action', async () => {
    const view = renderTopBar('/onboard/my-yard');
    expect(screen.queryByRole('button', { name: RESET_LINK })).not.toBeInTheDocument();
    view.unmount();

    const reset = vi.fn();
    const { user } = renderTopBar('/onboard/my-yard', reset);
    await user.click(screen.getByRole('button', { name: RESET_LINK }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
