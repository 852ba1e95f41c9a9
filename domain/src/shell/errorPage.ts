import { DEFAULT_BRAND } from '../brand/brand';

/** The browser's message when storage or cookies are blocked (checkout §2 app shell). */
export const INSECURE_OPERATION_MESSAGE = 'The operation is insecure.';

export interface ErrorPageText {
  title: string;
  lines: string[];
}

export interface SupportContact {
  email: string;
  phone: string;
}

/** Texts of the generic error page (checkout §2), with the cookies variant. */
export function errorPageText(
  error: unknown,
  contact: SupportContact = {
    email: DEFAULT_BRAND.supportEmail,
    phone: DEFAULT_BRAND.supportPhone,
  },
): ErrorPageText {
  const title = "We're sorry, but something went wrong.";
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message === INSECURE_OPERATION_MESSAGE) {
    return {
      title,
      lines: [
        'Please check your browser settings to ensure that cookies are enabled.',
        'Uncheck the option to block cookies or use a different browser.',
      ],
    };
  }
  return {
    title,
    lines: [
      'Our engineering team has been alerted and is looking into the problem. Please check back soon.',
      `If you need help right away, contact us at ${contact.email} or ${contact.phone}.`,
    ],
  };
}
