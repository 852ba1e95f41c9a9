import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from './quiz';
import { answersFor, quizAnswerError, quizAnswerShapeError, toggleQuizOption } from './quizAnswers';

const { 'help-needed': helpNeeded, 'yard-selection': areas, budget } = QUIZ_QUESTIONS;

describe('quiz answer validation', () => {
  it('single select takes exactly one of the options', () => {
    expect(quizAnswerError(areas, ['FRONT YARD'])).toBeNull();
    expect(quizAnswerError(areas, [])).toBe('Please choose one option.');
    expect(quizAnswerError(areas, ['FRONT YARD', 'BACK YARD'])).toBe(
      'Please choose only one option.',
    );
    expect(quizAnswerError(areas, ['SIDE YARD'])).toBe('Please choose from the options shown.');
  });

  it('matches options exactly: case and spacing count', () => {
    expect(quizAnswerError(areas, ['front yard'])).toBe('Please choose from the options shown.');
    expect(quizAnswerError(areas, [' FRONT YARD'])).toBe('Please choose from the options shown.');
  });

  it('required multi-select (wish list) needs at least one option; any subset is fine', () => {
    const wishList = QUIZ_QUESTIONS['wish-list'];
    expect(quizAnswerError(wishList, [])).toBe('Please choose at least one option.');
    expect(quizAnswerError(wishList, ['PLANTS', 'ROOF'])).toBeNull();
    expect(quizAnswerError(wishList, [...wishList.options])).toBeNull();
  });

  it('optional pages may stay empty: help-needed, unique-yard, time-frame, budget', () => {
    for (const key of ['help-needed', 'unique-yard', 'time-frame', 'budget'] as const) {
      expect(quizAnswerError(QUIZ_QUESTIONS[key], [])).toBeNull();
    }
  });

  it('required pages may not: yard-selection, yard-size, wish-list', () => {
    for (const key of ['yard-selection', 'yard-size', 'wish-list'] as const) {
      expect(quizAnswerError(QUIZ_QUESTIONS[key], [])).not.toBeNull();
    }
  });

  it('the budget dropdown takes at most one answer, from its options', () => {
    expect(quizAnswerError(budget, ['LESS THAN $10,000'])).toBeNull();
    expect(quizAnswerError(budget, ['$100,000+', "I'M NOT SURE"])).toBe(
      'Please choose only one option.',
    );
    expect(quizAnswerError(budget, ['$5,000'])).toBe('Please choose from the options shown.');
  });

  it('refuses the same option twice', () => {
    expect(quizAnswerError(helpNeeded, ['DESIGNING MY YARD', 'DESIGNING MY YARD'])).toBe(
      'Please choose each option only once.',
    );
  });

  it("decision: I'M NOT SURE cannot be combined with other needs", () => {
    expect(quizAnswerError(helpNeeded, ["I'M NOT SURE"])).toBeNull();
    expect(quizAnswerError(helpNeeded, ["I'M NOT SURE", 'STYLING MY YARD'])).toBe(
      `"I'M NOT SURE" cannot be combined with other choices.`,
    );
  });

  it('the shape check lets a required question be empty (a profile is saved page by page)', () => {
    expect(quizAnswerShapeError(areas, [])).toBeNull();
    expect(quizAnswerShapeError(areas, ['FRONT YARD', 'BACK YARD'])).not.toBeNull();
  });
});

describe('choosing options', () => {
  it('single select replaces the choice', () => {
    expect(toggleQuizOption(areas, ['FRONT YARD'], 'BACK YARD')).toEqual(['BACK YARD']);
  });

  it('multi-select toggles, keeping display order', () => {
    const picked = toggleQuizOption(helpNeeded, ['STYLING MY YARD'], 'DESIGNING MY YARD');
    expect(picked).toEqual(['DESIGNING MY YARD', 'STYLING MY YARD']);
    expect(toggleQuizOption(helpNeeded, picked, 'STYLING MY YARD')).toEqual(['DESIGNING MY YARD']);
  });

  it("I'M NOT SURE clears the other needs, and another need clears it", () => {
    const unsure = toggleQuizOption(helpNeeded, ['DESIGNING MY YARD'], "I'M NOT SURE");
    expect(unsure).toEqual(["I'M NOT SURE"]);
    expect(toggleQuizOption(helpNeeded, unsure, 'STYLING MY YARD')).toEqual(['STYLING MY YARD']);
  });

  it('ignores an option the question does not have', () => {
    expect(toggleQuizOption(areas, ['FRONT YARD'], 'SIDE YARD')).toEqual(['FRONT YARD']);
  });

  it('reads the answers of one question from a stored list, none when unanswered', () => {
    const stored = [{ key: 'yard-size', answers: ['MORE THAN 1 ACRE'] }];
    expect(answersFor(stored, 'yard-size')).toEqual(['MORE THAN 1 ACRE']);
    expect(answersFor(stored, 'budget')).toEqual([]);
  });
});
