import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOT_SIZES, PACKAGE_KEYS } from '../catalog/catalog';
import { QUIZ_QUESTIONS } from './quiz';
import type { QuizAnswer } from './quizAnswers';
import { recommendedPriceDisplay, recommendPackage } from './recommendation';

function answers(fields: {
  area?: string;
  size?: string;
  wishes?: string[];
  budget?: string;
}): QuizAnswer[] {
  const list: QuizAnswer[] = [];
  if (fields.area) list.push({ key: 'yard-selection', answers: [fields.area] });
  if (fields.size) list.push({ key: 'yard-size', answers: [fields.size] });
  if (fields.wishes) list.push({ key: 'wish-list', answers: fields.wishes });
  if (fields.budget) list.push({ key: 'budget', answers: [fields.budget] });
  return list;
}

describe('recommendation rule: areas to package', () => {
  it.each([
    ['FRONT YARD', 'front-yard'],
    ['BACK YARD', 'back-yard'],
    ['ENTIRE PROPERTY', 'full-yard'],
  ])('%s with landscaping wishes recommends %s', (area, packageKey) => {
    expect(recommendPackage(answers({ area, wishes: ['PLANTS', 'LIGHTING'] })).packageKey).toBe(
      packageKey,
    );
  });

  it('ENTIRE PROPERTY with a home exterior wish recommends whole-home', () => {
    for (const wish of ['EXTERIOR PAINT OR SIDING', 'DOORS & WINDOWS', 'ROOF']) {
      const result = recommendPackage(
        answers({ area: 'ENTIRE PROPERTY', wishes: ['PLANTS', wish] }),
      );
      expect(result.packageKey).toBe('whole-home');
    }
  });

  it('decision: FRONT YARD with a home exterior wish recommends curb-appeal', () => {
    expect(recommendPackage(answers({ area: 'FRONT YARD', wishes: ['ROOF'] })).packageKey).toBe(
      'curb-appeal',
    );
  });

  it('decision: BACK YARD stays back-yard with home exterior wishes (exterior is an add-on)', () => {
    expect(recommendPackage(answers({ area: 'BACK YARD', wishes: ['ROOF'] })).packageKey).toBe(
      'back-yard',
    );
  });

  it('decision: no area answered (typeform versions) recommends full-yard on a standard lot', () => {
    expect(recommendPackage([])).toEqual({ packageKey: 'full-yard', lotSize: 'standard' });
  });
});

describe('recommendation rule: budget LESS THAN $10,000 gives a starter package', () => {
  it('one yard gets starter-front-or-backyard, the entire property starter-full-yard', () => {
    const budget = 'LESS THAN $10,000';
    expect(recommendPackage(answers({ area: 'FRONT YARD', budget })).packageKey).toBe(
      'starter-front-or-backyard',
    );
    expect(recommendPackage(answers({ area: 'BACK YARD', budget })).packageKey).toBe(
      'starter-front-or-backyard',
    );
    expect(recommendPackage(answers({ area: 'ENTIRE PROPERTY', budget })).packageKey).toBe(
      'starter-full-yard',
    );
  });

  it('decision: a starter budget wins over home exterior wishes', () => {
    const result = recommendPackage(
      answers({ area: 'ENTIRE PROPERTY', wishes: ['ROOF'], budget: 'LESS THAN $10,000' }),
    );
    expect(result.packageKey).toBe('starter-full-yard');
  });

  it("the next budget up, $10,000 - $50,000, is not a starter budget; nor is I'M NOT SURE", () => {
    for (const budget of ['$10,000 - $50,000', "I'M NOT SURE"]) {
      expect(recommendPackage(answers({ area: 'FRONT YARD', budget })).packageKey).toBe(
        'front-yard',
      );
    }
  });
});

describe('recommendation rule: size to lot size', () => {
  it.each([
    ['LESS THAN 1/2 ACRE', 'standard'],
    ['MORE THAN 1/2 ACRE', 'large'],
    ['MORE THAN 1 ACRE', 'acreage'],
    ["I DON'T KNOW", 'standard'],
  ])('%s is a %s lot', (size, lotSize) => {
    expect(recommendPackage(answers({ area: 'BACK YARD', size })).lotSize).toBe(lotSize);
  });

  it('decision: an unanswered size is the checkout default, standard', () => {
    expect(recommendPackage(answers({ area: 'BACK YARD' })).lotSize).toBe('standard');
  });
});

describe('recommendation rule over every valid answer set', () => {
  it('always names a catalog package and a lot size other than small', () => {
    const pickOne = (key: 'yard-selection' | 'yard-size' | 'budget') =>
      fc.option(fc.constantFrom(...QUIZ_QUESTIONS[key].options), { nil: undefined });
    fc.assert(
      fc.property(
        pickOne('yard-selection'),
        pickOne('yard-size'),
        pickOne('budget'),
        fc.subarray([...QUIZ_QUESTIONS['wish-list'].options]),
        (area, size, budget, wishes) => {
          const result = recommendPackage(answers({ area, size, budget, wishes }));
          expect(PACKAGE_KEYS).toContain(result.packageKey);
          expect(LOT_SIZES).toContain(result.lotSize);
          expect(result.lotSize).not.toBe('small');
        },
      ),
    );
  });
});

describe("the recommendation's price", () => {
  it("shows the catalogue's price for the lot in dollars", () => {
    expect(recommendedPriceDisplay(169500)).toBe('$1,695.00');
    expect(recommendedPriceDisplay(49500)).toBe('$495.00');
  });

  it('shows no price rather than a wrong one when the catalogue gives none it could charge', () => {
    for (const price of [null, undefined, 0, -100, Number.NaN, 1695.5, Infinity]) {
      expect(recommendedPriceDisplay(price), String(price)).toBeNull();
    }
  });
});
