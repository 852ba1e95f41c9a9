import { describe, expect, it } from 'vitest';
import { boolean, number, object, string } from 'yup';
import {
  authorize,
  defineCommand,
  executeCommand,
  validateInput,
  type Caller,
  type CommandAccess,
} from './command';
import { CommandError } from './commandError';
import type { DocStore } from './docStore';
import { mapDocStore } from './mapDocStore';

const account: Caller = { uid: 'u1', isAnonymous: false, email: 'ana@example.com' };
const anonymous: Caller = { uid: 'a1', isAnonymous: true, email: null };
const noEmail: Caller = { uid: 'p1', isAnonymous: false, email: null };

/** A Map-backed store that records writes, enough to watch a command's effects. */
function memoryStore(
  seed: Record<string, unknown> = {},
): DocStore & { docs: Map<string, unknown> } {
  return mapDocStore(seed);
}

function thrown(fn: () => unknown): CommandError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(CommandError);
    return error as CommandError;
  }
  return expect.unreachable('expected a CommandError');
}

describe('authorize', () => {
  it('asks a signed-out caller to sign in, whatever the access', () => {
    for (const access of ['visitor', 'account'] as CommandAccess[]) {
      expect(thrown(() => authorize(access, null)).code).toBe('unauthenticated');
    }
  });

  it('lets any signed-in caller run a visitor command', () => {
    expect(authorize('visitor', anonymous)).toBe(anonymous);
    expect(authorize('visitor', account)).toBe(account);
  });

  it('keeps anonymous and email-less callers out of account commands', () => {
    expect(thrown(() => authorize('account', anonymous)).code).toBe('permission-denied');
    expect(thrown(() => authorize('account', { ...anonymous, email: 'x@example.com' })).code).toBe(
      'permission-denied',
    );
    expect(thrown(() => authorize('account', noEmail)).code).toBe('permission-denied');
    expect(authorize('account', account)).toBe(account);
  });
});

describe('validateInput', () => {
  const schema = object({
    name: string().required('Please enter a name.'),
    count: number().required(),
    ok: boolean(),
  })
    .noUnknown('Unexpected field: ${unknown}')
    .strict();

  it.each([null, undefined, 'text', 42, true, [], [{ name: 'a', count: 1 }]])(
    'rejects the non-object %j',
    (raw) => {
      const error = thrown(() => validateInput(schema, raw));
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe('The request must be an object.');
    },
  );

  it('does not coerce types', () => {
    const error = thrown(() => validateInput(schema, { name: 'a', count: '1' }));
    expect(error.code).toBe('invalid-argument');
    expect(error.details).toEqual({ field: 'count' });
    expect(
      thrown(() => validateInput(schema, { name: 'a', count: 1, ok: 'true' })).details,
    ).toEqual({ field: 'ok' });
  });

  it('names the missing field with the schema message', () => {
    const error = thrown(() => validateInput(schema, { count: 1 }));
    expect(error.message).toBe('Please enter a name.');
    expect(error.details).toEqual({ field: 'name' });
  });

  it('rejects unknown keys', () => {
    const error = thrown(() => validateInput(schema, { name: 'a', count: 1, role: 'admin' }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Unexpected field: role');
  });

  it('returns valid input unchanged', () => {
    expect(validateInput(schema, { name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
  });

  it('lets errors other than validation failures through', () => {
    const broken = object({
      n: number().test('boom', 'unused', () => {
        throw new TypeError('bug in a test');
      }),
    }).strict();
    expect(() => validateInput(broken, { n: 1 })).toThrow(TypeError);
  });
});

describe('executeCommand', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const rename = defineCommand({
    name: 'rename',
    access: 'account',
    input: object({ firstName: string().required() }).noUnknown().strict(),
    async run({ caller, store }, input) {
      const profile = await store.get('profiles', caller.uid);
      if (!profile) throw new CommandError('not-found', 'No profile yet.');
      await store.update('profiles', caller.uid, { firstName: input.firstName });
      return { firstName: input.firstName };
    },
  });
  const profile = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Lee' };

  it('checks the caller before the input', async () => {
    await expect(executeCommand(rename, 'garbage', null, memoryStore(), now)).rejects.toMatchObject(
      { code: 'unauthenticated' },
    );
    await expect(
      executeCommand(rename, 'garbage', anonymous, memoryStore(), now),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('runs nothing when the input is invalid', async () => {
    const store = memoryStore({ 'profiles/u1': profile });
    await expect(
      executeCommand(rename, { firstName: 7 }, account, store, now),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(store.docs.get('profiles/u1')).toEqual(profile);
  });

  it('runs the command with the caller, the clock and the store', async () => {
    const store = memoryStore({ 'profiles/u1': profile });
    await expect(
      executeCommand(rename, { firstName: 'Anna' }, account, store, now),
    ).resolves.toEqual({ firstName: 'Anna' });
    expect(store.docs.get('profiles/u1')).toEqual({ ...profile, firstName: 'Anna' });

    const seen: unknown[] = [];
    const spy = defineCommand({
      name: 'spy',
      access: 'visitor',
      input: object({}).strict(),
      run: async (context) => void seen.push(context),
    });
    await executeCommand(spy, {}, anonymous, store, now);
    expect(seen).toEqual([{ caller: anonymous, now, store }]);
  });

  it('passes typed failures from the command through', async () => {
    await expect(
      executeCommand(rename, { firstName: 'Anna' }, account, memoryStore(), now),
    ).rejects.toMatchObject({
      code: 'not-found',
      message: 'No profile yet.',
    });
  });
});
