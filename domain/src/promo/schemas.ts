import { object, string } from 'yup';

/** Longest email we accept (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Input of the command that issues a single-use promo code to a new email (funnel §4). */
export const requestSingleUsePromoInput = object({
  email: string()
    .required('Please enter your email.')
    .max(MAX_EMAIL_LENGTH, 'Please enter a shorter email.')
    .email('Please enter a valid email.'),
})
  .noUnknown('Unexpected field: ${unknown}')
  .strict();
