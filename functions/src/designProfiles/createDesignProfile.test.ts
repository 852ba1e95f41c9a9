import { beforeEach, describe, expect, it } from 'vitest';
import { COMMANDS } from '@yardwise/domain/commands/registry';
import { hostileCreateDesignProfileInputs } from '@yardwise/domain/commands/hostileInputs';
import { commandFunction } from '../commands/commandFunction';
import { callableRequest as request, rejection, type TestCaller } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { allDocs, readDoc } from './firestoreDocs';

// Two creates racing are one read-then-write transaction each: Firestore serialises them, so the
// second finds the first's profile. The in-process emulator does not detect that contention, so
// the race is tested on the in-memory store (web/src/data/memory), which runs transactions in turn.

const createDesignProfile = commandFunction(COMMANDS.createDesignProfile);

const visitor: TestCaller = { uid: 'anon-1', signIn: 'anonymous' };
const valid = { versionId: 'v10', host: 'yardwise.example' };

beforeEach(async () => {
  await clearFirestore(['designProfiles']);
});

describe('createDesignProfile callable', () => {
  it("creates an anonymous visitor's profile with the defaults of a new profile", async () => {
    const result = await createDesignProfile.run(request(valid, visitor));

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
    expect(await allDocs('designProfiles')).toEqual({ 'anon-1_v10': expected });
  });

  it('is idempotent: a second create returns the saved profile and writes nothing', async () => {
    const first = await createDesignProfile.run(
      request({ ...valid, contactInformation: { zip: '78704' } }, visitor),
    );
    const again = await createDesignProfile.run(
      request({ ...valid, host: 'dogfood.yardwise.example', step: 6 }, visitor),
    );

    expect(again).toEqual({ created: false, designProfile: first.designProfile });
    expect(await allDocs('designProfiles')).toEqual({
      'anon-1_v10': expect.objectContaining({ step: 0, isTestAccount: false }),
    });
  });

  it.each([
    ['dogfood.yardwise.example', true],
    ['yardwise-dogfood.web.app', true],
    ['yardwise.example', false],
    ['notdogfood.example', false],
    ['localhost:5173', false],
  ])('on %s sets isTestAccount %s', async (host, isTestAccount) => {
    await createDesignProfile.run(request({ ...valid, host }, visitor));
    expect((await readDoc('designProfiles', 'anon-1_v10'))?.isTestAccount).toBe(isTestAccount);
  });

  it('rejects a signed-out caller and writes nothing', async () => {
    const error = await rejection(createDesignProfile.run(request(valid)));
    expect(error.code).toBe('unauthenticated');
    expect(await allDocs('designProfiles')).toEqual({});
  });

  it.each(hostileCreateDesignProfileInputs(valid))(
    'rejects %s as invalid-argument and writes nothing',
    async (_, payload) => {
      const error = await rejection(createDesignProfile.run(request(payload, visitor)));
      expect(error.code).toBe('invalid-argument');
      expect(await allDocs('designProfiles')).toEqual({});
    },
  );

  it('owns the profile by the caller uid, whatever the payload claims', async () => {
    const error = await rejection(
      createDesignProfile.run(request({ ...valid, userId: 'anon-2' }, visitor)),
    );
    expect(error.message).toBe('Unexpected field: userId');
    await createDesignProfile.run(request(valid, visitor));
    expect(await readDoc('designProfiles', 'anon-2_v10')).toBeUndefined();
  });
});
