// Installation Details' texts. The topics (start month, how the installer contacts the client,
// access: gates, parking, pets) and the contact ways are required; the questions, hints and
// messages are worded here (decision).

export const INSTALLATION_INTRO =
  'Help your installer plan the work: when you would like to start, how to reach you and how to get into your yard.';
export const LOADING_INSTALLATION = 'Loading your installation details…';

export const START_MONTH_QUESTION = 'When would you like installation to start?';
export const START_MONTH_HINT = 'Choose a month from this month to {max} months ahead.';
export const START_MONTH_PLACEHOLDER = 'Choose a month';
export const CONTACT_METHOD_QUESTION = 'How should the installer contact you?';
export const ACCESS_NOTES_QUESTION = 'Anything the installer must know about access?';
export const ACCESS_NOTES_HINT = 'Optional. For example gates, parking or pets.';

export const START_MONTH_REQUIRED = 'Please choose the month you would like installation to start.';
export const START_MONTH_OUT_OF_RANGE = 'Please choose a month from {first} to {last}.';
export const CONTACT_METHOD_REQUIRED = 'Please choose how the installer should contact you.';
export const ACCESS_NOTES_TOO_LONG = 'Please keep this to {max} characters or fewer.';
export const ACCESS_NOTES_MISSING = 'Please send your answer about access, even if it is empty.';
