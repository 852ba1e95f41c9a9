import { describe, expect, it } from 'vitest';
import { QUIZ_STEP_KEYS } from './quiz';
import {
  PROGRESS_PAGE_COUNT,
  STEP_DEFINITIONS,
  stepCopy,
  stepProgressPage,
  type StepPlacement,
} from './stepDefinitions';
import { FUNNEL_STEP_KEYS } from './steps';

const first: StepPlacement = { previous: null, afterQuiz: false };
const afterLanding: StepPlacement = { previous: 'find-your-package', afterQuiz: false };
const afterContactInfo: StepPlacement = { previous: 'contact-info', afterQuiz: false };
const afterBudget: StepPlacement = { previous: 'budget', afterQuiz: true };

describe('step definitions', () => {
  it('define every step key, each with its own path key', () => {
    expect(Object.keys(STEP_DEFINITIONS).sort()).toEqual([...FUNNEL_STEP_KEYS].sort());
    for (const key of FUNNEL_STEP_KEYS) {
      expect(STEP_DEFINITIONS[key].key).toBe(key);
      expect(STEP_DEFINITIONS[key].pathKey).toBe(key);
    }
  });

  it('every step has a title and an unconditional copy to fall back on', () => {
    for (const key of FUNNEL_STEP_KEYS) {
      const variants = STEP_DEFINITIONS[key].copyVariants;
      expect(variants.at(-1)?.when).toBe('always');
      expect(variants.every((variant) => variant.title.length > 0)).toBe(true);
    }
  });

  it('decision: titles of our own wording: landing, typeform and purchase', () => {
    expect(stepCopy('find-your-package', first).title).toBe('Find your perfect design package');
    expect(stepCopy('typeform', afterLanding).title).toBe('Tell us about your project');
    expect(stepCopy('purchase', afterBudget).title).toBe('Complete your purchase');
  });

  it('the landing page button is GET STARTED', () => {
    expect(stepCopy('find-your-package', first).buttonText).toBe('GET STARTED');
  });

  it('contact-info says "Let\'s get started!" before the quiz', () => {
    expect(stepCopy('contact-info', afterLanding).title).toBe("Let's get started!");
  });

  it('contact-info says "Almost done. Let\'s save your results." after the quiz', () => {
    expect(stepCopy('contact-info', afterBudget).title).toBe(
      "Almost done. Let's save your results.",
    );
  });

  it('decision: contact-info continues with NEXT before the quiz and SEE MY RESULTS after it', () => {
    expect(stepCopy('contact-info', afterLanding).buttonText).toBe('NEXT');
    expect(stepCopy('contact-info', afterBudget).buttonText).toBe('SEE MY RESULTS');
  });

  it('decision: home-address opening a version says "We\'re excited to get started!" with Start My Project', () => {
    expect(stepCopy('home-address', first)).toEqual({
      title: "We're excited to get started!",
      buttonText: 'Start My Project',
      secondary: null,
    });
  });

  it('decision: home-address after the landing page says "First, tell us where your outdoor space is"', () => {
    expect(stepCopy('home-address', afterLanding).title).toBe(
      'First, tell us where your outdoor space is',
    );
    expect(stepCopy('home-address', afterLanding).buttonText).toBe('NEXT');
  });

  it('decision: home-address after contact-info asks "Where is your outdoor space?"', () => {
    expect(stepCopy('home-address', afterContactInfo).title).toBe('Where is your outdoor space?');
  });

  it('location-loading: "We\'re digging into", decision: no button (it moves on when the map loads)', () => {
    expect(stepCopy('location-loading', afterContactInfo)).toEqual({
      title: "We're digging into",
      buttonText: null,
      secondary: null,
    });
  });

  it('location-found: "We found your property!" with THAT\'S IT, and THAT\'S NOT IT back to the address', () => {
    expect(stepCopy('location-found', afterContactInfo)).toEqual({
      title: 'We found your property!',
      buttonText: "THAT'S IT",
      secondary: { text: "THAT'S NOT IT", action: 'back-to-address' },
    });
  });

  it('recommended-package: "We recommend..." with PURCHASE and "Questions? Talk to Our Team"', () => {
    expect(stepCopy('recommended-package', afterBudget)).toEqual({
      title: 'We recommend...',
      buttonText: 'PURCHASE',
      secondary: { text: 'Questions? Talk to Our Team', action: 'talk-to-team' },
    });
  });

  it('create-account: "First, let\'s get you an account" with CREATE ACCOUNT', () => {
    expect(stepCopy('create-account', afterBudget)).toMatchObject({
      title: "First, let's get you an account",
      buttonText: 'CREATE ACCOUNT',
    });
  });

  it('decision: purchase uses CONFIRM ORDER and payment-confirmed the confirmation page texts', () => {
    expect(stepCopy('purchase', afterBudget).buttonText).toBe('CONFIRM ORDER');
    expect(stepCopy('payment-confirmed', afterBudget)).toMatchObject({
      title: 'Thank you for your order!',
      buttonText: 'GO TO MY PROJECT DASHBOARD',
    });
  });

  it('quiz pages use the quiz page titles and the QuizPage component', () => {
    expect(stepCopy('yard-selection', afterBudget).title).toBe('Which areas need help?');
    expect(stepCopy('budget', afterBudget).title).toBe(
      'What is your budget for your outdoor project?',
    );
    for (const key of QUIZ_STEP_KEYS) expect(STEP_DEFINITIONS[key].page).toBe('QuizPage');
  });

  it('decision: every quiz page, optional or not, continues with NEXT', () => {
    for (const key of QUIZ_STEP_KEYS) expect(stepCopy(key, afterBudget).buttonText).toBe('NEXT');
  });

  it('decision: the embedded typeform step has no button of its own', () => {
    expect(stepCopy('typeform', afterLanding).buttonText).toBeNull();
  });

  it('quiz steps carry quiz step numbers 0-6 and completion numbers 1-7; other steps none', () => {
    expect(QUIZ_STEP_KEYS.map((key) => STEP_DEFINITIONS[key].quizStep)).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    expect(QUIZ_STEP_KEYS.map((key) => STEP_DEFINITIONS[key].completion)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    const others = FUNNEL_STEP_KEYS.filter(
      (key) => !(QUIZ_STEP_KEYS as readonly string[]).includes(key),
    );
    for (const key of others) {
      expect(STEP_DEFINITIONS[key].quizStep).toBeNull();
      expect(STEP_DEFINITIONS[key].completion).toBeNull();
    }
  });

  it('header progress pages run 0-4 (5 pages) and never go back along the full funnel', () => {
    expect(PROGRESS_PAGE_COUNT).toBe(5);
    const pages = FUNNEL_STEP_KEYS.filter((key) => key !== 'contact-info').map(
      (key) => STEP_DEFINITIONS[key].progressPage,
    );
    expect(pages[0]).toBe(0);
    expect(pages.at(-1)).toBe(4);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(new Set(pages)).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('decision: contact-info is on progress page 0 before the quiz and 2 (with the quiz) after it', () => {
    expect(stepProgressPage('contact-info', afterLanding)).toBe(0);
    expect(stepProgressPage('contact-info', afterBudget)).toBe(2);
    expect(stepProgressPage('recommended-package', afterBudget)).toBe(3);
  });
});
