// Onboarding copy. Texts marked "Decision" are our own wording; the others are required
// wording, word for word, spelling included. Templates are filled
// with fillCopy (domain/src/copy/fillCopy.ts). Upload, comment and help texts are forms/messages.ts.

// Context error dialog; the error codes themselves are in contextError.ts.
export const MISSING_RECORDS_TITLE = 'Uh oh! Something is wrong on our end.';
export const MISSING_RECORDS_HELP = "Please message us using the 'help' button or email {email}";
export const UNKNOWN_CONTEXT_ERROR = 'An unknown error occured, please logout and back in.';
/** The context error dialog's and the sidebar's logout button. */
export const LOGOUT = 'Logout';

// Loading and alerts.
export const SLOW_LOAD_MESSAGE =
  "It's taking longer to load your data than expected. Please try reloading the page.";
/** The suffix of the staff alert sent when the onboard state cannot be fetched. */
export const CLIENT_CANNOT_ONBOARD = 'CLIENT CANNOT ONBOARD';
/** Decision (our wording): an account that bought nothing cannot post to the staff channel. */
export const CANNOT_ONBOARD_ALERT_NEEDS_PURCHASE =
  'Only a client who bought a design can alert the team. Please use the help form.';
export const NO_USER_ID_FOR_ONBOARD_STATE =
  'No userId found in UserCtx when trying to fetch onboardState doc';
/** Decision: the user id ends the message. */
export const PROJECT_FETCH_FAILED = 'Error fetching project document for user {userId}';
/** The onboard read gives up after 5 seconds with this message. */
export const ONBOARD_READ_TIMED_OUT = 'timed out';
/** Errors name the user or document they concern. Decision: these texts. */
export const ONBOARD_STATE_FETCH_FAILED = 'Error fetching onboardState doc for user {userId}';
export const ONBOARD_STATE_UPDATE_FAILED = 'Error updating onboardState doc {docId}';

// Upload checklist.
export const CHECKLIST_WIDE_ANGLE = '{required} wide-angle photos';
export const CHECKLIST_SLOW_PAN = '{required} slow-pan video';
export const CHECKLIST_SLOPE = '{required} slope photo';
export const CHECKLIST_CHATTY = 'Chatty video';
export const CHECKLIST_PROGRESS = '{count} of {required}';
export const HINT_SLOW_PAN = 'Slow-pan videos should capture everything.';
export const HINT_CHATTY = 'Chatty video should be 2-3 minutes long.';
/** Decision: the slope photo hint's words; a sloped yard requires one photo of the slope. */
export const HINT_SLOPE = 'Your yard is sloped: add at least 1 photo showing the slope.';

// Yard overview and per-yard pages.
export const YARD_LABELS = {
  front: 'Front Yard',
  back: 'Back Yard',
  left: 'Left Side Yard',
  right: 'Right Side Yard',
  outdoor: 'Outdoor Space',
} as const;
export const YARD_CARD_UPLOADS = 'Uploads';
export const YARD_CARD_KEEP_REMOVE = 'Keep / Remove';
export const YARD_CARD_FUNCTIONS = 'Functions';
export const OPTIONAL_LABEL = '(optional)';
export const REMOVE_YARD = 'Remove yard';
export const NEXT_STEP_BUTTON = 'NEXT STEP: {step}';
export const CONFIRM_INFORMATION_TITLE = 'Confirm Your Information';
/** Decision (our own wording): the per-yard pages' titles. */
export const YARD_PAGE_TITLES = {
  upload: '{yard}: photos and videos',
  keep: '{yard}: what to keep and what to remove',
  priorities: '{yard}: how will you use it?',
} as const;
export const SAVE_AND_GO_TO_KEEP_REMOVE = 'Save and go to keep/remove';
export const SAVE_AND_GO_TO_FUNCTIONS = 'Save and go to functions';
export const SAVE_AND_COMPLETE = 'Save and complete';
/** Decision (our own wording): the review pages' title. */
export const REVIEW_TITLE = 'Review your uploads';
export const REVIEW_PAGE_1_OF_2 = 'page 1 of 2';
export const REVIEW_PAGE_2_OF_2 = 'page 2 of 2';
export const REVIEW_CONFIRM = 'CONFIRM';
/** Decision (our own wording): the prompt that offers to switch yards. */
export const SWAP_PROMPT_TITLE = 'Switch to your {to}?';
export const SWAP_PROMPT_BODY =
  'Your package designs either the front or the back yard. Switching moves you from the {from} to the {to}; your uploads stay with each yard.';
export const SWAP_CONFIRM = 'Switch yards';
/**
 * Decision (our own wording): Small Space's size limit (500 square feet) told to the
 * client; this note shows where they choose their space and where they photograph it.
 */
export const OUTDOOR_SPACE_LIMIT_NOTE =
  'Your Small Space package designs one outdoor space of up to {limit} square feet. Please choose and photograph an area no larger than that.';
/**
 * Decision: the words of the question Remove yard asks first. Removing keeps the yard's files and
 * statuses (adding it back brings them back), so the body says what stops rather than "deleted".
 */
export const REMOVE_YARD_CONFIRM_TITLE = 'Remove your {yard}?';
export const REMOVE_YARD_CONFIRM_BODY =
  'We will stop designing your {yard}: its uploaded photos and videos, your keep/remove comments and its chosen functions will no longer go to your designer. They are kept, so adding the yard back brings them back.';
export const REMOVE_REQUIRED_YARD_WARNING =
  'Your package needs your {yard}: you cannot go on to the next step until you add it back and finish its uploads.';
export const CANCEL = 'Cancel';

// Command refusals (decision: our own wording).
export const YARD_NOT_IN_PACKAGE = 'This yard is not part of your package.';
export const YARD_LOCKED =
  'Your package designs either the front or the back yard. Switch yards to change which one.';
export const YARD_NOT_ACTIVE = 'Please add this yard first.';
export const YARD_REMOVAL_REFUSED = 'Your package needs this yard.';
export const SWAP_NOT_OFFERED = 'Your package does not switch between front and back yards.';
export const MEDIA_NOT_FOUND = 'We could not find that file. It may have been deleted already.';
export const MEDIA_NOT_STORED = 'We could not find the uploaded file. Please upload it again.';
export const MEDIA_FILE_NOT_REMOVED =
  'The file could not be removed just now, so it is still here. Please try again in a moment.';
export const CHOOSE_A_YARD = 'Please choose a yard.';
export const UNKNOWN_YARD = 'Please choose front, back, left, right or outdoor.';
export const UNKNOWN_SUB_STEP = 'Please choose upload, keepRemove or priorities.';
export const UNKNOWN_STATUS = 'Please choose NOT_STARTED, INCOMPLETE or COMPLETE.';
export const SLOPED_REQUIRED = 'Please say whether the yard is sloped.';
export const UNKNOWN_FUNCTION =
  'Please choose from relax, entertain, kids play, eat, garden, beautify, work and cook.';
export const FUNCTIONS_REPEATED = 'Please choose each function once.';
export const INFORMATION_VERIFIED_ONLY_TRUE = 'Information can only be confirmed, not unconfirmed.';
export const UNKNOWN_ONBOARD_STEP = 'Please choose Yard, Budget, ExteriorDesign or Goals.';
export const MEDIA_PATH_INVALID = 'Please upload into your own media folder.';
export const MEDIA_FILE_TYPE_INVALID = 'This type of file cannot be used here.';
export const MEDIA_VARIANT_INVALID = 'Please say which yard photo or video this is.';
export const MEDIA_TAG_INVALID = 'Please tag the file as property or exterior-design-inspiration.';
export const MEDIA_TAG_VARIANT_MISMATCH =
  'Yard media are tagged property; inspiration photos are tagged exterior-design-inspiration.';
export const FILE_NAME_INVALID = 'Please give the file name (at most 255 characters).';

// Shell: sidebar and top bar.
export const SIDEBAR_LABELS = {
  'my-yard': 'My Yard',
  'wish-list': 'Wish List',
  'exterior-design': 'Exterior Design',
  'installation-details': 'Installation Details',
  goals: 'My Goals',
  inspiration: 'My Inspiration',
  plans: 'Plans & Drawings',
  preferences: 'My Preferences',
  plants: 'My Plants',
  'start-project': 'Start My Project',
} as const;
export const SIDEBAR_DESIGN_ELEMENTS = 'Design Elements';
export const SIDEBAR_HELP = 'Help';
export const INSTALLATION_PLANS_TOOLTIP =
  'Submit installation plans in Wish List section before proceeding';
export const TOP_BAR_STEP = 'step {step} of {total}';
export const TOP_BAR_YARD_TITLE = "{firstName}'s Yard";
export const TALK_TO_US = 'Talk to us';
export const RESET_LINK = 'Reset';
/** Decision: the words of the question Reset asks first; it says what a reset clears. */
export const RESET_CONFIRM_TITLE = 'Reset your onboarding?';
export const RESET_CONFIRM_BODY =
  'This clears the yards you chose and the progress of every yard (uploads, keep/remove and functions all go back to not started), then starts again from choosing your yards.';
export const RESET_CONFIRM = 'Reset onboarding';
