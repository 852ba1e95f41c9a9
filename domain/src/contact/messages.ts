// Words of the two pages that reach the design team: feedback on a design (after buying an
// additional revision) and a design-consultation request. The limits are required; the
// words are decisions. {limit} is filled with a number, {to} with the client's email address.

export const DESIGN_FEEDBACK_TEXT = {
  title: 'Give feedback on your design',
  intro:
    'Tell your designer what to change in your revision. Photos of what you have in mind help too.',
  changesLabel: 'What would you like to change?',
  changesCount: '{count} of {limit} characters',
  photosLabel: 'Add reference photos (optional)',
  photosHint: 'Up to {limit} photos of ideas you like or of what you want changed.',
  photosHeading: 'Your reference photos',
  send: 'Send feedback',
  sending: 'Sending your feedback…',
  sentHeading: 'Thank you! Your feedback is on its way',
  sentBody: 'Your designer will work it into your revision and email you when it is ready.',
  confirmationSent: 'We have sent a confirmation to {to}.',
  backToProject: 'Go to my project',
} as const;

export const DESIGN_FEEDBACK_ERRORS = {
  changesRequired: 'Please tell us what you would like to change.',
  changesTooLong: 'Please keep your feedback to {limit} characters.',
  tooManyPhotos: 'Please attach at most {limit} photos.',
  photoRepeated: 'Each photo can be attached once.',
  photoNotFound: 'One of your photos could not be found. Please remove it and add it again.',
  /** Decision (our wording): feedback needs a design we work on. */
  clientsOnly:
    'Feedback on a design is for clients whose design we are working on. Please use the help form.',
  waitForUploads: 'Please wait for your photos to finish uploading before you send.',
  notSent: 'Your feedback could not be sent. Nothing was lost: please try again, or email {email}.',
} as const;

export const CONSULTATION_TEXT = {
  title: 'Talk to a designer',
  intro:
    'Tell us about your outdoor space and what you hope for. A designer will write back with ideas and the package that fits.',
  nameLabel: 'Your name',
  emailLabel: 'Email address',
  phoneLabel: 'Phone (optional)',
  messageLabel: 'How can we help?',
  send: 'Send message',
  sending: 'Sending your message…',
  sentHeading: 'Thank you! We have your message',
  sentBody: 'A designer will reply to {to} within one business day.',
  haveAccount: 'Already a client?',
  logIn: 'Log in to your project',
} as const;

export const CONSULTATION_ERRORS = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please keep your name to {limit} characters.',
  messageRequired: 'Please tell us a little about your project.',
  messageTooLong: 'Please keep your message to {limit} characters.',
  notSent: 'Your message could not be sent. Nothing was lost: please try again, or email {email}.',
} as const;

/** A sending attempt's id the client did not make as the app makes it. */
export const REQUEST_ID_INVALID = 'Please reload the page and send your message again.';
