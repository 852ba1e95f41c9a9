// The later steps' texts. Required wording (question, options, button) is kept as written; the
// rest are decisions, each marked where it is made.

/** The button of every later step. */
export const SAVE_AND_CONTINUE = 'Save and continue';

/** The sidebar's step statuses: "to do, in progress, complete". */
export const LATER_STEP_STATUS_LABELS = {
  'to-do': 'To do',
  'in-progress': 'In progress',
  complete: 'Complete',
} as const;

// My Goals. The options and the success question are required wording. Decision: the other
// questions, the intro and the error messages are worded here.
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

// Command refusals (decision: our own wording).
export const STEP_NOT_IN_PACKAGE = 'This step is not part of your package.';

// My Preferences. The options and the drainage/soil/slopes topic are required. Decision: the
// questions, hints, intro and error messages are worded here.
export const PREFERENCES_INTRO =
  'Tell your designer about the site and the people who use it, so the design suits both.';
export const SUN_QUESTION = 'How much sun does your {yard} get?';
export const LIKED_MATERIALS_QUESTION = 'Which materials do you like?';
export const DISLIKED_MATERIALS_QUESTION = 'Which materials would you rather avoid?';
export const UPKEEP_QUESTION = 'How much upkeep are you happy with?';
export const YARD_USERS_QUESTION = 'Who uses the yard?';
export const TICK_ANY_HINT = 'Optional. Tick any that apply.';
export const SITE_NOTES_QUESTION = 'Anything we should know about drainage, soil or slopes?';
export const SITE_NOTES_HINT = 'Optional.';

export const SUN_REQUIRED = 'Please say how much sun your {yard} gets.';
export const SUN_MISSING = 'Please say how much sun each of your yards gets.';
export const SUN_UNKNOWN = 'Please choose full sun, part sun, shade or not sure.';
export const SUN_YARD_NOT_CHOSEN = 'Please answer about the sun only for the yards you chose.';
export const MATERIAL_UNKNOWN = 'Please choose materials from the list.';
export const MATERIALS_REPEATED = 'Please choose each material once.';
export const MATERIAL_LIKED_AND_DISLIKED =
  'A material cannot be both liked and disliked: please untick {materials} in one of the lists.';
export const UPKEEP_REQUIRED = 'Please say how much upkeep you are happy with.';
export const YARD_USER_UNKNOWN = 'Please choose who uses the yard from the list.';
export const YARD_USERS_REPEATED = 'Please choose each person once.';
export const SITE_NOTES_TOO_LONG = 'Please keep this to {max} characters or fewer.';
export const SITE_NOTES_MISSING =
  'Please send your answer about drainage, soil and slopes, even if it is empty.';
