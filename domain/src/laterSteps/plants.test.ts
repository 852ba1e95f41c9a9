import { describe, expect, it } from 'vitest';
import {
  addPlantProblem,
  ALLERGIES_MAX_LENGTH,
  EMPTY_PLANTS_FORM,
  INTEREST_OPTIONS,
  PLANT_NAME_MAX_LENGTH,
  plantsAnswersSchema,
  plantsAnswersToSave,
  plantsComplete,
  plantsFormErrors,
  plantsFormValuesFrom,
  PLANTS_MAX_ENTRIES,
  samePlantsForm,
  tidyPlantName,
  plantsInput,
  type PlantsAnswers,
  type PlantsFormValues,
} from './plants';

const answers: PlantsAnswers = {
  lovedPlants: ['Lavender', 'Japanese maple'],
  avoidedPlants: ['Bamboo'],
  allergies: 'Birch pollen.',
  nativeInterest: 'yes',
  edibleInterest: 'not-sure',
};
const valid: PlantsFormValues = { ...answers, lovedPlantText: '', avoidedPlantText: '' };

const plants = (count: number) => Array.from({ length: count }, (_, index) => `Plant ${index + 1}`);

describe('My Plants options and limits', () => {
  it('asks about native and edible plants with yes, no, not sure', () => {
    expect(INTEREST_OPTIONS.map((option) => option.label)).toEqual(['Yes', 'No', 'Not sure']);
  });

  it('keeps the limits: up to 30 plants in each list; decisions: 60 characters a plant, 500 of allergies', () => {
    expect(PLANTS_MAX_ENTRIES).toBe(30);
    expect(PLANT_NAME_MAX_LENGTH).toBe(60);
    expect(ALLERGIES_MAX_LENGTH).toBe(500);
  });
});

describe('My Plants answers', () => {
  it('accepts full answers, and an empty form: every question is optional', () => {
    expect(plantsFormErrors(valid)).toEqual({});
    expect(plantsFormErrors(EMPTY_PLANTS_FORM)).toEqual({});
  });

  it('decision: any save completes the optional step, an empty one too', () => {
    expect(plantsComplete(answers)).toBe(true);
    expect(plantsComplete(plantsInput(EMPTY_PLANTS_FORM))).toBe(true);
    expect(plantsComplete({ ...answers, lovedPlants: plants(31) })).toBe(false);
  });

  it('takes up to 30 plants in each list, not 31', () => {
    expect(plantsFormErrors({ ...valid, lovedPlants: plants(30), avoidedPlants: [] })).toEqual({});
    expect(plantsFormErrors({ ...valid, lovedPlants: plants(31), avoidedPlants: [] })).toEqual({
      lovedPlants: 'Please list up to 30 plants.',
    });
    expect(plantsFormErrors({ ...valid, lovedPlants: [], avoidedPlants: plants(31) })).toEqual({
      avoidedPlants: 'Please list up to 30 plants.',
    });
  });

  it('refuses an empty name, a name over 60 characters and the same plant twice in any case', () => {
    expect(plantsFormErrors({ ...valid, lovedPlants: ['  '] })).toEqual({
      lovedPlants: 'Please type the name of a plant.',
    });
    expect(plantsFormErrors({ ...valid, lovedPlants: [` ${'x'.repeat(60)} `] })).toEqual({});
    expect(plantsFormErrors({ ...valid, lovedPlants: ['x'.repeat(61)] })).toEqual({
      lovedPlants: 'Please keep each plant to 60 characters or fewer.',
    });
    expect(plantsFormErrors({ ...valid, avoidedPlants: ['Ivy', 'ivy '] })).toEqual({
      avoidedPlants: 'Please list each plant once.',
    });
  });

  it('refuses a plant both loved and avoided, naming it', () => {
    expect(
      plantsFormErrors({ ...valid, avoidedPlants: ['lavender', 'Bamboo', 'japanese  maple'] }),
    ).toEqual({
      avoidedPlants:
        'A plant cannot be both loved and avoided: please remove lavender and japanese maple from one of the lists.',
    });
  });

  it('takes up to 500 characters of allergies, counted without surrounding spaces', () => {
    const longest = 'x'.repeat(ALLERGIES_MAX_LENGTH);
    expect(plantsFormErrors({ ...valid, allergies: `  ${longest}\n` })).toEqual({});
    expect(plantsFormErrors({ ...valid, allergies: `${longest}y` })).toEqual({
      allergies: 'Please keep this to 500 characters or fewer.',
    });
  });

  it('is refused by the command schema with any other field, an unknown interest or a wrong type', () => {
    const problem = (input: unknown) => {
      try {
        plantsAnswersSchema.validateSync(input, { strict: true });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem(answers)).toBeNull();
    expect(problem({ ...answers, projectId: 'project-2' })).not.toBeNull();
    expect(problem({ ...answers, nativeInterest: 'maybe' })).toBe(
      'Please choose yes, no or not sure.',
    );
    expect(problem({ ...answers, lovedPlants: 'Lavender' })).not.toBeNull();
    expect(problem({ ...answers, lovedPlants: [7] })).not.toBeNull();
    expect(problem({ ...answers, allergies: null })).not.toBeNull();
    const { edibleInterest: _edible, ...withoutEdible } = answers;
    expect(problem(withoutEdible)).not.toBeNull();
  });

  it('is saved with names tidied and the allergies trimmed', () => {
    expect(
      plantsAnswersToSave({
        ...answers,
        lovedPlants: ['  Black-eyed   Susan '],
        allergies: '  None.  ',
      }),
    ).toEqual({ ...answers, lovedPlants: ['Black-eyed Susan'], allergies: 'None.' });
  });
});

describe('the My Plants form', () => {
  it('adds a tidied name, and says why it will not add an empty, long, repeated or 31st plant', () => {
    expect(tidyPlantName('  Sweet   pea ')).toBe('Sweet pea');
    expect(addPlantProblem(['Lavender'], 'Rosemary', ['Bamboo'])).toBeNull();
    expect(addPlantProblem([], '   ', [])).toBe('Please type the name of a plant.');
    expect(addPlantProblem([], 'x'.repeat(61), [])).toBe(
      'Please keep each plant to 60 characters or fewer.',
    );
    expect(addPlantProblem(['Lavender'], ' LAVENDER', [])).toBe(
      'Lavender is already on this list.',
    );
    expect(addPlantProblem(['Lavender'], 'bamboo', ['Bamboo'])).toBe(
      'A plant cannot be both loved and avoided: please remove bamboo from one of the lists.',
    );
    expect(addPlantProblem(plants(30), 'Mint', [])).toBe('Please list up to 30 plants.');
  });

  it('decision: adds a name left in its box on save, and marks the box when it cannot be added', () => {
    const typed = { ...valid, lovedPlantText: '  rosemary ', avoidedPlantText: ' ' };
    expect(plantsFormErrors(typed)).toEqual({});
    expect(plantsInput(typed)).toEqual({
      ...answers,
      lovedPlants: [...answers.lovedPlants, 'rosemary'],
    });
    expect(plantsFormErrors({ ...valid, lovedPlantText: 'LAVENDER' })).toEqual({
      lovedPlantText: 'Lavender is already on this list.',
    });
    expect(plantsFormErrors({ ...valid, avoidedPlantText: 'lavender' })).toEqual({
      avoidedPlantText:
        'A plant cannot be both loved and avoided: please remove lavender from one of the lists.',
    });
    expect(plantsInput({ ...valid, avoidedPlantText: 'lavender' })).toEqual(answers);
  });

  it('fills from saved answers or a draft, leaving out what it does not know', () => {
    expect(plantsFormValuesFrom(answers)).toEqual(valid);
    expect(plantsFormValuesFrom({ ...valid, lovedPlantText: 'Mint' })).toEqual({
      ...valid,
      lovedPlantText: 'Mint',
    });
    expect(plantsFormValuesFrom(null)).toEqual(EMPTY_PLANTS_FORM);
    expect(plantsFormValuesFrom('garbage')).toEqual(EMPTY_PLANTS_FORM);
    expect(
      plantsFormValuesFrom({
        lovedPlants: ['Lavender', 'lavender', 3, '', 'x'.repeat(61), ...plants(40)],
        avoidedPlants: 'Bamboo',
        allergies: 7,
        nativeInterest: 'maybe',
        edibleInterest: 'no',
      }),
    ).toEqual({
      lovedPlants: ['Lavender', ...plants(29)],
      avoidedPlants: [],
      allergies: '',
      nativeInterest: '',
      edibleInterest: 'no',
      lovedPlantText: '',
      avoidedPlantText: '',
    });
  });

  it('tells a changed form from the same answers', () => {
    expect(samePlantsForm(valid, { ...valid, allergies: ' Birch pollen. ' })).toBe(true);
    expect(samePlantsForm(valid, { ...valid, lovedPlants: ['Lavender'] })).toBe(false);
    expect(samePlantsForm(valid, { ...valid, edibleInterest: 'yes' })).toBe(false);
    expect(samePlantsForm(valid, { ...valid, avoidedPlantText: 'Ivy' })).toBe(false);
  });
});
