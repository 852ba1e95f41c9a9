// The steps after the wish list and exterior design, in the order the client meets them. A leaf
// module (no imports), so the document types can name the steps without an import cycle.

export const LATER_STEP_KEYS = [
  'installation-details',
  'goals',
  'inspiration',
  'plans',
  'preferences',
  'plants',
  'start-project',
] as const;
export type LaterStepKey = (typeof LATER_STEP_KEYS)[number];

/** What a save leaves a step at; "to do" is the absence of any save. */
export type SavedLaterStepStatus = 'in-progress' | 'complete';

export function isLaterStepKey(value: unknown): value is LaterStepKey {
  return typeof value === 'string' && (LATER_STEP_KEYS as readonly string[]).includes(value);
}
