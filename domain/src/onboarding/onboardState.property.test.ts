import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OnboardStateDoc, YardName } from '../firestore/documents';
import { activateYard, deactivateYard, swapPrimaryYards } from './onboardState';
import { stateWith } from './testStates';
import { STEP_STATUSES, YARD_NAMES } from './yards';

// Properties of yard moves: no yard is ever lost or duplicated, and statuses travel with their yard.

const status = fc.record({
  upload: fc.constantFrom(...STEP_STATUSES),
  keepRemove: fc.constantFrom(...STEP_STATUSES),
  priorities: fc.constantFrom(...STEP_STATUSES),
  isSloped: fc.boolean(),
});

/** A state where each yard is active, inactive or absent, with any statuses. */
const states = fc
  .tuple(...YARD_NAMES.map(() => fc.tuple(fc.constantFrom('active', 'inactive', 'absent'), status)))
  .map((places) => {
    const active: Record<string, unknown> = {};
    const inactive: Record<string, unknown> = {};
    places.forEach(([place, yardStatus], index) => {
      const yard = YARD_NAMES[index]!;
      if (place === 'active') active[yard] = yardStatus;
      if (place === 'inactive') inactive[yard] = yardStatus;
    });
    return stateWith(active, inactive);
  });

const yards = fc.constantFrom(...YARD_NAMES);

function statusOf(state: OnboardStateDoc, yard: YardName) {
  return state.yardsStatusObj[yard] ?? state.inactiveYardsStatusObj[yard];
}

describe('yard move properties', () => {
  it('activation and deactivation keep every yard in exactly one map with its status', () => {
    fc.assert(
      fc.property(states, yards, fc.boolean(), (state, yard, activate) => {
        const { state: next } = activate ? activateYard(state, yard) : deactivateYard(state, yard);
        for (const other of YARD_NAMES) {
          const inBoth = !!next.yardsStatusObj[other] && !!next.inactiveYardsStatusObj[other];
          expect(inBoth).toBe(false);
          if (statusOf(state, other)) expect(statusOf(next, other)).toEqual(statusOf(state, other));
        }
        expect(!!next.yardsStatusObj[yard]).toBe(activate ? true : false);
      }),
    );
  });

  it('swapping twice gives back the same active yards, each yard keeping its status', () => {
    fc.assert(
      fc.property(states, (state) => {
        const twice = swapPrimaryYards(swapPrimaryYards(state).state).state;
        expect(twice.yardsStatusObj).toEqual(state.yardsStatusObj);
        // A primary yard that was absent may now exist, fresh and inactive; no status changes hands.
        for (const yard of YARD_NAMES) {
          if (statusOf(state, yard)) expect(statusOf(twice, yard)).toEqual(statusOf(state, yard));
        }
      }),
    );
  });
});
