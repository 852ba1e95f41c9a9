import { describe, expect, it } from 'vitest';
import {
  laterStepStatus,
  laterStepStatuses,
  laterStepStatusLabel,
  savedLaterStepStatus,
} from './status';

describe('later step status', () => {
  it('is to do before anything is saved or typed', () => {
    expect(laterStepStatus(undefined, false)).toBe('to-do');
  });

  it('is in progress with an unsaved draft, or after a save that does not complete the step', () => {
    expect(laterStepStatus(undefined, true)).toBe('in-progress');
    expect(laterStepStatus('in-progress', false)).toBe('in-progress');
  });

  it('is complete once saved complete; decision: a newer draft does not lower it', () => {
    expect(laterStepStatus('complete', false)).toBe('complete');
    expect(laterStepStatus('complete', true)).toBe('complete');
  });

  it('is what a save leaves: complete when the answers complete the step', () => {
    expect(savedLaterStepStatus(true)).toBe('complete');
    expect(savedLaterStepStatus(false)).toBe('in-progress');
  });

  it('gives every step a status from the onboard state and the drafts', () => {
    expect(laterStepStatuses({ laterSteps: { goals: 'complete' } }, new Set(['plants']))).toEqual({
      'installation-details': 'to-do',
      goals: 'complete',
      inspiration: 'to-do',
      plans: 'to-do',
      preferences: 'to-do',
      plants: 'in-progress',
      'start-project': 'to-do',
    });
    expect(Object.values(laterStepStatuses({})).every((status) => status === 'to-do')).toBe(true);
  });

  it('is labelled To do, In progress and Complete', () => {
    expect(
      ['to-do', 'in-progress', 'complete'].map((s) => laterStepStatusLabel(s as never)),
    ).toEqual(['To do', 'In progress', 'Complete']);
  });

  it('reads Start My Project as complete once submitted, and ignores drafts left from before', () => {
    const submitted = {
      laterSteps: { goals: 'complete' as const },
      submission: {
        submittedAt: '2026-11-02T15:00:00.000Z',
        firstDesignDue: '2026-11-23',
        expedited: false,
        turnaroundBusinessDays: 15,
      },
    };
    expect(laterStepStatuses(submitted, new Set(['plants']))).toMatchObject({
      goals: 'complete',
      plants: 'to-do',
      'start-project': 'complete',
    });
    expect(laterStepStatuses({ laterSteps: {} })['start-project']).toBe('to-do');
  });
});
