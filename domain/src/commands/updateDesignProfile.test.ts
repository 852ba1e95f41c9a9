import { describe, expect, it } from 'vitest';
import { newDesignProfile } from '../funnel/designProfile';
import { executeCommand, type Caller } from './command';
import { hostileUpdateDesignProfileInputs } from './hostileInputs';
import { mapDocStore } from './mapDocStore';
import { updateDesignProfile } from './updateDesignProfile';

const visitor: Caller = { uid: 'anon-1', isAnonymous: true, email: null };
const other: Caller = { uid: 'anon-2', isAnonymous: true, email: null };
const now = new Date('2026-03-01T12:00:00.000Z');
const id = 'anon-1_v10';
const saved = {
  ...newDesignProfile({ userId: 'anon-1', versionId: 'v10', isTestAccount: false }),
  step: 4,
  contactInformation: { email: 'ana@example.com', zip: '78704' },
  questions: [{ key: 'yard-selection', answers: ['FRONT YARD'] }],
};

const seeded = () => mapDocStore({ [`designProfiles/${id}`]: saved });
const update = (input: unknown, store = seeded(), caller: Caller | null = visitor) =>
  executeCommand(updateDesignProfile, input, caller, store, now);

describe('updateDesignProfile', () => {
  it('changes only the given fields and keeps the rest', async () => {
    const store = seeded();
    const result = await update(
      {
        id,
        step: 5,
        contactInformation: { city: 'Austin' },
        questions: [{ key: 'yard-size', answers: ['MORE THAN 1 ACRE'] }],
      },
      store,
    );
    const expected = {
      ...saved,
      step: 5,
      contactInformation: { email: 'ana@example.com', zip: '78704', city: 'Austin' },
      questions: [
        { key: 'yard-selection', answers: ['FRONT YARD'] },
        { key: 'yard-size', answers: ['MORE THAN 1 ACRE'] },
      ],
    };
    expect(result).toEqual({
      designProfile: { ...expected, id },
      changedFields: ['step', 'contactInformation', 'questions'],
    });
    expect(store.docs.get(`designProfiles/${id}`)).toEqual(expected);
  });

  it('saves the how-did-you-hear answer and nothing else', async () => {
    const store = seeded();
    const result = await update({ id, howDidYouHear: 'Nextdoor' }, store);
    expect(result.changedFields).toEqual(['howDidYouHear']);
    expect(store.docs.get(`designProfiles/${id}`)).toEqual({ ...saved, howDidYouHear: 'Nextdoor' });
    const again = await update({ id, howDidYouHear: 'Nextdoor' }, store);
    expect(again.changedFields).toEqual([]);
  });

  it('writes nothing when the patch repeats the saved values', async () => {
    const store = seeded();
    const result = await update({ id, step: 4, contactInformation: { zip: '78704' } }, store);
    expect(result.changedFields).toEqual([]);
    expect(result.designProfile).toEqual({ ...saved, id });
    expect(store.writes).toBe(0);
  });

  it.each([{}, { step: 2 }, { id: '', step: 2 }, { id: '   ', step: 2 }, { id: null, step: 2 }])(
    'refuses %j with "Cannot update a design profile without an id."',
    async (input) => {
      const store = seeded();
      await expect(update(input, store)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'Cannot update a design profile without an id.',
      });
      expect(store.writes).toBe(0);
    },
  );

  it('refuses an empty patch', async () => {
    await expect(update({ id })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'There is nothing to update.',
    });
  });

  it("reads another visitor's profile as not found, like a missing one, and writes nothing", async () => {
    const store = seeded();
    const theirs = update({ id, step: 9 }, store, other);
    const missing = update({ id: 'anon-2_v10', step: 9 }, store, other);
    for (const call of [theirs, missing]) {
      await expect(call).rejects.toMatchObject({
        code: 'not-found',
        message: 'We could not find that design profile.',
      });
    }
    expect(store.writes).toBe(0);
    expect(store.docs.get(`designProfiles/${id}`)).toEqual(saved);
  });

  it('asks a signed-out caller to sign in and writes nothing', async () => {
    const store = seeded();
    await expect(update({ id, step: 1 }, store, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(store.writes).toBe(0);
  });

  it.each(hostileUpdateDesignProfileInputs(id))(
    'refuses %s as invalid-argument and writes nothing',
    async (_, payload) => {
      const store = seeded();
      await expect(update(payload, store)).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(store.writes).toBe(0);
    },
  );
});
