import { describe, expect, it } from 'vitest';
import { PACKAGE_KEYS } from '../catalog/catalog';
import {
  activateYard,
  createOnboardState,
  deactivateYard,
  ONBOARD_STEPS,
  openPrioritiesPage,
  resetOnboarding,
  setBudgetStepComplete,
  setCurrentStep,
  setExteriorDesignStepComplete,
  setYardPriorities,
  setYardSloped,
  setYardStepStatus,
  swapPrimaryYards,
  verifyInformation,
} from './onboardState';
import { deepFreeze, stateWith, yardStatus } from './testStates';

const fields = { userId: 'u1', projectId: 'p1', now: new Date('2026-01-12T16:04:39.000Z') };

describe('createOnboardState', () => {
  it('decision: the one-yard-of-choice package starts with only a front yard, selected', () => {
    const state = createOnboardState('starter-front-or-backyard', fields);
    expect(state.selectedYard).toBe('front');
    expect(state.yardsStatusObj).toEqual({ front: yardStatus() });
    expect(state.inactiveYardsStatusObj).toEqual({});
  });

  it('starts other packages with front, back, left, right inactive and no selected yard', () => {
    const state = createOnboardState('full-yard', fields);
    expect(state.selectedYard).toBeNull();
    expect(state.yardsStatusObj).toEqual({});
    expect(Object.keys(state.inactiveYardsStatusObj)).toEqual(['front', 'back', 'left', 'right']);
    for (const status of Object.values(state.inactiveYardsStatusObj)) {
      expect(status).toEqual({
        upload: 'NOT_STARTED',
        keepRemove: 'NOT_STARTED',
        priorities: 'NOT_STARTED',
        isSloped: false,
      });
    }
  });

  it('starts every package with empty priorities, step "Yard" and all flags false', () => {
    for (const key of PACKAGE_KEYS) {
      const state = createOnboardState(key, fields);
      expect(state, key).toMatchObject({
        userId: 'u1',
        projectId: 'p1',
        createdAt: '2026-01-12T16:04:39.000Z',
        priorities: {},
        currentStep: 'Yard',
        informationVerified: false,
        budgetStepComplete: false,
        exteriorDesignStepComplete: false,
      });
    }
  });

  it('decision: the single-yard outdoor package has its yard activated at creation', () => {
    const state = createOnboardState('small-space', fields);
    expect(Object.keys(state.yardsStatusObj)).toEqual(['outdoor']);
    expect(state.selectedYard).toBeNull();
  });
});

describe('yard activation', () => {
  it('moves a yard from inactive to active, keeping its status', () => {
    const state = deepFreeze(stateWith({}, { back: { upload: 'INCOMPLETE', isSloped: true } }));
    const { state: next, changed } = activateYard(state, 'back');
    expect(changed).toBe(true);
    expect(next.yardsStatusObj.back).toEqual(yardStatus({ upload: 'INCOMPLETE', isSloped: true }));
    expect(next.inactiveYardsStatusObj.back).toBeUndefined();
  });

  it('is ignored when the yard is already active', () => {
    const state = stateWith({ front: {} });
    const result = activateYard(state, 'front');
    expect(result.changed).toBe(false);
    expect(result.state).toBe(state);
  });

  it('decision: a yard in neither map starts fresh', () => {
    const { state } = activateYard(stateWith({}), 'outdoor');
    expect(state.yardsStatusObj.outdoor).toEqual(yardStatus());
  });

  it('moves a yard back to inactive with its status, ignored when not active', () => {
    const state = deepFreeze(stateWith({ front: { upload: 'COMPLETE' }, back: {} }));
    const { state: next, changed } = deactivateYard(state, 'front');
    expect(changed).toBe(true);
    expect(next.inactiveYardsStatusObj.front).toEqual(yardStatus({ upload: 'COMPLETE' }));
    expect(Object.keys(next.yardsStatusObj)).toEqual(['back']);
    expect(deactivateYard(next, 'front').changed).toBe(false);
  });

  it('decision: deactivating the selected yard clears the selection', () => {
    const state = stateWith({ front: {} }, {}, { selectedYard: 'front' });
    expect(deactivateYard(state, 'front').state.selectedYard).toBeNull();
  });
});

describe('swapPrimaryYards', () => {
  it('trades front for back, each keeping its own status, and the selection follows', () => {
    const state = deepFreeze(
      stateWith(
        { front: { upload: 'COMPLETE' }, left: {} },
        { back: { upload: 'INCOMPLETE' } },
        { selectedYard: 'front' },
      ),
    );
    const { state: next, changed } = swapPrimaryYards(state);
    expect(changed).toBe(true);
    expect(next.yardsStatusObj.back).toEqual(yardStatus({ upload: 'INCOMPLETE' }));
    expect(next.yardsStatusObj.front).toBeUndefined();
    expect(next.inactiveYardsStatusObj.front).toEqual(yardStatus({ upload: 'COMPLETE' }));
    expect(next.yardsStatusObj.left).toEqual(yardStatus());
    expect(next.selectedYard).toBe('back');
  });

  it('swaps back to front just the same', () => {
    const { state } = swapPrimaryYards(stateWith({ back: {} }, {}, { selectedYard: 'back' }));
    expect(Object.keys(state.yardsStatusObj)).toEqual(['front']);
    expect(state.selectedYard).toBe('front');
  });

  it('decision: swaps nothing unless exactly one of front and back is active', () => {
    const both = stateWith({ front: {}, back: {} });
    expect(swapPrimaryYards(both)).toEqual({ state: both, changed: false });
    const neither = stateWith({ left: {} });
    expect(swapPrimaryYards(neither).state).toBe(neither);
  });
});

describe('sub-step statuses', () => {
  it('sets a sub-step status of an active yard', () => {
    const state = deepFreeze(stateWith({ front: {} }));
    const { state: next, changed } = setYardStepStatus(state, 'front', 'upload', 'COMPLETE');
    expect(changed).toBe(true);
    expect(next.yardsStatusObj.front).toEqual(yardStatus({ upload: 'COMPLETE' }));
  });

  it('skips the write when the status is unchanged', () => {
    const state = stateWith({ front: { keepRemove: 'INCOMPLETE' } });
    const result = setYardStepStatus(state, 'front', 'keepRemove', 'INCOMPLETE');
    expect(result.changed).toBe(false);
    expect(result.state).toBe(state);
  });

  it('decision: leaves an inactive yard alone', () => {
    const state = stateWith({}, { back: {} });
    expect(setYardStepStatus(state, 'back', 'upload', 'COMPLETE').changed).toBe(false);
  });

  it('marks priorities INCOMPLETE when its page opens, never undoing COMPLETE', () => {
    const fresh = openPrioritiesPage(stateWith({ front: {} }), 'front');
    expect(fresh.state.yardsStatusObj.front?.priorities).toBe('INCOMPLETE');
    const done = stateWith({ front: { priorities: 'COMPLETE' } });
    expect(openPrioritiesPage(done, 'front').changed).toBe(false);
  });

  it('sets isSloped, skipping an unchanged value', () => {
    const state = stateWith({ back: {} });
    const sloped = setYardSloped(state, 'back', true);
    expect(sloped.state.yardsStatusObj.back?.isSloped).toBe(true);
    expect(setYardSloped(sloped.state, 'back', true).changed).toBe(false);
  });
});

describe('setYardPriorities', () => {
  it('saves the chosen functions once each and marks priorities COMPLETE', () => {
    const state = deepFreeze(stateWith({ back: {} }));
    const { state: next, changed } = setYardPriorities(state, 'back', ['relax', 'cook', 'relax']);
    expect(changed).toBe(true);
    expect(next.priorities.back).toEqual(['relax', 'cook']);
    expect(next.yardsStatusObj.back?.priorities).toBe('COMPLETE');
  });

  it('decision: an empty choice leaves priorities INCOMPLETE', () => {
    const { state } = setYardPriorities(stateWith({ back: {} }), 'back', []);
    expect(state.priorities.back).toEqual([]);
    expect(state.yardsStatusObj.back?.priorities).toBe('INCOMPLETE');
  });

  it('reports no change for the same list, and ignores inactive yards', () => {
    const state = stateWith(
      { front: { priorities: 'COMPLETE' } },
      { back: {} },
      { priorities: { front: ['eat', 'garden'] } },
    );
    expect(setYardPriorities(state, 'front', ['eat', 'garden']).changed).toBe(false);
    expect(setYardPriorities(state, 'front', ['garden', 'eat']).changed).toBe(true);
    expect(setYardPriorities(state, 'back', ['eat']).changed).toBe(false);
  });
});

describe('flags and current step', () => {
  it('verifies information, only ever to true', () => {
    const state = stateWith({});
    const verified = verifyInformation(state);
    expect(verified.state.informationVerified).toBe(true);
    expect(verifyInformation(verified.state).changed).toBe(false);
  });

  it('sets the budget and exterior design steps complete, true by default', () => {
    const state = stateWith({});
    expect(setBudgetStepComplete(state).state.budgetStepComplete).toBe(true);
    expect(setExteriorDesignStepComplete(state).state.exteriorDesignStepComplete).toBe(true);
    const done = stateWith({}, {}, { budgetStepComplete: true });
    expect(setBudgetStepComplete(done).changed).toBe(false);
    expect(setBudgetStepComplete(done, false).state.budgetStepComplete).toBe(false);
    expect(setExteriorDesignStepComplete(state, false).changed).toBe(false);
  });

  it('moves the current step, skipping the same step', () => {
    const state = stateWith({});
    expect(setCurrentStep(state, ONBOARD_STEPS.goals).state.currentStep).toBe('Goals');
    expect(setCurrentStep(state, 'Yard').changed).toBe(false);
  });
});

describe('resetOnboarding', () => {
  it('clears yard statuses and the selected yard and targets the choose-yards route', () => {
    const state = deepFreeze(
      stateWith(
        { front: { upload: 'COMPLETE', keepRemove: 'COMPLETE' }, left: { upload: 'INCOMPLETE' } },
        { back: { upload: 'COMPLETE' } },
        { selectedYard: 'front', informationVerified: true, priorities: { front: ['eat'] } },
      ),
    );
    const { state: next, redirectTo } = resetOnboarding(state);
    expect(redirectTo).toBe('/onboard/onboard/my-yard/choose-yards');
    expect(next.yardsStatusObj).toEqual({});
    expect(next.selectedYard).toBeNull();
    for (const yard of ['front', 'back', 'left', 'right'] as const) {
      expect(next.inactiveYardsStatusObj[yard], yard).toEqual(yardStatus());
    }
  });

  it('decision: keeps chosen functions and the other flags', () => {
    const state = stateWith(
      { front: {} },
      {},
      { informationVerified: true, budgetStepComplete: true, priorities: { front: ['eat'] } },
    );
    const { state: next } = resetOnboarding(state);
    expect(next.informationVerified).toBe(true);
    expect(next.budgetStepComplete).toBe(true);
    expect(next.priorities).toEqual({ front: ['eat'] });
  });
});
