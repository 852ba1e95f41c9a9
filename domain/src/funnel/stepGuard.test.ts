import { describe, expect, it } from 'vitest';
import {
  firstUnansweredRequiredStep,
  guardedStepRedirect,
  hasPropertyAddress,
  type FunnelProgress,
} from './stepGuard';
import type { QuizAnswer } from './quizAnswers';

const ADDRESS = { street: '12 Oak St', city: 'Austin', state: 'TX', zip: '78704' };

const REQUIRED_ANSWERS: QuizAnswer[] = [
  { key: 'yard-selection', answers: ['BACK YARD'] },
  { key: 'yard-size', answers: ['LESS THAN 1/2 ACRE'] },
  { key: 'wish-list', answers: ['PLANTS'] },
];

function progress(overrides: Partial<FunnelProgress> = {}): FunnelProgress {
  return { contactInformation: ADDRESS, questions: REQUIRED_ANSWERS, ...overrides };
}

describe('the property address the found-property page needs', () => {
  it('is street, city, state and zip, all given', () => {
    expect(hasPropertyAddress(ADDRESS)).toBe(true);
    expect(hasPropertyAddress({})).toBe(false);
    expect(hasPropertyAddress({ ...ADDRESS, zip: '' })).toBe(false);
    expect(hasPropertyAddress({ ...ADDRESS, street: '   ' })).toBe(false);
  });

  it("sends location-found without an address back to the version's address step", () => {
    for (const versionId of ['v10', 'v1', 'v4', 'v5'] as const) {
      expect(
        guardedStepRedirect(versionId, 'location-found', progress({ contactInformation: {} })),
        versionId,
      ).toBe('home-address');
    }
  });

  it('guards the map loading page the same way', () => {
    expect(
      guardedStepRedirect('v10', 'location-loading', progress({ contactInformation: {} })),
    ).toBe('home-address');
  });

  it('lets the found property show once the address is saved', () => {
    expect(guardedStepRedirect('v10', 'location-found', progress({ questions: [] }))).toBeNull();
  });
});

describe('quiz pages opened by link', () => {
  it('go to the first unanswered required page before them: yard-selection, yard-size, wish-list', () => {
    expect(guardedStepRedirect('v10', 'wish-list', progress({ questions: [] }))).toBe(
      'yard-selection',
    );
    expect(
      guardedStepRedirect('v10', 'budget', progress({ questions: [REQUIRED_ANSWERS[0]!] })),
    ).toBe('yard-size');
    expect(
      guardedStepRedirect(
        'v10',
        'unique-yard',
        progress({ questions: REQUIRED_ANSWERS.slice(0, 2) }),
      ),
    ).toBe('wish-list');
  });

  it('show when every required page before them is answered, optional pages left empty', () => {
    expect(guardedStepRedirect('v10', 'wish-list', progress())).toBeNull();
    expect(guardedStepRedirect('v10', 'budget', progress())).toBeNull();
  });

  it('never guard the first required page, nor the optional page before it', () => {
    const empty = progress({ questions: [] });
    expect(guardedStepRedirect('v10', 'help-needed', empty)).toBeNull();
    expect(guardedStepRedirect('v10', 'yard-selection', empty)).toBeNull();
    expect(guardedStepRedirect('v8', 'yard-selection', empty)).toBeNull();
  });

  it('count an answer only when the page itself would accept it', () => {
    const unknownOption = [
      { key: 'yard-selection', answers: ['THE MOON'] },
      ...REQUIRED_ANSWERS.slice(1),
    ];
    expect(guardedStepRedirect('v10', 'budget', progress({ questions: unknownOption }))).toBe(
      'yard-selection',
    );
    const emptyWishList = [...REQUIRED_ANSWERS.slice(0, 2), { key: 'wish-list', answers: [] }];
    expect(guardedStepRedirect('v10', 'budget', progress({ questions: emptyWishList }))).toBe(
      'wish-list',
    );
  });

  it("follow the version's own order (the short quiz of v8)", () => {
    expect(firstUnansweredRequiredStep('v8', 'budget', [REQUIRED_ANSWERS[0]!])).toBe('yard-size');
  });
});

describe('the recommendation', () => {
  it('needs every required answer it is based on', () => {
    expect(guardedStepRedirect('v10', 'recommended-package', progress({ questions: [] }))).toBe(
      'yard-selection',
    );
    expect(
      guardedStepRedirect(
        'v10',
        'recommended-package',
        progress({ questions: REQUIRED_ANSWERS.slice(0, 2) }),
      ),
    ).toBe('wish-list');
    expect(guardedStepRedirect('v12', 'recommended-package', progress())).toBeNull();
  });

  it('needs no quiz answer in the typeform versions, which have no quiz pages', () => {
    for (const versionId of ['v5', 'v6', 'v7'] as const) {
      expect(
        guardedStepRedirect(versionId, 'recommended-package', progress({ questions: [] })),
      ).toBeNull();
    }
  });
});

describe('steps without a guard', () => {
  it('show whatever the profile holds', () => {
    const empty = progress({ contactInformation: {}, questions: [] });
    for (const step of ['find-your-package', 'home-address', 'contact-info'] as const) {
      expect(guardedStepRedirect('v10', step, empty), step).toBeNull();
    }
  });
});
