import { describe, expect, it } from 'vitest';
import {
  EMPTY_GOALS_FORM,
  GOAL_OPTIONS,
  goalsAnswersSchema,
  goalsAnswersToSave,
  goalsComplete,
  goalsFormErrors,
  goalsFormValuesFrom,
  INSTALL_TIMING_OPTIONS,
  INSTALLER_OPTIONS,
  MAX_GOALS,
  sameGoalsForm,
  SUCCESS_MAX_LENGTH,
  type GoalsFormValues,
} from './goals';
import { toggleChoice } from './choices';
import { SAVE_AND_CONTINUE, SUCCESS_QUESTION } from './messages';

const valid: GoalsFormValues = {
  goals: ['curb-appeal', 'privacy', 'outdoor-cooking'],
  success: 'A shady place to eat outside.',
  installTiming: '3-6-months',
  installer: 'mix',
};

describe('My Goals options (word for word)', () => {
  it('offers the twelve goals in their required order', () => {
    expect(GOAL_OPTIONS.map((option) => option.label)).toEqual([
      'Curb appeal',
      'Entertaining',
      'A relaxing retreat',
      'Play space for children',
      'Space for pets',
      'Privacy',
      'Growing food',
      'Low maintenance',
      'Saving water',
      'Wildlife and pollinators',
      "Raising the home's value",
      'Outdoor cooking',
    ]);
  });

  it('offers the install timings and installers', () => {
    expect(INSTALL_TIMING_OPTIONS.map((option) => option.label)).toEqual([
      'Within 3 months',
      '3–6 months',
      '6–12 months',
      'Over a year',
      'Not sure',
    ]);
    expect(INSTALLER_OPTIONS.map((option) => option.label)).toEqual([
      'A contractor',
      'Ourselves',
      'A mix',
      'Not sure',
    ]);
  });

  it('asks the success question and continues with Save and continue', () => {
    expect(SUCCESS_QUESTION).toBe('What would make this project a success for you?');
    expect(SAVE_AND_CONTINUE).toBe('Save and continue');
  });

  it('keeps the limits: up to 3 goals, up to 1,000 characters', () => {
    expect(MAX_GOALS).toBe(3);
    expect(SUCCESS_MAX_LENGTH).toBe(1000);
  });
});

describe('My Goals answers', () => {
  it('accepts 1 to 3 goals with a timing and an installer; the success answer may be empty', () => {
    expect(goalsFormErrors(valid)).toEqual({});
    expect(goalsFormErrors({ ...valid, goals: ['wildlife'], success: '' })).toEqual({});
    expect(goalsComplete({ ...valid, success: '' })).toBe(true);
  });

  it('needs at least one goal and refuses a fourth', () => {
    expect(goalsFormErrors({ ...valid, goals: [] })).toEqual({
      goals: 'Please choose at least one goal.',
    });
    expect(goalsFormErrors({ ...valid, goals: [...valid.goals, 'pets'] })).toEqual({
      goals: 'Please choose up to 3 goals.',
    });
  });

  it('refuses a goal that is not on the list, or the same goal twice', () => {
    expect(goalsFormErrors({ ...valid, goals: ['pool'] } as never)).toEqual({
      goals: 'Please choose your goals from the list.',
    });
    expect(goalsFormErrors({ ...valid, goals: ['privacy', 'privacy'] })).toEqual({
      goals: 'Please choose each goal once.',
    });
  });

  it('takes up to 1,000 characters of success answer, counted without surrounding spaces', () => {
    const longest = 'x'.repeat(SUCCESS_MAX_LENGTH);
    expect(goalsFormErrors({ ...valid, success: `  ${longest}\n` })).toEqual({});
    expect(goalsFormErrors({ ...valid, success: `${longest}y` })).toEqual({
      success: 'Please keep this to 1,000 characters or fewer.',
    });
  });

  it('needs when they hope to install and who will install', () => {
    expect(goalsFormErrors({ ...valid, installTiming: '', installer: '' })).toEqual({
      installTiming: 'Please say when you hope to install.',
      installer: 'Please say who will install.',
    });
    expect(goalsFormErrors(EMPTY_GOALS_FORM)).toEqual({
      goals: 'Please choose at least one goal.',
      installTiming: 'Please say when you hope to install.',
      installer: 'Please say who will install.',
    });
    expect(goalsComplete(EMPTY_GOALS_FORM)).toBe(false);
  });

  it('is refused by the command schema with any other field, or a value of the wrong type', () => {
    const problem = (input: unknown) => {
      try {
        goalsAnswersSchema.validateSync(input, { strict: true });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem(valid)).toBeNull();
    expect(problem({ ...valid, userId: 'someone-else' })).not.toBeNull();
    expect(problem({ ...valid, success: 42 })).not.toBeNull();
    expect(problem({ ...valid, goals: 'privacy' })).not.toBeNull();
    const { success: _success, ...withoutSuccess } = valid;
    expect(problem(withoutSuccess)).not.toBeNull();
  });

  it('is saved with the success answer trimmed', () => {
    expect(goalsAnswersToSave({ ...valid, success: '  Shade.  ' } as never)).toEqual({
      ...valid,
      success: 'Shade.',
    });
  });
});

describe('the My Goals form', () => {
  it('ticks up to 3 goals and never a fourth; unticking frees a place', () => {
    const toggleGoal = (goals: string[], goal: string, checked: boolean) =>
      toggleChoice(goals, goal, checked, MAX_GOALS);
    let goals = toggleGoal([], 'privacy', true);
    goals = toggleGoal(goals, 'pets', true);
    goals = toggleGoal(goals, 'wildlife', true);
    expect(toggleGoal(goals, 'entertaining', true)).toEqual(['privacy', 'pets', 'wildlife']);
    expect(toggleGoal(goals, 'privacy', true)).toEqual(goals);
    goals = toggleGoal(goals, 'pets', false);
    expect(toggleGoal(goals, 'entertaining', true)).toEqual([
      'privacy',
      'wildlife',
      'entertaining',
    ]);
  });

  it('fills from saved answers or a draft, leaving out what it does not know', () => {
    expect(goalsFormValuesFrom(valid)).toEqual(valid);
    expect(goalsFormValuesFrom(null)).toEqual(EMPTY_GOALS_FORM);
    expect(goalsFormValuesFrom('garbage')).toEqual(EMPTY_GOALS_FORM);
    expect(
      goalsFormValuesFrom({
        goals: ['pool', 'privacy', 'privacy', 'pets', 'wildlife', 'entertaining'],
        success: 7,
        installTiming: 'tomorrow',
        installer: 'ourselves',
      }),
    ).toEqual({
      goals: ['privacy', 'pets', 'wildlife'],
      success: '',
      installTiming: '',
      installer: 'ourselves',
    });
  });

  it('tells a changed form from the same answers ticked in another order', () => {
    expect(sameGoalsForm(valid, { ...valid, goals: [...valid.goals].reverse() })).toBe(true);
    expect(sameGoalsForm(valid, { ...valid, success: 'Other' })).toBe(false);
    expect(sameGoalsForm(valid, { ...valid, goals: ['privacy'] })).toBe(false);
  });
});
