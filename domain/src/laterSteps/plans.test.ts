import { describe, expect, it } from 'vitest';
import {
  PLAN_KIND_OPTIONS,
  PLAN_NOTE_MAX_LENGTH,
  plansAnswersSchema,
  plansComplete,
  plansFormErrors,
  plansFormValuesFrom,
  plansInput,
  PLANS_MAX_FILES,
  samePlansForm,
} from './plans';
import { NO_PLANS_CONFLICT, PLAN_KIND_REQUIRED } from './plansMessages';

const survey = { mediaId: 'media-survey', kind: 'survey-or-plot-plan', note: '' } as const;
const hoa = { mediaId: 'media-hoa', kind: 'hoa-guidelines', note: 'Fences max 6 ft.' } as const;

describe('plans and drawings answers', () => {
  const valid = (answers: unknown) => plansAnswersSchema.isValidSync(answers);

  it('offer survey, HOA guidelines and existing plans, and "other"', () => {
    expect(PLAN_KIND_OPTIONS.map((option) => option.label)).toEqual([
      'Survey or plot plan',
      'HOA guidelines',
      'Existing plans',
      'Other',
    ]);
  });

  it('take up to 10 files, each with a kind and a note of up to 300 characters', () => {
    expect(PLANS_MAX_FILES).toBe(10);
    expect(PLAN_NOTE_MAX_LENGTH).toBe(300);
    const ten = Array.from({ length: 10 }, (_, index) => ({ ...survey, mediaId: `m-${index}` }));
    expect(valid({ files: ten, noneToShare: false })).toBe(true);
    expect(valid({ files: [...ten, { ...survey, mediaId: 'm-10' }], noneToShare: false })).toBe(
      false,
    );
    expect(valid({ files: [{ ...hoa, note: 'x'.repeat(300) }], noneToShare: false })).toBe(true);
    expect(valid({ files: [{ ...hoa, note: 'x'.repeat(301) }], noneToShare: false })).toBe(false);
  });

  it.each([
    ['a file without a kind', { files: [{ ...survey, kind: '' }], noneToShare: false }],
    ['an unknown kind', { files: [{ ...survey, kind: 'blueprint' }], noneToShare: false }],
    ['the same file twice', { files: [survey, { ...survey, kind: 'other' }], noneToShare: false }],
    [
      'a file id with a path in it',
      { files: [{ ...survey, mediaId: '../x' }], noneToShare: false },
    ],
    ['"I don\'t have any" beside a file', { files: [survey], noneToShare: true }],
    ['a file with an unknown field', { files: [{ ...survey, url: 'x' }], noneToShare: false }],
    ['no answer about having none', { files: [] }],
  ])('refuse %s', (_label, answers) => {
    expect(valid(answers)).toBe(false);
  });

  it('say why "I don\'t have any" beside a file is refused', () => {
    expect(() => plansAnswersSchema.validateSync({ files: [survey], noneToShare: true })).toThrow(
      NO_PLANS_CONFLICT,
    );
  });

  it('complete the step with "I don\'t have any", or every uploaded file given its kind', () => {
    expect(plansComplete({ files: [], noneToShare: true }, [])).toBe(true);
    expect(plansComplete({ files: [], noneToShare: false }, [])).toBe(false);
    expect(plansComplete({ files: [survey], noneToShare: false }, ['media-survey'])).toBe(true);
    expect(
      plansComplete({ files: [survey], noneToShare: false }, ['media-survey', 'media-hoa']),
    ).toBe(false);
  });
});

describe('the plans form', () => {
  const uploaded = ['media-survey', 'media-hoa'];

  it('asks for the kind of every uploaded file and checks each note', () => {
    const values = {
      files: { 'media-survey': { kind: 'survey-or-plot-plan' as const, note: 'x'.repeat(301) } },
      noneToShare: false,
    };
    expect(plansFormErrors(values, uploaded)).toEqual({
      files: {
        'media-survey': { note: 'Please keep the note to 300 characters or fewer.' },
        'media-hoa': { kind: PLAN_KIND_REQUIRED },
      },
    });
  });

  it('sends the uploaded files in upload order with trimmed notes, and leaves out removed ones', () => {
    const values = {
      files: {
        'media-hoa': { kind: 'hoa-guidelines' as const, note: ' Fences max 6 ft. ' },
        'media-survey': { kind: 'survey-or-plot-plan' as const, note: '' },
        'media-deleted': { kind: 'other' as const, note: 'gone' },
      },
      noneToShare: true,
    };
    expect(plansInput(values, uploaded)).toEqual({ files: [survey, hoa], noneToShare: false });
    expect(plansInput({ files: {}, noneToShare: true }, [])).toEqual({
      files: [],
      noneToShare: true,
    });
  });

  it('is filled from saved answers or a draft, leaving out what it does not know', () => {
    expect(plansFormValuesFrom({ files: [hoa, { mediaId: 'm2', kind: 'blueprint' }] })).toEqual({
      files: {
        'media-hoa': { kind: 'hoa-guidelines', note: 'Fences max 6 ft.' },
        m2: { kind: '', note: '' },
      },
      noneToShare: false,
    });
    const draft = { files: { 'media-hoa': { kind: 'other', note: 'typed' } }, noneToShare: true };
    expect(plansFormValuesFrom(draft)).toEqual(draft);
  });

  it('counts untouched files and surrounding spaces as no change', () => {
    const saved = plansFormValuesFrom({ files: [hoa], noneToShare: false });
    const typed = {
      files: {
        'media-hoa': { kind: 'hoa-guidelines' as const, note: ' Fences max 6 ft.' },
        'media-new': { kind: '' as const, note: '' },
      },
      noneToShare: false,
    };
    expect(samePlansForm(saved, typed)).toBe(true);
    expect(samePlansForm(saved, { ...typed, noneToShare: true })).toBe(false);
  });
});
