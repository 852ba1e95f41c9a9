import type { OnboardStateDoc, YardName, YardStatus } from '../firestore/documents';
import { freshYardStatus } from './yards';

// Test helpers: onboard states built from yard lists, so each test shows only what matters.

export function yardStatus(patch: Partial<YardStatus> = {}): YardStatus {
  return { ...freshYardStatus(), ...patch };
}

export function stateWith(
  active: Partial<Record<YardName, Partial<YardStatus>>>,
  inactive: Partial<Record<YardName, Partial<YardStatus>>> = {},
  rest: Partial<OnboardStateDoc> = {},
): OnboardStateDoc {
  const build = (map: Partial<Record<YardName, Partial<YardStatus>>>) =>
    Object.fromEntries(Object.entries(map).map(([yard, patch]) => [yard, yardStatus(patch)]));
  return {
    userId: 'u1',
    projectId: 'p1',
    createdAt: '2026-01-12T16:04:39.000Z',
    priorities: {},
    yardsStatusObj: build(active),
    inactiveYardsStatusObj: build(inactive),
    selectedYard: null,
    informationVerified: false,
    currentStep: 'Yard',
    budgetStepComplete: false,
    exteriorDesignStepComplete: false,
    ...rest,
  };
}

/** Freezes a state all the way down, so a test fails if a rule mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
