// Plans & Drawings' texts. The kinds of document, the file types and limits and "I don't have
// any" are required; the rest are worded here (decision).

export const PLANS_STEP_INTRO =
  'Share documents your designer should see: a survey or plot plan, HOA guidelines, existing plans. PDF, JPEG or PNG, up to 50 MB each, up to {max} files.';
export const ADD_PLANS = 'Add plans and drawings';
export const YOUR_PLANS = 'Your files';
export const NO_PLANS_YET = 'No files yet.';
export const PLAN_KIND_LABEL = 'What is this file?';
export const PLAN_KIND_PLACEHOLDER = 'Choose one';
export const PLAN_NOTE_LABEL = 'Note (optional)';
export const PLAN_NOTE_HINT = 'Anything your designer should know about this file.';
export const NO_PLANS = "I don't have any";
export const NO_PLANS_HINT =
  'Tick this if you have no plans or drawings to share. It is only offered while you have uploaded none.';
export const LOADING_PLANS = 'Loading your plans and drawings…';

export const PLAN_KIND_REQUIRED = 'Please choose what this file is.';
export const PLAN_NOTE_TOO_LONG = 'Please keep the note to {max} characters or fewer.';
export const PLAN_NOTE_MISSING = 'Please send the note, even if it is empty.';
export const PLAN_FILES_TOO_MANY = 'Please describe up to {max} files.';
export const PLAN_FILE_REPEATED = 'Please describe each file once.';
export const PLAN_FILE_GONE =
  'One of your files is no longer here. Please check your files and save again.';
export const NO_PLANS_MISSING = 'Please say whether you have plans or drawings to share.';
export const NO_PLANS_CONFLICT =
  'You have uploaded files, so "I don\'t have any" cannot be ticked. Untick it or remove your files.';
export const WAIT_FOR_PLAN_UPLOADS = 'Please wait until your files have finished uploading.';
