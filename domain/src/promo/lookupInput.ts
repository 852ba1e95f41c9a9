import { string } from 'yup';
import {
  lookupPromoCodeInput,
  MAX_PROMO_CODE_LENGTH,
  PROMO_CODE_PATTERN,
} from '../checkout/schemas';
import { PROMO_MESSAGES } from './messages';
import { normalizePromoCode } from './normalizePromoCode';

/** Room for spaces pasted around a code; the code itself is still at most MAX_PROMO_CODE_LENGTH. */
const MAX_TYPED_CODE_LENGTH = 100;

/**
 * The lookupPromoCode command's input: lookupPromoCodeInput, with the code taken as typed (the
 * lookup upper-cases and trims it), so ' save250 ' finds SAVE250. What is left after the trim must
 * still be a well-formed code.
 */
export const promoLookupCommandInput = lookupPromoCodeInput.shape({
  code: string()
    .required('Please enter a code.')
    .max(MAX_TYPED_CODE_LENGTH, PROMO_MESSAGES.invalid)
    .test('promo-code', PROMO_MESSAGES.invalid, (typed) => {
      const code = normalizePromoCode(typed ?? '');
      return code.length <= MAX_PROMO_CODE_LENGTH && PROMO_CODE_PATTERN.test(code);
    }),
});
