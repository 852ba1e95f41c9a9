// Start My Project's texts. "Submit to my designer" and "Your designer is on it" are required
// wording; the rest are decisions worded here.

export const START_PROJECT_INTRO =
  'Check what you have told us, then hand your project to your designer.';
export const SUBMIT_BUTTON = 'Submit to my designer';
export const DESIGNER_ON_IT = 'Your designer is on it';
export const FIRST_DESIGN_EXPECTED = 'Your first design is expected by {date}.';
export const SUBMITTED_ON = 'Submitted on {date}.';
export const EXPEDITED_NOTE = 'With expedited service.';
export const BLOCKERS_HEADING = 'Before you can submit';
export const BLOCKERS_INTRO = 'Finish these first:';
export const SUMMARY_HEADING = 'Your project';
export const EDIT = 'Edit';
export const VIEW = 'View';
export const NOT_ANSWERED = 'Not answered yet';
export const SKIPPED = 'Skipped';
export const NONE_CHOSEN = 'None chosen';

// Why submitting is blocked, each with the step to fix.
export const BLOCKER_NO_YARDS = 'Choose the yards you want designed.';
export const BLOCKER_UPLOADS = 'Finish the photos and videos of your {yard}.';
export const BLOCKER_WISH_LIST = 'Finish your {wishList}.';
export const BLOCKER_GOALS = 'Answer My Goals.';
export const BLOCKER_PREFERENCES = 'Finish My Preferences for each yard you chose.';
export const BLOCKER_INSTALLATION = 'Fill in Installation Details.';
export const BLOCKER_TERMS = 'Accept the terms of service.';

// Command refusals and the read-only note.
export const SCHEDULE_UNKNOWN =
  'We could not find the design schedule of your package. Please message us using the help button.';
export const PROJECT_SUBMITTED_READ_ONLY =
  'Your project is with your designer, so your answers can no longer be changed here. To ask for a change, use the Talk to us form.';
export const READ_ONLY_NOTE_HEADING = 'Your project has been submitted';
export const TALK_TO_US = 'Talk to us';

// My Yard's project status.
export const PROJECT_STATUS_LABEL = 'Project status:';
export const STATUS_IN_PROGRESS = 'Onboarding in progress';
export const STATUS_SUBMITTED = 'Submitted on {submitted}: first design expected {due}.';
