import { MAX_WISH_LIST_RESPONSES } from '../schemas';

// The wish-list commands' refusals. Decision (our own wording) for these server checks; each
// says what to do next.

export const CHECKLIST_ITEM_NOT_FOUND =
  'We could not find that wish-list item. Please go back to the list and choose an item there.';
export const PRICE_OPTION_NOT_OF_ITEM =
  'Please choose one of the price ranges shown for this item.';
export const STYLE_OPTION_NOT_OF_ITEM =
  'Please choose one of the styles shown for this item, or "None of these".';
export const ITEM_HAS_NO_STYLES =
  'This item has no styles to choose from. Please save it without one.';
export const YARD_NOT_DESIGNED = 'Please choose only yards that your package designs.';
export const NO_YARDS_TO_CHOOSE =
  'Your package designs a single space, so there are no yards to choose for this item.';
export const WISH_LIST_FULL = `Your wish list can hold up to ${MAX_WISH_LIST_RESPONSES} items. Please remove one before adding another.`;
export const RESPONSE_NOT_FOUND =
  'We could not find that wish-list item. Please reload the page and try again.';
export const WISH_LIST_EMPTY =
  'Please add at least one item to your wish list before choosing your budget.';
export const PROJECT_NOT_FOUND =
  'We could not find your project. Please message us using the help button.';
