// Every user-facing text of the wish list and budget, word for word.
// Texts marked "Decision" are our own wording; the others are required wording, word for word.

// Screens and buttons.
export const LETS_PRIORITIZE_TITLE = "Let's Prioritize!";
export const WISH_LIST_READY_TITLE = 'Your Wish List is ready to go!';
export const LETS_TALK_BUDGET_TITLE = "Let's talk budget!";
export const ELEMENT_SELECTION_LINK = 'Element Selection';
export const LETS_PRIORITIZE_LINK = "Let's Prioritize";
export const GO_TO_MY_GOALS = 'Go to My Goals';
export const GO_TO_EXTERIOR_DESIGN = 'Go to Exterior Design';
export const SELECT_ITEMS_TO_CONTINUE_HINT = 'Select some items to continue...';
// Decision (our own wording): a wish list emptied after it was made; this empty state
// leads back to Element Selection instead of saying the list is ready.
export const EMPTY_WISH_LIST_TITLE = 'Your wish list is empty';
export const EMPTY_WISH_LIST_TEXT =
  'Choose the elements you would like for your yard in Element Selection to build your wish list again.';
export const GO_TO_ELEMENT_SELECTION = 'Go to Element Selection';

// Item flow.
export const NONE_OF_THESE_STYLES = 'None of these';
export const NOT_SURE_OF_YARDS = "I'm not sure";
export const ADD_TO_WISH_LIST = 'Add to wish list';
export const UPDATE_WISH_LIST_ITEM = 'update';

// Estimates.
export const NO_CHECKLIST_ITEMS_FOUND = 'No Checklist Items Found';
// Decision (our own wording): the estimate while the checklist and answers load, or if they fail.
export const ESTIMATE_LOADING = 'Loading the estimate…';
export const ESTIMATE_UNAVAILABLE = 'The estimate is not available right now.';
export const START_SELECTING_ITEMS = 'Start selecting items to see a range';
export const BASE_INSTALLATION_LINE_LABELS = [
  'Demo/Grading',
  'Base Planting',
  'Irrigation',
  'Plumbing/Electrical',
] as const;
/** Decision (our own wording): the text of the lender's referral link for a pre-qualified rate. */
export const LENDER_REFERRAL_LINK_TEXT = 'Check your pre-qualified rate';

// Budget form, exact.
export const TOTAL_BUDGET_REQUIRED = 'Please provide a total budget for your project.';
export const FIRST_PHASE_BUDGET_REQUIRED = 'Please provide a first phase budget for your project.';
export const ALL_IN_BELOW_PHASE_ONE =
  'Your all in budget should not be less than your phase one budget.';
// Decision (our own wording) for these four checks.
export const PHASING_REQUIRED = 'Please tell us whether you plan to build in phases.';
export const DESIGN_TARGET_REQUIRED = 'Please choose which budget we should design for.';
export const BUDGET_DIGITS_ONLY = 'Please enter whole dollars using digits only.';
export const BUDGET_TOO_LARGE = 'Please enter an amount no larger than 9223372036854775807.';

// Budget errors: required wording, exact, including "yourwishlist".
export const BUDGET_INTENT_ERROR =
  'There was an issue submitting your budget intent, please refresh the page and try again.';
export const WISHLIST_MODIFICATION_BUDGET_ERROR =
  'An error occurred when updating your budget from yourwishlist modifications. Please try again or contact support.';
// Decision: the words for Prioritize submitted without a chosen budget intent.
export const BUDGET_INTENT_REQUIRED =
  'Please choose how much of the range you would like to spend.';
