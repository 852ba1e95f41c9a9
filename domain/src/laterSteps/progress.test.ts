import { describe, expect, it } from 'vitest';
import { deepFreeze, stateWith } from '../onboarding/testStates';
import { withLaterStepSaved } from './progress';

const state = (currentStep: string, laterSteps = {}) =>
  deepFreeze(stateWith({ front: {} }, {}, { currentStep, laterSteps }));

describe('saving a later step', () => {
  it('records the step’s status and moves the current step on to the next step', () => {
    const change = withLaterStepSaved(state('Goals'), 'goals', 'complete', 'full-yard');
    expect(change.changed).toBe(true);
    expect(change.state.laterSteps).toEqual({ goals: 'complete' });
    expect(change.state.currentStep).toBe('Inspiration');
  });

  it('keeps the other steps’ statuses', () => {
    const change = withLaterStepSaved(
      state('Goals', { plants: 'in-progress' }),
      'goals',
      'complete',
      'full-yard',
    );
    expect(change.state.laterSteps).toEqual({ plants: 'in-progress', goals: 'complete' });
  });

  it('moves on from any earlier step, and to the step itself when it is not complete', () => {
    for (const from of ['Yard', 'Budget', 'ExteriorDesign', '']) {
      expect(
        withLaterStepSaved(state(from), 'goals', 'complete', 'whole-home').state.currentStep,
      ).toBe('Inspiration');
    }
    expect(
      withLaterStepSaved(state('Budget'), 'goals', 'in-progress', 'full-yard').state.currentStep,
    ).toBe('Goals');
  });

  it('decision: never moves the current step back when an earlier step is saved again', () => {
    const change = withLaterStepSaved(
      state('Plants', { goals: 'complete' }),
      'goals',
      'complete',
      'full-yard',
    );
    expect(change).toEqual({ state: state('Plants', { goals: 'complete' }), changed: false });
    const later = withLaterStepSaved(state('Inspiration'), 'goals', 'complete', 'full-yard');
    expect(later.state.currentStep).toBe('Inspiration');
  });

  it('follows the package: Installation Details leads to My Goals for Uber Premium', () => {
    const change = withLaterStepSaved(
      state('ExteriorDesign'),
      'installation-details',
      'complete',
      'uber-premium',
    );
    expect(change.state.currentStep).toBe('Goals');
  });
});
