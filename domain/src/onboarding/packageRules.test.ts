import { describe, expect, it } from 'vitest';
import { PACKAGE_KEYS } from '../catalog/catalog';
import {
  allowedYards,
  autoActivatedYard,
  canRemoveYards,
  chosenPrimaryYard,
  lockedYard,
  offersYardSwap,
  OUTDOOR_SPACE_SQ_FT,
  outdoorSpaceLimitNote,
  requiredYards,
  yardActivationBlock,
  yardRemovalAllowed,
  yardScopeOf,
} from './packageRules';
import { stateWith } from './testStates';

const none = stateWith({});

describe('allowed yards', () => {
  it('gives the outdoor package outdoor only', () => {
    expect(allowedYards('small-space')).toEqual(['outdoor']);
  });

  it('gives the back package back, left, right', () => {
    expect(allowedYards('back-yard')).toEqual(['back', 'left', 'right']);
  });

  it('gives the front packages front, left, right', () => {
    expect(allowedYards('front-yard')).toEqual(['front', 'left', 'right']);
    expect(allowedYards('curb-appeal')).toEqual(['front', 'left', 'right']);
  });

  it('gives the others front, back, left, right', () => {
    for (const key of ['full-yard', 'whole-home', 'botanical', 'uber-premium'] as const) {
      expect(allowedYards(key), key).toEqual(['front', 'back', 'left', 'right']);
    }
    expect(allowedYards('starter-front-or-backyard')).toEqual(['front', 'back', 'left', 'right']);
  });

  it('offers outdoor to no package but the outdoor one', () => {
    for (const key of PACKAGE_KEYS.filter((k) => k !== 'small-space')) {
      expect(allowedYards(key), key).not.toContain('outdoor');
    }
  });
});

describe('required yards', () => {
  it('front-only packages need front, the back-only package back', () => {
    expect(requiredYards('front-yard', none)).toEqual(['front']);
    expect(requiredYards('curb-appeal', none)).toEqual(['front']);
    expect(requiredYards('back-yard', none)).toEqual(['back']);
  });

  it('two-yard packages need front and back, whether added or not', () => {
    for (const key of ['full-yard', 'starter-full-yard', 'partner-rewards-full-yard'] as const) {
      expect(requiredYards(key, none), key).toEqual(['front', 'back']);
    }
  });

  it('decision: small space is the outdoor package of 500 sq ft and needs outdoor', () => {
    expect(yardScopeOf('small-space')).toBe('outdoor');
    expect(OUTDOOR_SPACE_SQ_FT).toBe(500);
    expect(requiredYards('small-space', none)).toEqual(['outdoor']);
  });

  it('the one-yard-of-choice package needs the chosen yard, front by default', () => {
    expect(requiredYards('starter-front-or-backyard', none)).toEqual(['front']);
    expect(requiredYards('starter-front-or-backyard', stateWith({ back: {} }))).toEqual(['back']);
    expect(
      requiredYards('starter-front-or-backyard', stateWith({}, {}, { selectedYard: 'back' })),
    ).toEqual(['back']);
  });

  it('others need the front and back yards that exist, never left or right', () => {
    expect(requiredYards('whole-home', stateWith({ back: {}, left: {} }))).toEqual(['back']);
    expect(requiredYards('whole-home', stateWith({ front: {}, back: {} }))).toEqual([
      'front',
      'back',
    ]);
    expect(requiredYards('botanical', stateWith({ right: {} }))).toEqual([]);
  });

  it('reads the chosen primary yard from the selection before the active yards', () => {
    expect(chosenPrimaryYard(stateWith({ front: {} }, {}, { selectedYard: 'back' }))).toBe('back');
    expect(chosenPrimaryYard(stateWith({ left: {} }, {}, { selectedYard: 'left' }))).toBe('front');
  });
});

describe('single-yard auto-activation', () => {
  it('activates the only allowed yard of a single-yard package', () => {
    expect(autoActivatedYard('small-space')).toBe('outdoor');
  });

  it('activates nothing for packages that allow several yards', () => {
    for (const key of PACKAGE_KEYS.filter((k) => k !== 'small-space')) {
      expect(autoActivatedYard(key), key).toBeNull();
    }
  });

  it('offers Remove yard only when more than one yard is allowed', () => {
    expect(canRemoveYards('small-space')).toBe(false);
    expect(canRemoveYards('front-yard')).toBe(true);
  });
});

describe('front/back locking and swap', () => {
  it('decision: only the one-yard-of-choice package locks the other primary yard', () => {
    expect(lockedYard('starter-front-or-backyard', stateWith({ front: {} }))).toBe('back');
    expect(lockedYard('starter-front-or-backyard', stateWith({ back: {} }))).toBe('front');
    expect(lockedYard('starter-front-or-backyard', none)).toBeNull();
    expect(lockedYard('full-yard', stateWith({ front: {} }))).toBeNull();
    expect(offersYardSwap('starter-front-or-backyard')).toBe(true);
    expect(offersYardSwap('front-yard')).toBe(false);
  });

  it('blocks yards outside the package and locked yards, allowing the rest', () => {
    const front = stateWith({ front: {} });
    expect(yardActivationBlock('front-yard', front, 'back')).toBe('not-allowed');
    expect(yardActivationBlock('small-space', none, 'front')).toBe('not-allowed');
    expect(yardActivationBlock('starter-front-or-backyard', front, 'back')).toBe('locked');
    expect(yardActivationBlock('starter-front-or-backyard', front, 'left')).toBeNull();
    expect(yardActivationBlock('full-yard', front, 'back')).toBeNull();
  });

  it('decision: the last active yard, or the only allowed one, cannot be removed', () => {
    expect(yardRemovalAllowed('full-yard', stateWith({ front: {}, back: {} }), 'back')).toBe(true);
    expect(yardRemovalAllowed('full-yard', stateWith({ front: {} }), 'front')).toBe(false);
    expect(yardRemovalAllowed('full-yard', stateWith({ front: {} }), 'back')).toBe(false);
    expect(yardRemovalAllowed('small-space', stateWith({ outdoor: {}, front: {} }), 'front')).toBe(
      false,
    );
  });
});

describe('the Small Space size limit', () => {
  it('tells a Small Space client the 500 square feet their package designs', () => {
    expect(outdoorSpaceLimitNote('small-space')).toBe(
      'Your Small Space package designs one outdoor space of up to 500 square feet. Please choose and photograph an area no larger than that.',
    );
  });

  it('says nothing of it to other packages', () => {
    for (const key of PACKAGE_KEYS.filter((candidate) => candidate !== 'small-space')) {
      expect(outdoorSpaceLimitNote(key)).toBeNull();
    }
  });
});
