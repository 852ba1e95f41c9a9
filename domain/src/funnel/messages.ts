// Every user-facing text of the funnel area. Templates use `{name}`
// placeholders filled with fillCopy (domain/src/copy/fillCopy.ts). The steps the funnel shares with
// checkout take their words from account/ and checkout/messages.ts; the onboard-state texts are in
// onboarding/messages.ts, the premium SKU text in catalog/messages.ts.

/** Step titles. */
export const STEP_TITLES = {
  findYourPackage: 'Find your perfect design package',
  contactInfoBeforeQuiz: "Let's get started!",
  contactInfoAfterQuiz: "Almost done. Let's save your results.",
  homeAddressAfterContactInfo: 'Where is your outdoor space?',
  homeAddressAfterLanding: 'First, tell us where your outdoor space is',
  homeAddressFirst: "We're excited to get started!",
  locationLoading: "We're digging into",
  locationFound: 'We found your property!',
  typeform: 'Tell us about your project',
  recommendedPackage: 'We recommend...',
  purchase: 'Complete your purchase',
} as const;

/** Step button texts; stepDefinitions.ts marks the ones that are our own wording as decisions. */
export const STEP_BUTTONS = {
  getStarted: 'GET STARTED',
  seeMyResults: 'SEE MY RESULTS',
  thatsIt: "THAT'S IT",
  thatsNotIt: "THAT'S NOT IT",
  purchase: 'PURCHASE',
  talkToOurTeam: 'Questions? Talk to Our Team',
  createAccount: 'CREATE ACCOUNT',
} as const;

/** Quiz page titles. */
export const QUIZ_TITLES = {
  helpNeeded: 'What do you need help with?',
  yardSelection: 'Which areas need help?',
  yardSize: 'What is the size of your property?',
  wishList: "What's on your design wish list?",
  uniqueYard: 'Every yard is unique! What are the unique challenges in your yard?',
  timeFrame: 'When do you want to start your project?',
  budget: 'What is your budget for your outdoor project?',
} as const;

/** The budget page says design is the first piece of a larger budget and install costs are shown. */
export const BUDGET_SUBTITLE =
  "Design is the first piece of your larger project budget. Along with your design, we'll show you estimated install costs.";

/** Headings of the two wish-list groups, landscaping and home_exterior. */
export const WISH_LIST_GROUP_LABELS = {
  landscaping: 'Landscaping',
  home_exterior: 'Home exterior',
} as const;

/** Quiz answer errors. Decision (our own wording): they say plainly what to do. */
export const QUIZ_ERRORS = {
  chooseOne: 'Please choose one option.',
  chooseAtLeastOne: 'Please choose at least one option.',
  chooseAtMostOne: 'Please choose only one option.',
  unknownOption: 'Please choose from the options shown.',
  duplicateOption: 'Please choose each option only once.',
  exclusiveOption: '"{option}" cannot be combined with other choices.',
  unknownQuestion: 'This question is not part of the quiz.',
  duplicateQuestion: 'Each quiz question can be answered only once.',
} as const;

/** The "How did you hear about us?" select. */
export const HOW_DID_YOU_HEAR_LABEL_OPTIONAL = 'How did you hear about us? (Optional)';
export const HOW_DID_YOU_HEAR_LABEL_REQUIRED = 'How did you hear about us?';
export const HOW_DID_YOU_HEAR_REQUIRED_ERROR = 'Please tell us how you heard about us.';

/** Email is required and must look like an email address. Decision: the wording of these errors. */
export const EMAIL_REQUIRED = 'Please enter your email address.';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const PHONE_INVALID = 'Please enter a 10-digit phone number.';
export const STATE_NOT_LIVE = 'Please choose a US state.';

/** Errors of the profile, project and redirect services. */
export const DESIGN_PROFILE_ID_REQUIRED = 'Cannot update a design profile without an id.';
export const PROFILE_UPDATE_FAILED = 'Error updating profile document {id}';
export const PROJECT_UPDATE_FAILED = 'Error updating project document {id}';
export const PREPARE_REDIRECT_FAILED = 'Failed to prepare redirect: {status}';

/** Decision: the wording of the other design-profile input errors. */
export const DESIGN_PROFILE_UNKNOWN_VERSION = 'Unknown design experience version.';
export const DESIGN_PROFILE_UNKNOWN_STEP = 'Unknown funnel step.';
/** Decision: one message for a missing profile and another visitor's, so ids reveal nothing. */
export const DESIGN_PROFILE_NOT_FOUND = 'We could not find that design profile.';
/** The page host the browser sends with a new profile. */
export const DESIGN_PROFILE_HOST_INVALID = 'The address of this page is not valid.';

/** Logout has a variant with a message when a flag is passed; the wording is ours. */
export const LOGGED_OUT_MESSAGE = 'You have been logged out.';

/** The recommendation's price and what the package includes; only the title is required wording. */
export const RECOMMENDATION_TEXT = {
  priceLabel: 'Design price for your lot',
  priceLoading: 'Loading the price',
  priceUnavailable:
    "We couldn't load the price just now. You'll see it before you pay, on the next step.",
  includesHeading: "What's included",
} as const;
