import { describe, expect, it } from 'vitest';
import { executeCommand, type Caller } from './command';
import { createDesignProfile } from './createDesignProfile';
import { updateDesignProfile } from './updateDesignProfile';
import { hostileCreateDesignProfileInputs } from './hostileInputs';
import { mapDocStore } from './mapDocStore';

const visitor: Caller = { uid: 'anon-1', isAnonymous: true, email: null };
const now = new Date('2026-03-01T12:00:00.000Z');
const valid = { versionId: 'v10', host: 'yardwise.example' };

const create = (input: unknown, store = mapDocStore(), caller: Caller | null = visitor) =>
  executeCommand(createDesignProfile, input, caller, store, now);

describe('createDesignProfile', () => {
  it("creates the caller's profile with a new profile's defaults, keyed by user and version", async () => {
    const store = mapDocStore();
    const result = await create(valid, store);

    const expected = {
      userId: 'anon-1',
      versionId: 'v10',
      isTestAccount: false,
      purchased: false,
      abandonedCartEmailSent: false,
      packagePurchased: null,
      step: 0,
      contactInformation: { email: '' },
      questions: [],
    };
    expect(result).toEqual({ created: true, designProfile: { ...expected, id: 'anon-1_v10' } });
    expect(store.docs.get('designProfiles/anon-1_v10')).toEqual(expected);
    expect(store.writes).toBe(1);
  });

  it('lets an account create one too, and keeps one profile per version', async () => {
    const store = mapDocStore();
    const account: Caller = { uid: 'client-1', isAnonymous: false, email: 'ana@example.com' };
    await create(valid, store, account);
    await create({ ...valid, versionId: 'v2' }, store, account);
    expect([...store.docs.keys()].sort()).toEqual([
      'designProfiles/client-1_v10',
      'designProfiles/client-1_v2',
    ]);
  });

  it("starts a new version's profile from the address the client saved in another", async () => {
    const store = mapDocStore();
    const account: Caller = { uid: 'client-1', isAnonymous: false, email: 'ana@example.com' };
    const address = { street: '2418 Cedar Hollow Lane', city: 'Austin', state: 'TX', zip: '78704' };
    const v2 = (await create({ ...valid, versionId: 'v2' }, store, account)).designProfile;
    await executeCommand(
      updateDesignProfile,
      { id: v2.id, contactInformation: { email: 'ana@example.com', firstName: 'Ana', ...address } },
      account,
      store,
      now,
    );

    const { designProfile } = await create(valid, store, account);
    expect(designProfile.contactInformation).toEqual({
      email: 'ana@example.com',
      firstName: 'Ana',
      ...address,
    });
    expect((await create(valid, store, visitor)).designProfile.contactInformation).toEqual({
      email: '',
    });
  });

  it('saves the step, contact information and answers given with the create', async () => {
    const store = mapDocStore();
    const { designProfile } = await create(
      {
        ...valid,
        step: 1,
        contactInformation: { email: 'ana@example.com', zip: '78704' },
        questions: [
          { key: 'budget', answers: ["I'M NOT SURE"] },
          { key: 'yard-selection', answers: ['BACK YARD'] },
        ],
      },
      store,
    );
    expect(designProfile).toMatchObject({
      step: 1,
      contactInformation: { email: 'ana@example.com', zip: '78704' },
      // Kept in quiz order.
      questions: [
        { key: 'yard-selection', answers: ['BACK YARD'] },
        { key: 'budget', answers: ["I'M NOT SURE"] },
      ],
    });
  });

  it('returns the saved profile untouched when called again (reload, retry)', async () => {
    const store = mapDocStore();
    const first = await create({ ...valid, contactInformation: { zip: '78704' } }, store);
    const again = await create({ ...valid, host: 'dogfood.yardwise.example', step: 5 }, store);

    expect(again).toEqual({ created: false, designProfile: first.designProfile });
    expect(store.writes).toBe(1);
  });

  it.each([
    ['dogfood.yardwise.example', true],
    ['yardwise-dogfood.web.app:443', true],
    ['DOGFOOD.yardwise.example', true],
    ['yardwise.example', false],
    ['dogfooding.yardwise.example', false],
    ['localhost:5173', false],
  ])('marks a profile made on %s as a test account: %s', async (host, expected) => {
    const { designProfile } = await create({ ...valid, host });
    expect(designProfile.isTestAccount).toBe(expected);
  });

  it('asks a signed-out caller to sign in and writes nothing', async () => {
    const store = mapDocStore();
    await expect(create(valid, store, null)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(store.writes).toBe(0);
  });

  it.each(hostileCreateDesignProfileInputs(valid))(
    'refuses %s as invalid-argument and writes nothing',
    async (_, payload) => {
      const store = mapDocStore();
      await expect(create(payload, store)).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(store.writes).toBe(0);
    },
  );

  it('says what is wrong with the host', async () => {
    await expect(create({ versionId: 'v10' })).rejects.toMatchObject({
      message: 'The address of this page is not valid.',
      details: { field: 'host' },
    });
  });
});
