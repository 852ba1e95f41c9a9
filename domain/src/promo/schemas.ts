import { object } from 'yup';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { emailField } from '../funnel/emailSchema';

/** Input of the command that issues a single-use promo code to a new email. */
export const requestSingleUsePromoInput = object({
  email: emailField(),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();
