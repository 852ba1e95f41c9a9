import { describe, expect, it } from 'vitest';
import {
  EMPTY_PREFERENCES_FORM,
  MATERIAL_OPTIONS,
  materialsInBoth,
  preferencesAnswersSchema,
  preferencesAnswersToSave,
  preferencesComplete,
  preferencesFormErrors,
  preferencesFormValuesFrom,
  preferencesInputFor,
  samePreferencesForm,
  SITE_NOTES_MAX_LENGTH,
  SUN_OPTIONS,
  sunYardsProblem,
  UPKEEP_OPTIONS,
  YARD_USER_OPTIONS,
  type PreferencesFormValues,
} from './preferences';
import {
  DISLIKED_MATERIALS_QUESTION,
  LIKED_MATERIALS_QUESTION,
  SITE_NOTES_QUESTION,
  SUN_QUESTION,
  UPKEEP_QUESTION,
  YARD_USERS_QUESTION,
} from './messages';
import { savedLaterStepStatus } from './status';

const valid: PreferencesFormValues = {
  sun: { front: 'full-sun', back: 'shade' },
  likedMaterials: ['stone', 'wood'],
  dislikedMaterials: ['concrete'],
  upkeep: 'low',
  yardUsers: ['pets', 'older-adults'],
  siteNotes: 'The back slopes down to the fence and stays wet.',
};
const yards = ['front', 'back'] as const;

describe('My Preferences options (word for word)', () => {
  it('offers the sun answers, materials, upkeep levels and yard users in order', () => {
    expect(SUN_OPTIONS.map((option) => option.label)).toEqual([
      'Full sun',
      'Part sun',
      'Shade',
      'Not sure',
    ]);
    expect(MATERIAL_OPTIONS.map((option) => option.label)).toEqual([
      'Wood',
      'Stone',
      'Concrete',
      'Gravel',
      'Brick',
      'Metal',
      'Composite',
    ]);
    expect(UPKEEP_OPTIONS.map((option) => option.label)).toEqual(['Low', 'Medium', 'High']);
    expect(YARD_USER_OPTIONS.map((option) => option.label)).toEqual([
      'Young children',
      'Pets',
      'Older adults',
      'People using wheelchairs or walkers',
    ]);
  });

  it('asks about sun per yard, materials liked and disliked, upkeep, users and drainage, soil or slopes', () => {
    expect(SUN_QUESTION).toBe('How much sun does your {yard} get?');
    expect(LIKED_MATERIALS_QUESTION).toBe('Which materials do you like?');
    expect(DISLIKED_MATERIALS_QUESTION).toBe('Which materials would you rather avoid?');
    expect(UPKEEP_QUESTION).toBe('How much upkeep are you happy with?');
    expect(YARD_USERS_QUESTION).toBe('Who uses the yard?');
    expect(SITE_NOTES_QUESTION).toBe('Anything we should know about drainage, soil or slopes?');
    expect(SITE_NOTES_MAX_LENGTH).toBe(500);
  });
});

describe('My Preferences answers', () => {
  it('accepts a sun answer per chosen yard and the upkeep; the rest may be empty', () => {
    expect(preferencesFormErrors(valid, yards)).toEqual({});
    const minimal = {
      ...EMPTY_PREFERENCES_FORM,
      sun: { front: 'not-sure' as const },
      upkeep: 'high' as const,
    };
    expect(preferencesFormErrors(minimal, ['front'])).toEqual({});
    expect(preferencesComplete(minimal, ['front'])).toBe(true);
  });

  it('needs the sun for every chosen yard, each with its own message, and the upkeep', () => {
    expect(preferencesFormErrors(EMPTY_PREFERENCES_FORM, ['front', 'left'])).toEqual({
      sun: {
        front: 'Please say how much sun your Front Yard gets.',
        left: 'Please say how much sun your Left Side Yard gets.',
      },
      upkeep: 'Please say how much upkeep you are happy with.',
    });
    expect(preferencesFormErrors({ ...valid, sun: { front: 'full-sun' } }, yards)).toEqual({
      sun: { back: 'Please say how much sun your Back Yard gets.' },
    });
  });

  it('ignores a draft’s sun answer for a yard that is no longer chosen, and does not send it', () => {
    const values = { ...valid, sun: { front: 'part-sun' as const, right: 'shade' as const } };
    expect(preferencesFormErrors(values, ['front'])).toEqual({});
    expect(preferencesInputFor(values, ['front']).sun).toEqual({ front: 'part-sun' });
  });

  it('refuses a material both liked and disliked, naming it', () => {
    expect(
      preferencesFormErrors({ ...valid, dislikedMaterials: ['concrete', 'stone'] }, yards),
    ).toEqual({
      dislikedMaterials:
        'A material cannot be both liked and disliked: please untick stone in one of the lists.',
    });
    expect(
      preferencesFormErrors(
        {
          ...valid,
          likedMaterials: ['wood', 'stone', 'brick'],
          dislikedMaterials: ['brick', 'wood'],
        },
        yards,
      ).dislikedMaterials,
    ).toBe(
      'A material cannot be both liked and disliked: please untick wood and brick in one of the lists.',
    );
    expect(materialsInBoth(['metal', 'gravel', 'wood'], ['wood', 'gravel'])).toEqual([
      'wood',
      'gravel',
    ]);
  });

  it('takes up to 500 characters of notes, counted without surrounding spaces', () => {
    const at = { ...valid, siteNotes: ` ${'x'.repeat(500)} ` };
    expect(preferencesFormErrors(at, yards)).toEqual({});
    expect(preferencesFormErrors({ ...valid, siteNotes: 'x'.repeat(501) }, yards)).toEqual({
      siteNotes: 'Please keep this to 500 characters or fewer.',
    });
  });

  it('is strict for the command: no coercion, no unknown fields or yards, no repeats', () => {
    const answers = preferencesInputFor(valid, yards);
    expect(preferencesAnswersSchema.isValidSync(answers)).toBe(true);
    const refused = (input: unknown) => {
      try {
        preferencesAnswersSchema.validateSync(input, { abortEarly: true });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refused({ ...answers, sun: {} })).toBe(
      'Please say how much sun each of your yards gets.',
    );
    expect(refused({ ...answers, sun: { front: 'sunny' } })).toBe(
      'Please choose full sun, part sun, shade or not sure.',
    );
    expect(refused({ ...answers, sun: { patio: 'shade' } })).toBe(
      'Please answer about the sun only for the yards you chose.',
    );
    expect(refused({ ...answers, likedMaterials: ['wood', 'wood'] })).toBe(
      'Please choose each material once.',
    );
    expect(refused({ ...answers, likedMaterials: ['marble'] })).toBe(
      'Please choose materials from the list.',
    );
    expect(refused({ ...answers, yardUsers: ['pets', 'pets'] })).toBe(
      'Please choose each person once.',
    );
    expect(refused({ ...answers, yardUsers: ['teenagers'] })).toBe(
      'Please choose who uses the yard from the list.',
    );
    expect(refused({ ...answers, upkeep: 'none' })).toBe(
      'Please say how much upkeep you are happy with.',
    );
    const { siteNotes: _notes, ...withoutNotes } = answers;
    expect(refused(withoutNotes)).toBe(
      'Please send your answer about drainage, soil and slopes, even if it is empty.',
    );
    expect(refused({ ...answers, projectId: 'p' })).toMatch(/Unexpected field/);
    expect(refused({ ...answers, yardUsers: 'pets' })).not.toBeNull();
  });

  it('trims the notes and copies the lists to save', () => {
    const answers = preferencesInputFor({ ...valid, siteNotes: '  Clay soil.  ' }, yards);
    expect(preferencesAnswersToSave(preferencesAnswersSchema.validateSync(answers))).toEqual({
      ...answers,
      siteNotes: 'Clay soil.',
    });
  });
});

describe('sun answers against the chosen yards', () => {
  it('match when every chosen yard, and only those, is answered', () => {
    expect(sunYardsProblem({ front: 'shade', back: 'full-sun' }, ['back', 'front'])).toBeNull();
  });

  it('name the first chosen yard without an answer, or refuse a yard not chosen', () => {
    expect(sunYardsProblem({ front: 'shade' }, ['front', 'right'])).toBe(
      'Please say how much sun your Right Side Yard gets.',
    );
    expect(sunYardsProblem({ front: 'shade', outdoor: 'shade' }, ['front'])).toBe(
      'Please answer about the sun only for the yards you chose.',
    );
  });

  it('decide the step’s status: complete only when the answers fit the chosen yards', () => {
    const answers = preferencesInputFor(valid, yards);
    expect(savedLaterStepStatus(preferencesComplete(answers, yards))).toBe('complete');
    expect(savedLaterStepStatus(preferencesComplete(answers, ['front', 'back', 'left']))).toBe(
      'in-progress',
    );
    expect(preferencesComplete({ ...answers, upkeep: '' }, yards)).toBe(false);
  });
});

describe('the form', () => {
  it('is filled from saved answers or a draft, leaving out anything unknown', () => {
    expect(preferencesFormValuesFrom(null)).toEqual(EMPTY_PREFERENCES_FORM);
    expect(
      preferencesFormValuesFrom({
        sun: { front: 'shade', back: 'dark', patio: 'full-sun' },
        likedMaterials: ['wood', 'marble', 'wood'],
        dislikedMaterials: 'brick',
        upkeep: 'none',
        yardUsers: ['pets', 7],
        siteNotes: 3,
      }),
    ).toEqual({
      sun: { front: 'shade' },
      likedMaterials: ['wood'],
      dislikedMaterials: [],
      upkeep: '',
      yardUsers: ['pets'],
      siteNotes: '',
    });
  });

  it('compares answers regardless of tick order and surrounding spaces', () => {
    expect(
      samePreferencesForm(valid, {
        ...valid,
        likedMaterials: ['wood', 'stone'],
        siteNotes: ` ${valid.siteNotes} `,
      }),
    ).toBe(true);
    expect(samePreferencesForm(valid, { ...valid, sun: { front: 'full-sun' } })).toBe(false);
    expect(samePreferencesForm(valid, { ...valid, upkeep: 'medium' })).toBe(false);
  });
});
