import { describe, expect, it } from 'vitest';
import { stateWith } from './testStates';
import { yardOverview } from './yardOverview';

describe('yardOverview', () => {
  it('has a card per chosen yard with Uploads, Keep / Remove (optional) and Functions (optional)', () => {
    const overview = yardOverview(
      'full-yard',
      stateWith({ back: { upload: 'INCOMPLETE', keepRemove: 'INCOMPLETE' }, front: {} }),
    );
    expect(overview.cards.map((card) => card.label)).toEqual(['Front Yard', 'Back Yard']);
    expect(overview.cards[1]!.steps).toEqual([
      {
        step: 'upload',
        label: 'Uploads',
        optional: false,
        done: false,
        path: '/onboard/my-yard/back/upload',
      },
      {
        step: 'keepRemove',
        label: 'Keep / Remove',
        optional: true,
        done: true,
        path: '/onboard/my-yard/back/keep',
      },
      {
        step: 'priorities',
        label: 'Functions',
        optional: true,
        done: false,
        path: '/onboard/my-yard/back/priorities',
      },
    ]);
  });

  it('offers buttons for the other allowed yards, a locked one opening the swap prompt', () => {
    const overview = yardOverview('starter-front-or-backyard', stateWith({ front: {} }));
    expect(overview.addButtons).toEqual([
      { yard: 'back', label: 'Back Yard', locked: true },
      { yard: 'left', label: 'Left Side Yard', locked: false },
      { yard: 'right', label: 'Right Side Yard', locked: false },
    ]);
  });

  it('disables NEXT STEP: WISH LIST until the required uploads are complete', () => {
    const waiting = yardOverview('front-yard', stateWith({ front: { upload: 'INCOMPLETE' } }));
    expect(waiting.next).toEqual({
      label: 'NEXT STEP: WISH LIST',
      path: '/onboard/budget',
      enabled: false,
    });
    const ready = yardOverview('front-yard', stateWith({ front: { upload: 'COMPLETE' } }));
    expect(ready.next.enabled).toBe(true);
  });

  it('offers Remove yard only when the package allows more than one yard', () => {
    const outdoor = yardOverview('small-space', stateWith({ outdoor: {} }));
    expect(outdoor.cards[0]!.removable).toBe(false);
    const two = yardOverview('whole-home', stateWith({ front: {}, left: {} }));
    expect(two.cards.every((card) => card.removable)).toBe(true);
  });

  it('offers neither Add nor Remove yard once the project is submitted', () => {
    const state = {
      ...stateWith({ front: {}, left: {} }),
      submission: {
        submittedAt: '2026-11-26T15:00:00.000Z',
        firstDesignDue: '2026-12-17',
        expedited: false,
        turnaroundBusinessDays: 15,
      },
    };
    const overview = yardOverview('whole-home', state);
    expect(overview.cards.map((card) => card.removable)).toEqual([false, false]);
    expect(overview.addButtons).toEqual([]);
  });
});
