import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  SAMPLE_STATE_ID,
  inputsOf,
  renderOnboardPage,
  sampleOnboardState,
} from '@web/features/onboarding/onboardPageHarness';
import { renderOnboardRoute } from '@web/testing/renderOnboardRoute';
import { PrioritiesPage } from './PrioritiesPage';

const ROUTE = '/onboard/my-yard/front/priorities';
const LABELS = ['Relax', 'Entertain', 'Kids play', 'Eat', 'Garden', 'Beautify', 'Work', 'Cook'];

describe('PrioritiesPage', () => {
  it('marks the functions step started when it opens, once', async () => {
    const { call, dataLayer } = await renderOnboardPage(<PrioritiesPage yard="front" />, {
      route: ROUTE,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Front Yard: how will you use it?' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(sampleOnboardState(dataLayer).yardsStatusObj.front?.priorities).toBe('INCOMPLETE'),
    );
    expect(inputsOf(call, 'setYardStepStatus')).toEqual([
      { yard: 'front', step: 'priorities', status: 'INCOMPLETE' },
    ]);
  });

  it('marks nothing once the project is submitted (every step is read-only then)', async () => {
    const { call } = await renderOnboardPage(<PrioritiesPage yard="front" />, {
      route: ROUTE,
      prepare: (dataLayer) =>
        dataLayer.store.transaction((tx) =>
          tx.update('onboardStates', SAMPLE_STATE_ID, {
            submission: {
              submittedAt: '2026-11-20T15:00:00.000Z',
              firstDesignDue: '2026-12-11',
              expedited: false,
              turnaroundBusinessDays: 15,
            },
          }),
        ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Front Yard: how will you use it?' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inputsOf(call, 'setYardStepStatus')).toEqual([]);
  });

  it('offers the eight functions in one labelled group', async () => {
    await renderOnboardPage(<PrioritiesPage yard="front" />, { route: ROUTE });
    const group = screen.getByRole('group', { name: /Choose everything/ });
    expect(group.tagName).toBe('FIELDSET');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(LABELS);
    boxes.forEach((box) => expect(box).not.toBeChecked());
  });

  it('saves the chosen functions in the usual order and returns to My Yard', async () => {
    const { user, call, dataLayer, location } = await renderOnboardPage(
      <PrioritiesPage yard="front" />,
      { route: ROUTE },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Garden' }));
    await user.click(screen.getByRole('checkbox', { name: 'Relax' }));
    await user.click(screen.getByRole('button', { name: 'Save and complete' }));

    await waitFor(() => expect(location().pathname).toBe('/onboard/my-yard'));
    expect(inputsOf(call, 'setYardPriorities')).toEqual([
      { yard: 'front', functions: ['relax', 'garden'] },
    ]);
    const state = sampleOnboardState(dataLayer);
    expect(state.priorities.front).toEqual(['relax', 'garden']);
    expect(state.yardsStatusObj.front?.priorities).toBe('COMPLETE');
  });

  it('starts from the functions chosen before', async () => {
    await renderOnboardPage(<PrioritiesPage yard="back" />, {
      route: '/onboard/my-yard/back/priorities',
      prepare: (layer) =>
        layer.store.transaction((tx) =>
          tx.update('onboardStates', SAMPLE_STATE_ID, { priorities: { back: ['eat', 'cook'] } }),
        ),
    });
    expect(screen.getByRole('checkbox', { name: 'Eat' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cook' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Relax' })).not.toBeChecked();
  });

  it('stays and says why when the functions cannot be saved', async () => {
    // Marking the step started is refused too; that only leaves a line for the developers.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, location } = await renderOnboardPage(<PrioritiesPage yard="left" />, {
      route: '/onboard/my-yard/left/priorities',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Work' }));
    await user.click(screen.getByRole('button', { name: 'Save and complete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please add this yard first.');
    expect(location().pathname).toBe('/onboard/my-yard/left/priorities');
    expect(logged).toHaveBeenCalledWith(
      'Marking the functions step started failed',
      expect.anything(),
    );
    logged.mockRestore();
  });

  it('in the app, is marked started on opening and returns to My Yard once saved', async () => {
    const { user, dataLayer, location } = await renderOnboardRoute(ROUTE);
    await user.click(await screen.findByRole('checkbox', { name: 'Relax' }));
    await waitFor(() =>
      expect(sampleOnboardState(dataLayer).yardsStatusObj.front?.priorities).toBe('INCOMPLETE'),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Garden' }));
    await user.click(screen.getByRole('button', { name: 'Save and complete' }));

    await waitFor(() => expect(location().pathname).toBe('/onboard/my-yard'));
    expect(sampleOnboardState(dataLayer).priorities.front).toEqual(['relax', 'garden']);
  });
});
