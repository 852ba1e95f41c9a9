import type { StepStatus, YardName, YardStatus } from '../firestore/documents';

// The onboarding vocabulary of yards: the yards a client can describe, the
// three sub-steps each yard has, their statuses and the functions a yard can serve.

/** Every yard, in the order cards and pickers list them; outdoor belongs to one package only. */
export const YARD_NAMES: readonly YardName[] = ['front', 'back', 'left', 'right', 'outdoor'];

/**
 * The yards around a house: a new onboard state holds them, all inactive at first,
 * and wish-list items are installed in them.
 */
export const HOUSE_YARDS = [
  'front',
  'back',
  'left',
  'right',
] as const satisfies readonly YardName[];
export type HouseYard = (typeof HOUSE_YARDS)[number];

/** The primary yards a front-or-back package chooses between and swaps. */
export const PRIMARY_YARDS: readonly YardName[] = ['front', 'back'];

export const YARD_SUB_STEPS = ['upload', 'keepRemove', 'priorities'] as const;
export type YardSubStep = (typeof YARD_SUB_STEPS)[number];

export const STEP_STATUSES: readonly StepStatus[] = ['NOT_STARTED', 'INCOMPLETE', 'COMPLETE'];

/** The functions a client can choose for a yard. */
export const YARD_FUNCTIONS = [
  'relax',
  'entertain',
  'kids play',
  'eat',
  'garden',
  'beautify',
  'work',
  'cook',
] as const;
export type YardFunction = (typeof YARD_FUNCTIONS)[number];

export function isYardName(value: unknown): value is YardName {
  return typeof value === 'string' && (YARD_NAMES as readonly string[]).includes(value);
}

export function isStepStatus(value: unknown): value is StepStatus {
  return typeof value === 'string' && (STEP_STATUSES as readonly string[]).includes(value);
}

/** A yard nobody has worked on yet. */
export function freshYardStatus(): YardStatus {
  return {
    upload: 'NOT_STARTED',
    keepRemove: 'NOT_STARTED',
    priorities: 'NOT_STARTED',
    isSloped: false,
  };
}
