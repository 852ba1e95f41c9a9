import { beforeEach, describe, expect, it } from 'vitest';
import { COMMANDS } from '@yardwise/domain/commands/registry';
import { hostileUpdateProfileInputs } from '@yardwise/domain/commands/hostileInputs';
import type { ProfileDoc } from '@yardwise/domain/firestore/documents';
import { commandFunction } from '../commands/commandFunction';
import { callableRequest as request, rejection, type TestCaller } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { allDocs, readDoc, writeDoc } from './firestoreDocs';

const updateProfile = commandFunction(COMMANDS.updateProfile);

const client: TestCaller = { uid: 'client-1', signIn: 'password', email: 'ana@example.com' };
const saved: ProfileDoc = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lee',
  phone: '5550104477',
  package: 'full-yard',
};

beforeEach(async () => {
  await clearFirestore(['profiles']);
  await writeDoc('profiles', 'client-1', saved);
  await writeDoc('profiles', 'client-2', { ...saved, email: 'jo@example.com', firstName: 'Jo' });
});

describe('updateProfile callable (PATCH profiles/{id})', () => {
  it("changes only the given fields of the caller's own profile", async () => {
    const before = await allDocs('profiles');

    const result = await updateProfile.run(
      request({ firstName: 'Anna', phone: '5550100000' }, client),
    );

    const expected = { ...saved, firstName: 'Anna', phone: '5550100000' };
    expect(result).toEqual({
      profile: { ...expected, id: 'client-1' },
      changedFields: ['firstName', 'phone'],
    });
    expect(await readDoc('profiles', 'client-1')).toEqual(expected);
    expect(await readDoc('profiles', 'client-2')).toEqual(before['client-2']);
  });

  it('answers not-found for an account that has no profile yet, and creates none', async () => {
    const newcomer: TestCaller = { uid: 'client-3', signIn: 'password', email: 'new@example.com' };
    const error = await rejection(updateProfile.run(request({ firstName: 'Sam' }, newcomer)));
    expect([error.code, error.message]).toEqual(['not-found', 'We could not find your profile.']);
    expect(await readDoc('profiles', 'client-3')).toBeUndefined();
  });

  it.each([
    ['a signed-out caller', undefined, 'unauthenticated'],
    [
      'an anonymous visitor',
      { uid: 'client-1', signIn: 'anonymous' } as TestCaller,
      'permission-denied',
    ],
  ])('refuses %s and writes nothing', async (_, caller, code) => {
    const before = await allDocs('profiles');
    const error = await rejection(updateProfile.run(request({ firstName: 'X' }, caller)));
    expect(error.code).toBe(code);
    expect(await allDocs('profiles')).toEqual(before);
  });

  it.each(hostileUpdateProfileInputs())(
    'rejects %s as invalid-argument and writes nothing',
    async (_, payload) => {
      const before = await allDocs('profiles');
      const error = await rejection(updateProfile.run(request(payload, client)));
      expect(error.code).toBe('invalid-argument');
      expect(await allDocs('profiles')).toEqual(before);
    },
  );
});
