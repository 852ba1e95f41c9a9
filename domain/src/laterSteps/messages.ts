// The later steps' texts. The spec's words (question, options, button) are kept as written; the
// rest are decisions, each marked where it is made.

/** The button of every later step. */
export const SAVE_AND_CONTINUE = 'Save and continue';

/** The sidebar's step statuses: the spec's "to do, in progress, complete". */
export const LATER_STEP_STATUS_LABELS = {
  'to-do': 'To do',
  'in-progress': 'In progress',
  complete: 'Complete',
} as const;
// Decision: a step whose page is not built yet shows this in place of a status, and is no link.
export const COMING_SOON = 'Coming soon';

// My Goals. Decision: the spec gives the options and the success question; the other questions,
// the intro and the error messages are worded here.
export const GOALS_INTRO =
  'Tell your designer what matters most to you, so the design is built around it.';
export const GOALS_QUESTION = 'What are your top goals for this project?';
export const GOALS_HINT = 'Choose up to {max}.';
export const SUCCESS_QUESTION = 'What would make this project a success for you?';
export const SUCCESS_HINT = 'Optional.';
export const INSTALL_TIMING_QUESTION = 'When do you hope to install?';
export const INSTALLER_QUESTION = 'Who will install?';

export const GOALS_REQUIRED = 'Please choose at least one goal.';
export const GOALS_TOO_MANY = 'Please choose up to {max} goals.';
export const GOAL_UNKNOWN = 'Please choose your goals from the list.';
export const GOALS_REPEATED = 'Please choose each goal once.';
export const SUCCESS_TOO_LONG = 'Please keep this to {max} characters or fewer.';
export const SUCCESS_MISSING = 'Please send your answer about success, even if it is empty.';
export const INSTALL_TIMING_REQUIRED = 'Please say when you hope to install.';
export const INSTALLER_REQUIRED = 'Please say who will install.';
export const ANSWERS_LOAD_FAILED =
  'We could not load what you saved before. Please reload the page to see it.';

// Command refusals (decision: the spec has no words for these).
export const STEP_NOT_IN_PACKAGE = 'This step is not part of your package.';
