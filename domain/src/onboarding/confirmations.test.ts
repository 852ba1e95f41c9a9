import { describe, expect, it } from 'vitest';
import { RESET_CONFIRMATION, removeYardConfirmation } from './confirmations';
import { stateWith } from './testStates';

const REMOVE_BODY = (yard: string) =>
  `We will stop designing your ${yard}: its uploaded photos and videos, your keep/remove comments and its chosen functions will no longer go to your designer. They are kept, so adding the yard back brings them back.`;

describe('Remove yard asks first', () => {
  it('says what stops going to the designer, with Cancel and Remove yard', () => {
    const state = stateWith({ front: {}, back: {}, left: {} });
    expect(removeYardConfirmation('full-yard', state, 'left')).toEqual({
      title: 'Remove your left side yard?',
      description: [REMOVE_BODY('left side yard')],
      confirmLabel: 'Remove yard',
      cancelLabel: 'Cancel',
    });
  });

  it('warns that a yard the package needs blocks the next step until it is back', () => {
    const state = stateWith({ front: {}, back: {} });
    expect(removeYardConfirmation('full-yard', state, 'back').description).toEqual([
      REMOVE_BODY('back yard'),
      'Your package needs your back yard: you cannot go on to the next step until you add it back and finish its uploads.',
    ]);
  });

  it('does not warn where the package designs whichever yards remain', () => {
    const state = stateWith({ front: {}, back: {} });
    expect(removeYardConfirmation('whole-home', state, 'back').description).toEqual([
      REMOVE_BODY('back yard'),
    ]);
  });
});

describe('Reset asks first', () => {
  it('says it clears the chosen yards and every yard’s progress', () => {
    expect(RESET_CONFIRMATION).toEqual({
      title: 'Reset your onboarding?',
      description: [
        'This clears the yards you chose and the progress of every yard (uploads, keep/remove and functions all go back to not started), then starts again from choosing your yards.',
      ],
      confirmLabel: 'Reset onboarding',
      cancelLabel: 'Cancel',
    });
  });
});
