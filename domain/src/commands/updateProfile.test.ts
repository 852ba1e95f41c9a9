import { describe, expect, it } from 'vitest';
import type { ProfileDoc } from '../firestore/documents';
import { executeCommand, type Caller } from './command';
import { hostileUpdateProfileInputs } from './hostileInputs';
import { mapDocStore } from './mapDocStore';
import { updateProfile } from './updateProfile';

const client: Caller = { uid: 'client-1', isAnonymous: false, email: 'ana@example.com' };
const now = new Date('2026-03-01T12:00:00.000Z');
const saved: ProfileDoc = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lee',
  phone: '5550104477',
  package: 'full-yard',
};

const seeded = () => mapDocStore({ 'profiles/client-1': saved, 'profiles/client-2': saved });
const update = (input: unknown, store = seeded(), caller: Caller | null = client) =>
  executeCommand(updateProfile, input, caller, store, now);

describe('updateProfile (PATCH profiles/{id})', () => {
  it("changes only the given fields of the caller's own profile", async () => {
    const store = seeded();
    const result = await update({ lastName: 'Park', phone: '5550100000' }, store);
    const expected = { ...saved, lastName: 'Park', phone: '5550100000' };
    expect(result).toEqual({
      profile: { ...expected, id: 'client-1' },
      changedFields: ['lastName', 'phone'],
    });
    expect(store.docs.get('profiles/client-1')).toEqual(expected);
    expect(store.docs.get('profiles/client-2')).toEqual(saved);
  });

  it('writes nothing when the patch repeats the saved values', async () => {
    const store = seeded();
    expect((await update({ firstName: 'Ana' }, store)).changedFields).toEqual([]);
    expect(store.writes).toBe(0);
  });

  it('does not create a profile: before a purchase there is none to update', async () => {
    const store = mapDocStore();
    await expect(update({ firstName: 'Ana' }, store)).rejects.toMatchObject({
      code: 'not-found',
      message: 'We could not find your profile.',
    });
    expect(store.writes).toBe(0);
  });

  it('is for signed-in accounts: anonymous visitors and signed-out callers are refused', async () => {
    const store = seeded();
    const anonymous: Caller = { uid: 'client-1', isAnonymous: true, email: null };
    await expect(update({ firstName: 'X' }, store, anonymous)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(update({ firstName: 'X' }, store, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(store.writes).toBe(0);
  });

  it.each(hostileUpdateProfileInputs())(
    'refuses %s as invalid-argument and writes nothing',
    async (_, payload) => {
      const store = seeded();
      await expect(update(payload, store)).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(store.writes).toBe(0);
    },
  );
});
