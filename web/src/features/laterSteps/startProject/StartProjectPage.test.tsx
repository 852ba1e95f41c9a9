import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { OnboardStateDoc } from '@yardwise/domain/firestore/documents';
import { laterStepAnswersId } from '@yardwise/domain/laterSteps/answers';
import { SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderOnboardRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';

const START = '/onboard/start-project';
const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);

async function openStartProject(prepare?: (layer: MemoryDataLayer) => Promise<void>) {
  const view = await renderOnboardRoute(START, prepare);
  await screen.findByRole('heading', { level: 1, name: 'Start My Project' }, { timeout: 3000 });
  await screen.findByRole('heading', { level: 2, name: 'Your project' }, { timeout: 3000 });
  return view;
}

const submitButton = () => screen.getByRole('button', { name: 'Submit to my designer' });

/** The sample client with every required step done: yards uploaded, wish list, goals, preferences. */
async function readyToSubmit(layer: MemoryDataLayer) {
  const state = layer.store.read('onboardStates', STATE_ID) as OnboardStateDoc;
  const answer = (step: 'goals' | 'preferences', answers: unknown) => ({
    userId: SAMPLE_CLIENT_UID,
    projectId: SAMPLE_PROJECT_ID,
    step,
    answers,
    updatedAt: '2026-11-20T00:00:00.000Z',
  });
  await layer.store.transaction(async (tx) => {
    await tx.update('onboardStates', STATE_ID, {
      budgetStepComplete: true,
      yardsStatusObj: {
        front: state.yardsStatusObj.front!,
        back: { ...state.yardsStatusObj.back!, upload: 'COMPLETE' },
      },
    });
    await tx.set(
      'laterStepAnswers',
      laterStepAnswersId(SAMPLE_PROJECT_ID, 'goals'),
      answer('goals', {
        goals: ['privacy'],
        success: '',
        installTiming: 'not-sure',
        installer: 'mix',
      }) as never,
    );
    await tx.set(
      'laterStepAnswers',
      laterStepAnswersId(SAMPLE_PROJECT_ID, 'preferences'),
      answer('preferences', {
        sun: { front: 'full-sun', back: 'shade' },
        likedMaterials: ['stone'],
        dislikedMaterials: [],
        upkeep: 'low',
        yardUsers: [],
        siteNotes: '',
      }) as never,
    );
  });
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Start My Project (/onboard/start-project)', () => {
  it('summarises each section with an Edit link to its step', async () => {
    await openStartProject();

    for (const [name, path] of [
      ['Edit Yards, photos and videos', '/onboard/my-yard'],
      ['Edit Wish List and budget', '/onboard/budget'],
      ['Edit My Goals', '/onboard/goals'],
      ['Edit My Preferences', '/onboard/preferences'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    const goals = screen.getByRole('region', { name: 'My Goals' });
    expect(within(goals).getByText('Not answered yet')).toBeInTheDocument();
    const yards = screen.getByRole('region', { name: 'Yards, photos and videos' });
    expect(within(yards).getByText(/^Front Yard: \d+ photos/)).toBeInTheDocument();
  });

  it('blocks submission with each reason and a link to fix it', async () => {
    await openStartProject();

    const blockers = screen.getByRole('region', { name: 'Before you can submit' });
    expect(
      within(blockers)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Finish the photos and videos of your Back Yard.', '/onboard/my-yard/back/upload'],
      ['Finish your wish list and budget.', '/onboard/budget'],
      ['Answer My Goals.', '/onboard/goals'],
      ['Finish My Preferences for each yard you chose.', '/onboard/preferences'],
    ]);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Finish these first:');
  });

  it('submits to the designer and shows "Your designer is on it" with the first design date', async () => {
    const { dataLayer } = await openStartProject(readyToSubmit);

    expect(screen.queryByRole('region', { name: 'Before you can submit' })).toBeNull();
    fireEvent.click(submitButton());

    const status = await screen.findByRole('status', {}, { timeout: 3000 });
    expect(within(status).getByRole('heading', { name: 'Your designer is on it' })).toBeVisible();
    expect(status).toHaveTextContent(
      /Your first design is expected by \w+day, \w+ \d{1,2}, \d{4}\./,
    );
    const saved = dataLayer.store.read('onboardStates', STATE_ID) as OnboardStateDoc;
    expect(saved.submission?.turnaroundBusinessDays).toBe(15);
    // Every step is read-only now, with the way to ask for a change.
    expect(screen.queryByRole('button', { name: 'Submit to my designer' })).toBeNull();
    expect(screen.getByText(/use the Talk to us form/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Goals' })).toHaveAttribute(
      'href',
      '/onboard/goals',
    );
  });

  it('makes the later steps read-only once submitted', async () => {
    await openStartProject(readyToSubmit);
    fireEvent.click(submitButton());
    await screen.findByRole('status', {}, { timeout: 3000 });

    fireEvent.click(screen.getByRole('link', { name: 'View My Goals' }));
    await screen.findByRole('heading', { level: 1, name: 'My Goals' }, { timeout: 3000 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled(),
    );
    expect(screen.getByText(/use the Talk to us form/)).toBeInTheDocument();
  });

  it('shows the project status on My Yard', async () => {
    await openStartProject(readyToSubmit);
    fireEvent.click(submitButton());
    await screen.findByRole('status', {}, { timeout: 3000 });

    fireEvent.click(screen.getByRole('link', { name: 'View Yards, photos and videos' }));
    expect(
      await screen.findByText(
        /^Project status: Submitted on \w+day, .+: first design expected/,
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });
});
