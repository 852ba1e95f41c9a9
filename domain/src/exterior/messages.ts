// Every user-facing text of exterior design, word for word.

/** A 403 from the colour service. */
export const COLOR_SERVICE_UNREACHABLE =
  'We are having trouble connecting to our servers. Please refresh the page and try again';
export const COLOR_SAVE_FAILED =
  'We were unable to save your color selection. Please refresh the page and try again.';
// Decision: the endings of the next three are ours, like the save message's.
export const COLOR_REMOVE_FAILED =
  'We were unable to remove your color selection. Please refresh the page and try again.';
export const COLOR_OPTIONS_FETCH_FAILED =
  'We were unable to fetch the available color options. Please refresh the page and try again.';
export const COLOR_SELECTIONS_FETCH_FAILED =
  'We were unable to fetch your selected colors. Please refresh the page and try again.';

/** The colour placements, in display order. */
export const COLOR_PLACEMENTS = ['Main Color', 'Trim Color', 'Door Color', 'Not Sure'] as const;
