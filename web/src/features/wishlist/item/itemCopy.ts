// The wish-list item page's words. Decision: the step headings are our own wording.
export const CHOOSE_PRICE_RANGE = 'Choose a price range';
export const CHOOSE_STYLE = 'Choose a style';
export const WHICH_YARDS = 'Which yards?';
export const NOTES_LABEL = 'Anything else we should know? (optional)';
export const REMOVE_FROM_WISH_LIST = 'Remove from wish list';
export const REMOVE_CONFIRM_TITLE = 'Remove {item} from your wish list?';
export const REMOVE_CONFIRM_BODY = 'Its price range, style, yards and notes will be deleted.';
export const REMOVE_CONFIRM = 'Remove';
export const CANCEL = 'Cancel';
export const BACK = 'Back';

/** "12 of 1,000 characters": the notes counter. */
export function notesCounter(length: number, max: number): string {
  return `${length.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} characters`;
}
