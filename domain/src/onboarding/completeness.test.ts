import { describe, expect, it } from 'vitest';
import {
  canProceedFromMyYard,
  countsAsDoneInOverview,
  keepRemoveStatusOf,
  MIN_WIDE_ANGLE_PHOTOS,
  prioritiesStatusFor,
  prioritiesStatusOnOpen,
  uploadStatusOf,
} from './completeness';
import { stateWith } from './testStates';

const counts = (wideAngle: number, slowPan: number, slope = 0) => ({
  'wide-angle': wideAngle,
  'slow-pan': slowPan,
  slope,
});

describe('upload status', () => {
  it('needs 6 wide-angle photos for front, back and outdoor, 4 for left and right', () => {
    expect(MIN_WIDE_ANGLE_PHOTOS).toEqual({ front: 6, back: 6, left: 4, right: 4, outdoor: 6 });
    for (const yard of ['front', 'back', 'outdoor'] as const) {
      expect(uploadStatusOf(yard, counts(6, 1), false), yard).toBe('COMPLETE');
      expect(uploadStatusOf(yard, counts(5, 1), false), yard).toBe('INCOMPLETE');
    }
    for (const yard of ['left', 'right'] as const) {
      expect(uploadStatusOf(yard, counts(4, 1), false), yard).toBe('COMPLETE');
      expect(uploadStatusOf(yard, counts(3, 1), false), yard).toBe('INCOMPLETE');
    }
  });

  it('needs at least 1 slow-pan video', () => {
    expect(uploadStatusOf('front', counts(10, 0), false)).toBe('INCOMPLETE');
    expect(uploadStatusOf('front', counts(6, 2), false)).toBe('COMPLETE');
  });

  it('needs at least 1 slope photo only when the yard is sloped', () => {
    expect(uploadStatusOf('back', counts(6, 1, 0), true)).toBe('INCOMPLETE');
    expect(uploadStatusOf('back', counts(6, 1, 1), true)).toBe('COMPLETE');
    expect(uploadStatusOf('back', counts(6, 1, 0), false)).toBe('COMPLETE');
  });
});

describe('keep/remove status', () => {
  const said = { description: 'Keep the oak' };
  const blank = { description: '   ' };

  it('is COMPLETE when every keep and remove photo has a comment', () => {
    expect(keepRemoveStatusOf([said, said], [said])).toBe('COMPLETE');
  });

  it('is INCOMPLETE when any photo in either list lacks a comment (blank counts as none)', () => {
    expect(keepRemoveStatusOf([said, blank], [said])).toBe('INCOMPLETE');
    expect(keepRemoveStatusOf([said], [{ description: '' }])).toBe('INCOMPLETE');
  });

  it('decision: empty lists are complete (nothing to keep or remove)', () => {
    expect(keepRemoveStatusOf([], [])).toBe('COMPLETE');
    expect(keepRemoveStatusOf([], [blank])).toBe('INCOMPLETE');
  });
});

describe('priorities status', () => {
  it('becomes INCOMPLETE when the page opens', () => {
    expect(prioritiesStatusOnOpen('NOT_STARTED')).toBe('INCOMPLETE');
    expect(prioritiesStatusOnOpen('INCOMPLETE')).toBe('INCOMPLETE');
  });

  it('decision: opening the page never undoes COMPLETE; one function makes it COMPLETE', () => {
    expect(prioritiesStatusOnOpen('COMPLETE')).toBe('COMPLETE');
    expect(prioritiesStatusFor(['relax'])).toBe('COMPLETE');
    expect(prioritiesStatusFor([])).toBe('INCOMPLETE');
  });
});

describe('overview', () => {
  it('counts upload as done only at COMPLETE', () => {
    expect(countsAsDoneInOverview('upload', 'COMPLETE')).toBe(true);
    expect(countsAsDoneInOverview('upload', 'INCOMPLETE')).toBe(false);
    expect(countsAsDoneInOverview('upload', 'NOT_STARTED')).toBe(false);
  });

  it('counts the other steps as done for any status but NOT_STARTED', () => {
    for (const step of ['keepRemove', 'priorities'] as const) {
      expect(countsAsDoneInOverview(step, 'INCOMPLETE'), step).toBe(true);
      expect(countsAsDoneInOverview(step, 'COMPLETE'), step).toBe(true);
      expect(countsAsDoneInOverview(step, 'NOT_STARTED'), step).toBe(false);
    }
  });
});

describe('NEXT STEP gating', () => {
  const done = { upload: 'COMPLETE' as const };
  const started = { upload: 'INCOMPLETE' as const };

  it('opens when all required yards have upload COMPLETE', () => {
    expect(canProceedFromMyYard('full-yard', stateWith({ front: done, back: done }))).toBe(true);
    expect(canProceedFromMyYard('full-yard', stateWith({ front: done, back: started }))).toBe(
      false,
    );
    expect(canProceedFromMyYard('full-yard', stateWith({ front: done }))).toBe(false);
  });

  it('ignores optional yards and the other sub-steps', () => {
    const state = stateWith({ front: { ...done, keepRemove: 'NOT_STARTED' }, left: started });
    expect(canProceedFromMyYard('front-yard', state)).toBe(true);
  });

  it('follows the chosen yard of the one-yard-of-choice package', () => {
    expect(canProceedFromMyYard('starter-front-or-backyard', stateWith({ back: done }))).toBe(true);
    expect(canProceedFromMyYard('starter-front-or-backyard', stateWith({ front: started }))).toBe(
      false,
    );
  });

  it('needs outdoor COMPLETE for the outdoor package', () => {
    expect(canProceedFromMyYard('small-space', stateWith({ outdoor: done }))).toBe(true);
    expect(canProceedFromMyYard('small-space', stateWith({ outdoor: started }))).toBe(false);
  });

  it('needs the existing front and back yards of the other packages', () => {
    expect(canProceedFromMyYard('whole-home', stateWith({ back: done, left: started }))).toBe(true);
    expect(canProceedFromMyYard('whole-home', stateWith({ front: started, back: done }))).toBe(
      false,
    );
  });

  it('decision: with no front or back added, some active yard must be COMPLETE', () => {
    expect(canProceedFromMyYard('whole-home', stateWith({}))).toBe(false);
    expect(canProceedFromMyYard('whole-home', stateWith({ left: started }))).toBe(false);
    expect(canProceedFromMyYard('whole-home', stateWith({ left: done }))).toBe(true);
  });
});
