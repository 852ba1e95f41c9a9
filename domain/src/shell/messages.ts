// User-facing words of the app shell, word for word. `{email}` and
// `{phone}` are the support contact (brandCopyValues).

/** The generic error page, and its variant when cookies are blocked. */
export const ERROR_PAGE = {
  title: "We're sorry, but something went wrong.",
  engineeringAlerted:
    'Our engineering team has been alerted and is looking into the problem. Please check back soon.',
  /** Decision (our own wording): the sentence around the support email and phone. */
  contactSupport: 'If you need help right away, contact us at {email} or {phone}.',
  cookiesDisabled: 'Please check your browser settings to ensure that cookies are enabled.',
  cookiesHowTo: 'Uncheck the option to block cookies or use a different browser.',
} as const;
