import { DEFAULT_BRAND } from '../brand/brand';
import { fillCopy } from '../copy/fillCopy';
import { ERROR_PAGE } from './messages';

/** The browser's message when storage or cookies are blocked. */
export const INSECURE_OPERATION_MESSAGE = 'The operation is insecure.';

export interface ErrorPageText {
  title: string;
  lines: string[];
}

export interface SupportContact {
  email: string;
  phone: string;
}

/** Texts of the generic error page, with the cookies variant. */
export function errorPageText(
  error: unknown,
  contact: SupportContact = {
    email: DEFAULT_BRAND.supportEmail,
    phone: DEFAULT_BRAND.supportPhone,
  },
): ErrorPageText {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message === INSECURE_OPERATION_MESSAGE) {
    return {
      title: ERROR_PAGE.title,
      lines: [ERROR_PAGE.cookiesDisabled, ERROR_PAGE.cookiesHowTo],
    };
  }
  return {
    title: ERROR_PAGE.title,
    lines: [ERROR_PAGE.engineeringAlerted, fillCopy(ERROR_PAGE.contactSupport, { ...contact })],
  };
}
