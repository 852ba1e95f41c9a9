/** Decision (our own wording): a wish-list read that failed (offline, or refused). */
export const CHECKLIST_LOAD_FAILED =
  'We could not load the wish list. Please refresh the page and try again.';
