// Every user-facing text of the help form, uploads and media, comments, terms and the small shared
// fields, word for word. Templates take {email}, {fileName} and
// {limit}, filled with fillCopy. Texts marked "Decision" are our own wording; the others are
// required wording, word for word.

// Help form.
/** The help types' labels. Decision: "other" is labelled "Other". */
export const HELP_TYPE_LABELS = {
  design: 'Specific design question',
  technical: 'Technical question',
  timeline: 'Timeline question',
  other: 'Other',
} as const;
export const HELP_BODY_HINT = 'Let us know how we can help!';
export const HELP_SUCCESS =
  "We got your message! We'll reach out to you via email within the next business day.";
export const HELP_FAILURE =
  'Uh-oh! Something went wrong trying to deliver this email. If this error persists, please contact {email}.';
// Decision: after the wait of a refused send, the support address, as the failure text gives it.
export const HELP_RATE_LIMITED_CONTACT = 'If you need us sooner, please contact {email}.';
// Decision (our own wording): the errors of the type and body fields.
export const HELP_TYPE_REQUIRED = 'Please choose what your question is about.';
export const HELP_BODY_TOO_SHORT = 'Please write at least 5 characters.';
export const HELP_BODY_TOO_LONG = 'Please keep your message to 5,000 characters or fewer.';

// Comments.
export const COMMENT_REQUIRED = 'Comment Required!';
export const COMMENT_SAVE_FAILED = 'Error updating comment';
// Decision (our own wording): over-long comments.
export const KEEP_REMOVE_COMMENT_TOO_LONG = 'Comments can be at most 100 characters.';
export const INSPIRATION_COMMENT_TOO_LONG = 'Comments can be at most 154 characters.';

// Uploads and media.
export const FILE_LIMIT_REACHED = 'File Limit Reached. Please delete some photos to upload more.';
export const UPLOAD_FAILED =
  'There was a problem trying to upload one or more of your files. Please reload the web page and try again. If you continue to see this error, please reach out to {email}';
export const MEDIA_DELETE_FAILED = 'Error deleting file';
/** Decision (our own wording): deleting a file asks for confirmation. */
export const DELETE_MEDIA_CONFIRM = 'Delete this file? This cannot be undone.';
export const HEIC_NOT_SUPPORTED = 'HEIC image files are not supported by your browser';
// Decision (our own wording): refused files.
export const FILE_TYPE_NOT_ACCEPTED = '{fileName} is not a kind of file we can accept here.';
export const FILE_TOO_LARGE = '{fileName} is too large. Files of this kind can be up to {limit}.';
export const FILE_EMPTY = '{fileName} is empty.';

// Zip. Decision (our own wording).
export const ZIP_REQUIRED = 'Please enter a zip code.';
export const ZIP_INVALID = 'Please enter a 5-digit zip code.';

// Terms. Decision (our own wording): the error.
/** The page a user who has not accepted updated terms sees. */
export const TERMS_UPDATED_TITLE = 'Changes to Terms & Privacy Policy';
/** The documents the consent text and the terms page link to. */
export const TERMS_LINK_LABELS = {
  electronicSignature: 'Consent to Electronic Signature and Disclosures',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
} as const;
export const TERMS_CONTINUE = 'Continue';
export const TERMS_REQUIRED = 'Please tick the box to accept the terms.';

// Command inputs (decision: our own wording). `${unknown}` is yup's own placeholder.
export const UNEXPECTED_FIELD = 'Unexpected field: ${unknown}';
export const NOTHING_TO_UPDATE = 'There is nothing to update.';
/** No form of ours sends it: a broken or altered page did, so reloading is the way out. */
export const INPUT_TOO_DEEP =
  'This request has more levels of nested data than any of our forms send. Please reload the page and try again.';
/** Decision: names and addresses never need angle brackets (see plainText.ts). */
export const TEXT_HAS_MARKUP = 'Please remove the < and > characters.';

/** Decision (our own wording): a missing street or city says what to do. */
export const ADDRESS_ERRORS = {
  streetRequired: 'Please enter your street address.',
  cityRequired: 'Please enter your city.',
} as const;

/** Decision: over-long address lines; `{limit}` is the field's limit (see addressLimits.ts). */
export const ADDRESS_TOO_LONG = {
  street: 'Please shorten the street address to {limit} characters or fewer.',
  aptNumber: 'Please shorten the apartment or unit to {limit} characters or fewer.',
  city: 'Please shorten the city to {limit} characters or fewer.',
  formattedAddress: 'Please shorten the address to {limit} characters or fewer.',
} as const;

/**
 * Decision: what a form says when a field holds something no control of the page puts there (a
 * page half loaded, or altered): the way out is a reload.
 */
export const FORM_VALUE_UNREADABLE =
  "We couldn't read what was entered here. Please reload the page and try again.";
/** Decision: a form handed a field it does not have (an out-of-date or altered page). */
export const FORM_FIELD_UNEXPECTED =
  "This page sent something we didn't ask for. Please reload the page and try again.";
