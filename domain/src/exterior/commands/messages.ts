// The exterior design commands' refusals. Decision (our own wording) for these server
// checks; they speak of "color" like the colour service's messages.

// Decision: a project keeps at most this many colour selections: enough to compare several colours
// in each of the four placements.
export const MAX_COLOR_RESPONSES = 40;

// Decision: a profile records at most this many completed quiz forms (the embedded form changes
// rarely; the native quiz is one more).
export const MAX_QUIZ_FORMS = 20;

export const COLOR_NOT_FOUND =
  'We could not find that color. Please refresh the page and choose another.';
export const COLOR_RESPONSE_NOT_FOUND =
  'We could not find that color selection. Please refresh the page and try again.';
export const COLOR_RESPONSES_FULL = `You can save up to ${MAX_COLOR_RESPONSES} color selections. Please remove one before adding another.`;
export const QUIZ_FORMS_FULL =
  'We could not record this quiz. Please message us using the help button.';
