import { describe, expect, it } from 'vitest';
import { newDesignProfile } from './designProfile';
import {
  designProfileChanges,
  mergeContactInformation,
  mergeQuizAnswers,
  sameValue,
} from './designProfilePatch';

const saved = {
  ...newDesignProfile({ userId: 'u1', versionId: 'v10', isTestAccount: false }),
  step: 4,
  contactInformation: { email: 'ana@example.com', zip: '78704', latLng: { lat: 30.2, lng: -97.7 } },
  questions: [
    { key: 'yard-selection', answers: ['FRONT YARD'] },
    { key: 'budget', answers: ['$100,000+'] },
  ],
};

describe('design profile patch (changed fields only)', () => {
  it('replaces the given contact fields and keeps the others', () => {
    expect(
      mergeContactInformation(saved.contactInformation, { zip: '78701', city: 'Austin' }),
    ).toEqual({
      email: 'ana@example.com',
      zip: '78701',
      city: 'Austin',
      latLng: { lat: 30.2, lng: -97.7 },
    });
    expect(mergeContactInformation(saved.contactInformation, { email: undefined })).toEqual(
      saved.contactInformation,
    );
  });

  it('clears the position with null, so a typed address does not keep an older pick', () => {
    expect(mergeContactInformation(saved.contactInformation, { latLng: null })).toEqual({
      email: 'ana@example.com',
      zip: '78704',
    });
  });

  it("replaces a given question's answers, keeps the others, in quiz order", () => {
    expect(
      mergeQuizAnswers(saved.questions, [
        { key: 'wish-list', answers: ['PLANTS'] },
        { key: 'help-needed', answers: [] },
        { key: 'yard-selection', answers: ['BACK YARD'] },
      ]),
    ).toEqual([
      { key: 'help-needed', answers: [] },
      { key: 'yard-selection', answers: ['BACK YARD'] },
      { key: 'wish-list', answers: ['PLANTS'] },
      { key: 'budget', answers: ['$100,000+'] },
    ]);
  });

  it('keeps answers to questions the quiz no longer has, at the end', () => {
    expect(
      mergeQuizAnswers(
        [{ key: 'retired-question', answers: ['A'] }],
        [{ key: 'budget', answers: [] }],
      ),
    ).toEqual([
      { key: 'budget', answers: [] },
      { key: 'retired-question', answers: ['A'] },
    ]);
  });

  it('names only the fields whose value changes', () => {
    const { changes, changedFields } = designProfileChanges(saved, {
      step: 4,
      contactInformation: { zip: '78701' },
      questions: [{ key: 'budget', answers: ['$100,000+'] }],
    });
    expect(changedFields).toEqual(['contactInformation']);
    expect(changes).toEqual({ contactInformation: { ...saved.contactInformation, zip: '78701' } });
  });

  it('changes nothing when the patch repeats the saved values (a debounced save sent twice)', () => {
    expect(
      designProfileChanges(saved, {
        step: 4,
        contactInformation: { latLng: { lng: -97.7, lat: 30.2 }, email: 'ana@example.com' },
        questions: [{ key: 'yard-selection', answers: ['FRONT YARD'] }],
      }),
    ).toEqual({ changes: {}, changedFields: [] });
  });

  it('compares JSON values by content', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
  });
});
