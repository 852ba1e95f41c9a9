import { beforeEach, describe, expect, it } from 'vitest';
import { COMMANDS } from '@yardwise/domain/commands/registry';
import { hostileUpdateDesignProfileInputs } from '@yardwise/domain/commands/hostileInputs';
import { commandFunction } from '../commands/commandFunction';
import { callableRequest as request, rejection, type TestCaller } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { allDocs, readDoc } from './firestoreDocs';

const createDesignProfile = commandFunction(COMMANDS.createDesignProfile);
const updateDesignProfile = commandFunction(COMMANDS.updateDesignProfile);

const visitor: TestCaller = { uid: 'anon-1', signIn: 'anonymous' };
const otherVisitor: TestCaller = { uid: 'anon-2', signIn: 'anonymous' };
const id = 'anon-1_v10';

/** The visitor's profile after the address and two quiz pages. */
async function savedProfile() {
  const { designProfile } = await createDesignProfile.run(
    request(
      {
        versionId: 'v10',
        host: 'yardwise.example',
        step: 6,
        contactInformation: { street: '2418 Cedar Hollow Lane', city: 'Austin', zip: '78704' },
        questions: [
          { key: 'help-needed', answers: ['DESIGNING MY YARD'] },
          { key: 'yard-selection', answers: ['FRONT YARD'] },
        ],
      },
      visitor,
    ),
  );
  const { id: _, ...data } = designProfile;
  return data;
}

beforeEach(async () => {
  await clearFirestore(['designProfiles']);
});

describe('updateDesignProfile callable', () => {
  it('changes only the fields given and keeps everything else', async () => {
    const saved = await savedProfile();

    const result = await updateDesignProfile.run(
      request(
        {
          id,
          step: 7,
          contactInformation: { email: 'ana@example.com' },
          questions: [{ key: 'yard-size', answers: ['LESS THAN 1/2 ACRE'] }],
        },
        visitor,
      ),
    );

    const expected = {
      ...saved,
      step: 7,
      contactInformation: { ...saved.contactInformation, email: 'ana@example.com' },
      questions: [...saved.questions, { key: 'yard-size', answers: ['LESS THAN 1/2 ACRE'] }],
    };
    expect(result.changedFields).toEqual(['step', 'contactInformation', 'questions']);
    expect(result.designProfile).toEqual({ ...expected, id });
    expect(await readDoc('designProfiles', id)).toEqual(expected);
  });

  it('changes one answer without touching the others', async () => {
    const saved = await savedProfile();
    await updateDesignProfile.run(
      request({ id, questions: [{ key: 'yard-selection', answers: ['BACK YARD'] }] }, visitor),
    );
    expect((await readDoc('designProfiles', id))?.questions).toEqual([
      saved.questions[0],
      { key: 'yard-selection', answers: ['BACK YARD'] },
    ]);
  });

  it("keeps a picked address's place id, and a typed address clears it with its position", async () => {
    await savedProfile();
    const picked = {
      street: '2418 Cedar Hollow Lane',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
      latLng: { lat: 30.2452, lng: -97.7694 },
      placeId: 'ChIJ_cedar_hollow_2418',
    };

    await updateDesignProfile.run(request({ id, contactInformation: picked }, visitor));
    expect((await readDoc('designProfiles', id))?.contactInformation).toMatchObject(picked);

    await updateDesignProfile.run(
      request(
        {
          id,
          contactInformation: { street: '12 Oak St', latLng: null, placeId: null },
        },
        visitor,
      ),
    );
    const typed = (await readDoc('designProfiles', id))?.contactInformation;
    expect(typed?.street).toBe('12 Oak St');
    expect(typed).not.toHaveProperty('placeId');
    expect(typed).not.toHaveProperty('latLng');
  });

  it('refuses a place id the address search could not have given, and writes nothing', async () => {
    await savedProfile();
    const before = await allDocs('designProfiles');
    const error = await rejection(
      updateDesignProfile.run(
        request({ id, contactInformation: { placeId: 'places/ChIJ?key=x' } }, visitor),
      ),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('That address could not be found. Please search again.');
    expect(await allDocs('designProfiles')).toEqual(before);
  });

  it.each([
    ['no id', { step: 2 }],
    ['an empty id', { id: '', step: 2 }],
    ['a blank id', { id: '   ', step: 2 }],
    ['nothing at all', {}],
  ])('refuses %s with "Cannot update a design profile without an id."', async (_, payload) => {
    await savedProfile();
    const before = await allDocs('designProfiles');
    const error = await rejection(updateDesignProfile.run(request(payload, visitor)));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Cannot update a design profile without an id.');
    expect(await allDocs('designProfiles')).toEqual(before);
  });

  it("refuses to change another visitor's profile, as if it did not exist", async () => {
    await savedProfile();
    const before = await allDocs('designProfiles');

    const theirs = await rejection(
      updateDesignProfile.run(request({ id, contactInformation: { zip: '10001' } }, otherVisitor)),
    );
    const missing = await rejection(
      updateDesignProfile.run(request({ id: 'anon-2_v10', step: 1 }, otherVisitor)),
    );

    expect([theirs.code, theirs.message]).toEqual([
      'not-found',
      'We could not find that design profile.',
    ]);
    expect([missing.code, missing.message]).toEqual([theirs.code, theirs.message]);
    expect(await allDocs('designProfiles')).toEqual(before);
  });

  it('rejects a signed-out caller and writes nothing', async () => {
    await savedProfile();
    const before = await allDocs('designProfiles');
    const error = await rejection(updateDesignProfile.run(request({ id, step: 1 })));
    expect(error.code).toBe('unauthenticated');
    expect(await allDocs('designProfiles')).toEqual(before);
  });

  it.each(hostileUpdateDesignProfileInputs(id))(
    'rejects %s as invalid-argument and writes nothing',
    async (_, payload) => {
      await savedProfile();
      const before = await allDocs('designProfiles');
      const error = await rejection(updateDesignProfile.run(request(payload, visitor)));
      expect(error.code).toBe('invalid-argument');
      expect(await allDocs('designProfiles')).toEqual(before);
    },
  );
});

describe('answers survive a reload and a sign-in', () => {
  it('a reload finds the saved answers: create returns the saved profile', async () => {
    const saved = await savedProfile();
    const reload = await createDesignProfile.run(
      request({ versionId: 'v10', host: 'yardwise.example' }, visitor),
    );
    expect(reload).toEqual({ created: false, designProfile: { ...saved, id } });
  });

  it('linking an email to the anonymous visitor keeps the uid, so the profile stays theirs', async () => {
    const saved = await savedProfile();
    const linked: TestCaller = { uid: 'anon-1', signIn: 'password', email: 'ana@example.com' };

    const afterSignIn = await createDesignProfile.run(
      request({ versionId: 'v10', host: 'yardwise.example' }, linked),
    );
    expect(afterSignIn.designProfile).toEqual({ ...saved, id });
    await updateDesignProfile.run(
      request({ id, contactInformation: { email: 'ana@example.com' } }, linked),
    );
    expect((await readDoc('designProfiles', id))?.contactInformation.email).toBe('ana@example.com');
  });

  it("decision: signing in to another existing account starts that account's own profile; the visitor's stays as it was", async () => {
    const saved = await savedProfile();
    const existingAccount: TestCaller = {
      uid: 'client-9',
      signIn: 'password',
      email: 'jo@example.com',
    };

    const result = await createDesignProfile.run(
      request({ versionId: 'v10', host: 'yardwise.example' }, existingAccount),
    );

    expect(result.designProfile).toMatchObject({ id: 'client-9_v10', userId: 'client-9' });
    expect(await readDoc('designProfiles', id)).toEqual(saved);
    const error = await rejection(
      updateDesignProfile.run(request({ id, step: 1 }, existingAccount)),
    );
    expect(error.code).toBe('not-found');
  });
});
