// Decision (our own wording): the words of "Let's Prioritize!" besides the required ones.

export const PRIORITY_LIST_HEADING = 'Your priorities';
export const PRIORITY_LIST_INTRO =
  'Put your wish list in order, most important first. Drag an item by its handle, or focus the handle and use the keyboard.';
export const EMPTY_WISH_LIST = 'Your wish list is empty. Choose some items first in';
export const BUDGET_QUESTION = 'How much of the estimate would you like to spend?';
export const SUBMIT_WISH_LIST = 'Submit my wish list';
export const ORDER_SAVING = 'Saving…';
export const ORDER_SAVED = 'Saved';
export const LOADING_WISH_LIST = 'Loading your wish list…';

export function reorderHandleLabel(itemName: string): string {
  return `Reorder ${itemName}`;
}

/** "25% — $5,400": the share of the range and the amount it comes to. */
export function budgetIntentLabel(intent: number, amount: string): string {
  return `${intent}% — ${amount}`;
}

/** Plain-words instructions and announcements for moving items without a mouse. */
export const REORDER_INSTRUCTIONS =
  'To move an item, press Space or Enter on its handle to pick it up. Use the up and down arrow keys to move it, then press Space or Enter to drop it, or Escape to put it back.';

export function pickedUp(name: string, position: number, total: number): string {
  return `Picked up ${name}. It is at position ${position} of ${total}.`;
}

export function movedTo(name: string, position: number, total: number): string {
  return `${name} is now at position ${position} of ${total}.`;
}

export function droppedAt(name: string, position: number, total: number): string {
  return `${name} dropped at position ${position} of ${total}.`;
}

export function moveCancelled(name: string): string {
  return `Moving ${name} was cancelled. It is back where it was.`;
}
