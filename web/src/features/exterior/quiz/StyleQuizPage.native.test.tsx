import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { QUIZ_TRANSITION_DELAY_MS } from '@yardwise/domain/exterior/exteriorFlow';
import {
  NATIVE_STYLE_QUIZ_FORM_ID,
  STYLE_QUIZ_GOALS_QUESTION,
  STYLE_QUIZ_GOALS_REQUIRED,
  STYLE_QUIZ_STYLE_QUESTION,
  STYLE_QUIZ_STYLE_REQUIRED,
} from '@yardwise/domain/exterior/styleQuiz';
import { SIDEBAR_LABELS } from '@yardwise/domain/onboarding/messages';
import { EXTERIOR_PAINT_PATH } from '@yardwise/domain/routes/paths';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderExteriorRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';
import {
  QUIZ_DONE,
  QUIZ_FINISH,
  QUIZ_RETAKE,
  QUIZ_THANKS,
} from '@web/features/exterior/exteriorCopy';

const QUIZ_PATH = '/onboard/exterior-design';

/** The quiz at its route, once its lazily loaded screen has drawn. */
async function openQuiz(prepare?: (layer: MemoryDataLayer) => Promise<void>) {
  const view = await renderExteriorRoute(QUIZ_PATH, prepare);
  await screen.findByRole(
    'heading',
    { level: 1, name: SIDEBAR_LABELS['exterior-design'] },
    { timeout: 3000 },
  );
  return view;
}

function profileOf(layer: MemoryDataLayer) {
  return layer.store.read('profiles', SAMPLE_CLIENT_UID)!;
}

async function markQuizDone(layer: MemoryDataLayer) {
  await layer.store.transaction((tx) =>
    tx.update('profiles', SAMPLE_CLIENT_UID, {
      typeforms: { [NATIVE_STYLE_QUIZ_FORM_ID]: true },
      styleQuiz: { style: 'Coastal', goals: ['Boost curb appeal'] },
    }),
  );
}

afterEach(() => vi.useRealTimers());

describe('the style quiz without an embedded form', () => {
  it('asks for a style and at least one goal, and sends nothing until both are given', async () => {
    const view = await openQuiz();
    const quizCalls = vi.spyOn(view.dataLayer.commands, 'call');
    await view.user.click(screen.getByRole('button', { name: QUIZ_FINISH }));

    const style = screen.getByRole('group', { name: STYLE_QUIZ_STYLE_QUESTION });
    const goals = screen.getByRole('group', { name: STYLE_QUIZ_GOALS_QUESTION });
    expect(within(style).getByRole('alert')).toHaveTextContent(STYLE_QUIZ_STYLE_REQUIRED);
    expect(within(goals).getByRole('alert')).toHaveTextContent(STYLE_QUIZ_GOALS_REQUIRED);
    // Focus goes to the first question left.
    expect(within(style).getAllByRole('radio')[0]).toHaveFocus();

    await view.user.click(screen.getByRole('radio', { name: 'Farmhouse' }));
    await view.user.click(screen.getByRole('button', { name: QUIZ_FINISH }));
    expect(within(style).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(goals).getByRole('alert')).toHaveTextContent(STYLE_QUIZ_GOALS_REQUIRED);
    expect(quizCalls.mock.calls.filter(([name]) => name === 'completeStyleQuiz')).toEqual([]);
    expect(profileOf(view.dataLayer).typeforms).toEqual({});
  });

  it('marks the quiz done with its answers, thanks the client and opens paint 200 ms later', async () => {
    const view = await openQuiz();
    await view.user.click(screen.getByRole('radio', { name: 'Craftsman' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Get ready to sell' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Boost curb appeal' }));

    // Timers held still from here: the move to paint must wait the full delay.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: QUIZ_FINISH }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('status')).toHaveTextContent(QUIZ_THANKS);
    expect(profileOf(view.dataLayer)).toMatchObject({
      typeforms: { [NATIVE_STYLE_QUIZ_FORM_ID]: true },
      // In the quiz's order, not the order ticked.
      styleQuiz: { style: 'Craftsman', goals: ['Boost curb appeal', 'Get ready to sell'] },
    });
    await act(() => vi.advanceTimersByTimeAsync(QUIZ_TRANSITION_DELAY_MS - 1));
    expect(view.location().pathname).toBe(QUIZ_PATH);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(view.location().pathname).toBe(EXTERIOR_PAINT_PATH);
  });

  it('says a finished quiz is done, goes on with Continue, and may be retaken', async () => {
    const view = await openQuiz(markQuizDone);
    expect(screen.getByText(QUIZ_DONE)).toBeVisible();
    expect(screen.queryByRole('button', { name: QUIZ_FINISH })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      EXTERIOR_PAINT_PATH,
    );

    await view.user.click(screen.getByRole('button', { name: QUIZ_RETAKE }));
    // The answers given last time are shown again.
    expect(screen.getByRole('radio', { name: 'Coastal' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Boost curb appeal' })).toBeChecked();
    await view.user.click(screen.getByRole('radio', { name: 'Modern' }));
    await view.user.click(screen.getByRole('button', { name: QUIZ_FINISH }));

    expect(await screen.findByText(QUIZ_THANKS)).toBeVisible();
    expect(profileOf(view.dataLayer).styleQuiz).toEqual({
      style: 'Modern',
      goals: ['Boost curb appeal'],
    });
  });
});
