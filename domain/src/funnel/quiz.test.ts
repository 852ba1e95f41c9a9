import { describe, expect, it } from 'vitest';
import {
  QUIZ_COMPLETION_STEP_COUNT,
  QUIZ_QUESTIONS,
  QUIZ_STEP_COUNT,
  QUIZ_STEP_KEYS,
  isQuizStepKey,
  quizCompletionNumber,
  quizStepNumber,
} from './quiz';
import { FUNNEL_STEP_KEYS } from './steps';

describe('quiz pages', () => {
  it('has the seven pages in full-funnel order, from help-needed to budget', () => {
    expect(QUIZ_STEP_KEYS).toEqual([
      'help-needed',
      'yard-selection',
      'yard-size',
      'wish-list',
      'unique-yard',
      'time-frame',
      'budget',
    ]);
    const positions = QUIZ_STEP_KEYS.map((key) => FUNNEL_STEP_KEYS.indexOf(key));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('has 7 quiz steps and 8 completion steps', () => {
    expect(QUIZ_STEP_COUNT).toBe(7);
    expect(QUIZ_STEP_KEYS).toHaveLength(QUIZ_STEP_COUNT);
    expect(QUIZ_COMPLETION_STEP_COUNT).toBe(8);
  });

  it.each([
    ['help-needed', 'What do you need help with?', 'multi-select', false],
    ['yard-selection', 'Which areas need help?', 'single-select', true],
    ['yard-size', 'What is the size of your property?', 'single-select', true],
    ['wish-list', "What's on your design wish list?", 'multi-select', true],
    [
      'unique-yard',
      'Every yard is unique! What are the unique challenges in your yard?',
      'multi-select',
      false,
    ],
    ['time-frame', 'When do you want to start your project?', 'single-select', false],
    ['budget', 'What is your budget for your outdoor project?', 'dropdown', false],
  ] as const)('%s: title "%s", %s, required %s', (key, title, kind, required) => {
    expect(QUIZ_QUESTIONS[key]).toMatchObject({ key, title, kind, required });
  });

  it('lists every option word for word, in order', () => {
    expect(QUIZ_QUESTIONS['help-needed'].options).toEqual([
      'DESIGNING MY YARD',
      'MAINTAINING MY YARD',
      'INSTALLING MY DESIGN',
      'STYLING MY YARD',
      "I'M NOT SURE",
    ]);
    expect(QUIZ_QUESTIONS['yard-selection'].options).toEqual([
      'FRONT YARD',
      'BACK YARD',
      'ENTIRE PROPERTY',
    ]);
    expect(QUIZ_QUESTIONS['yard-size'].options).toEqual([
      'LESS THAN 1/2 ACRE',
      'MORE THAN 1/2 ACRE',
      'MORE THAN 1 ACRE',
      "I DON'T KNOW",
    ]);
    expect(QUIZ_QUESTIONS['unique-yard'].options).toEqual([
      'SLOPED',
      'POOR DRAINAGE',
      'LACK OF PRIVACY',
      'FULL SHADE',
      'EMPTY LOT',
      'DIFFICULT TERRAIN',
      'DISJOINTED STYLE',
      'OVERGROWN',
      'UNHAPPY PLANTS',
    ]);
    expect(QUIZ_QUESTIONS['time-frame'].options).toEqual([
      'RIGHT AWAY',
      '1 - 3 MONTHS',
      '4 - 6 MONTHS',
      '7 - 12 MONTHS',
      '12+ MONTHS',
      "I DON'T KNOW",
    ]);
    expect(QUIZ_QUESTIONS.budget.options).toEqual([
      'LESS THAN $10,000',
      '$10,000 - $50,000',
      '$50,000 - $100,000',
      '$100,000+',
      "I'M NOT SURE",
    ]);
  });

  it('groups the wish list into landscaping and home_exterior, and offers both groups', () => {
    const wishList = QUIZ_QUESTIONS['wish-list'];
    expect(wishList.groups?.map((group) => group.key)).toEqual(['landscaping', 'home_exterior']);
    expect(wishList.groups?.[0]?.options).toEqual([
      'PLANTS',
      'HARDSCAPING',
      'POOL OR HOT TUB',
      'PLAY AREA',
      'OUTDOOR KITCHEN',
      'FURNITURE & DECOR',
      'DECK OR PATIO',
      'LIGHTING',
      'FENCE',
    ]);
    expect(wishList.groups?.[1]?.options).toEqual([
      'EXTERIOR PAINT OR SIDING',
      'DOORS & WINDOWS',
      'ROOF',
    ]);
    expect(wishList.options).toEqual(wishList.groups?.flatMap((group) => group.options));
  });

  it('only the wish list is grouped', () => {
    const grouped = QUIZ_STEP_KEYS.filter((key) => QUIZ_QUESTIONS[key].groups !== null);
    expect(grouped).toEqual(['wish-list']);
  });

  it('gives the budget page a subtitle: design is the first piece of a larger budget, install costs shown', () => {
    const subtitle = QUIZ_QUESTIONS.budget.subtitle ?? '';
    expect(subtitle).toMatch(/first piece of your larger project budget/);
    expect(subtitle).toMatch(/estimated install costs/);
    const others = QUIZ_STEP_KEYS.filter((key) => key !== 'budget');
    expect(others.every((key) => QUIZ_QUESTIONS[key].subtitle === null)).toBe(true);
  });

  it("decision: I'M NOT SURE is the only option that stands alone", () => {
    const exclusive = QUIZ_STEP_KEYS.flatMap((key) => QUIZ_QUESTIONS[key].exclusiveOptions);
    expect(exclusive).toEqual(["I'M NOT SURE"]);
  });

  it('numbers quiz steps 0-6 and completion 1-7 in quiz order', () => {
    expect(QUIZ_STEP_KEYS.map(quizStepNumber)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(QUIZ_STEP_KEYS.map(quizCompletionNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('recognises quiz keys only', () => {
    expect(isQuizStepKey('budget')).toBe(true);
    expect(isQuizStepKey('typeform')).toBe(false);
    expect(isQuizStepKey('contact-info')).toBe(false);
  });
});
