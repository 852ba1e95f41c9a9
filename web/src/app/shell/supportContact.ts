import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@yardwise/domain/brand/brand';
import type { SupportContact } from '@yardwise/domain/shell/errorPage';

/** The deployment's support contact, or the brand's when the build sets none. */
export function supportContact(): SupportContact {
  return {
    email: import.meta.env.VITE_SUPPORT_EMAIL || SUPPORT_EMAIL,
    phone: import.meta.env.VITE_SUPPORT_PHONE || SUPPORT_PHONE,
  };
}
