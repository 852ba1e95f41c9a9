import { describe, expect, it } from 'vitest';
import {
  array,
  boolean,
  number,
  object,
  string,
  type AnySchema,
  type SchemaFieldDescription,
} from 'yup';
import { INPUT_TOO_DEEP } from '../forms/messages';
import {
  authorize,
  cutTooDeepInput,
  defineCommand,
  executeCommand,
  MAX_INPUT_DEPTH,
  nestsDeeperThan,
  validateInput,
  type Caller,
  type CommandAccess,
} from './command';
import { CommandError } from './commandError';
import type { DocStore } from './docStore';
import { mapDocStore } from './mapDocStore';
import { callableSamples } from './testing/callableSamples';
import { nestedList, nestedObject } from './testing/hostilePayloads';

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

/** How many levels of lists and objects a value nests (a scalar 0, {} or [] 1). */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

/**
 * The deepest nesting a schema's description allows. Lazy schemas, references and mixed() fields
 * count as flat: their description does not say what they nest.
 */
function allowedDepth(field: SchemaFieldDescription): number {
  if (!('type' in field)) return 0;
  if (field.type === 'object' && 'fields' in field) {
    return 1 + Math.max(0, ...Object.values(field.fields).map(allowedDepth));
  }
  if (field.type === 'array' && 'innerType' in field) {
    const inner = field.innerType;
    return 1 + (inner && !Array.isArray(inner) ? allowedDepth(inner) : 0);
  }
  return 0;
}

describe('input nesting depth', () => {
  const schema = object({
    tags: array(string().required()),
    note: string(),
  })
    .noUnknown()
    .strict();
  const deepList = nestedList(5000);
  const deepObject = nestedObject(5000);

  it.each([
    ['a list nested 5,000 deep in a list field', { tags: deepList }],
    ['an object nested 5,000 deep in a text field', { note: deepObject }],
    ['a list nested 5,000 deep in a text field', { note: deepList }],
    ['an object nested 5,000 deep inside a list', { tags: [deepObject] }],
    ['an object nested 5,000 deep under an unknown key', { extra: deepObject }],
  ])('refuses %s as invalid-argument, in words for people', (_label, raw) => {
    const error = thrown(() => validateInput(schema, raw));

    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(INPUT_TOO_DEEP);
  });

  it('refuses it through executeCommand too, before the command runs', async () => {
    const store = memoryStore();
    const never = defineCommand({
      name: 'never',
      access: 'visitor',
      input: schema,
      run: async () => expect.unreachable('the command ran'),
    });

    await expect(
      executeCommand(never, { tags: deepList }, anonymous, store, new Date()),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: INPUT_TOO_DEEP });
  });

  it('counts the request as level 1: MAX_INPUT_DEPTH levels pass, one more is refused', () => {
    let lists: AnySchema = string();
    for (let level = 2; level <= MAX_INPUT_DEPTH; level += 1) lists = array(lists);
    const deepest = object({ value: lists }).noUnknown().strict();
    const atLimit = { value: nestedList(MAX_INPUT_DEPTH - 1) };
    const pastLimit = { value: nestedList(MAX_INPUT_DEPTH) };

    expect(depthOf(atLimit)).toBe(MAX_INPUT_DEPTH);
    expect(validateInput(deepest, atLimit)).toEqual(atLimit);
    expect(thrown(() => validateInput(deepest, pastLimit)).message).toBe(INPUT_TOO_DEEP);
  });

  it("leaves room above every callable's schema, and accepts the deepest payload a form sends", () => {
    const samples = Object.entries(callableSamples());
    const allowed = samples.map(([name, { input }]) => [name, allowedDepth(input.describe())]);
    const deepestSchema = Math.max(...allowed.map(([, depth]) => depth as number));
    const [, deepest] = samples.reduce((a, b) =>
      depthOf(b[1].valid) > depthOf(a[1].valid) ? b : a,
    );

    // A design profile's questions: the request, the list, a question, its list of answers.
    expect(deepestSchema).toBe(4);
    expect(MAX_INPUT_DEPTH).toBeGreaterThanOrEqual(2 * deepestSchema);
    expect(depthOf(deepest.valid)).toBe(deepestSchema);
    expect(validateInput(deepest.input, deepest.valid)).toEqual(deepest.valid);
    const order = callableSamples().createOrder;
    expect(depthOf(order.valid)).toBe(3);
    expect(validateInput(order.input, order.valid)).toEqual(order.valid);
  });

  it('checks depth without recursion, stopping one level past the limit, even on a cycle', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;

    expect(nestsDeeperThan(nestedList(100_000), MAX_INPUT_DEPTH)).toBe(true);
    expect(nestsDeeperThan(cycle, MAX_INPUT_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nestedObject(3), 3)).toBe(false);
    expect(nestsDeeperThan(nestedObject(4), 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  it('cuts too-deep input to a copy that is copyable and still refused the same way', () => {
    const raw = { note: 'kept', tags: nestedList(100_000), extra: deepObject };
    const cut = cutTooDeepInput(raw) as typeof raw;

    expect(depthOf(cut)).toBe(MAX_INPUT_DEPTH + 1);
    expect(cut.note).toBe('kept');
    expect(() => JSON.parse(JSON.stringify(cut))).not.toThrow();
    expect(thrown(() => validateInput(schema, cut))).toEqual(
      thrown(() => validateInput(schema, raw)),
    );
    expect(raw.tags).toHaveLength(1); // the input itself is left as it was
  });

  it('keeps own __proto__ keys as keys when cutting', () => {
    const raw = JSON.parse(
      `{"__proto__":{"isAdmin":true},"deep":${'['.repeat(20)}${']'.repeat(20)}}`,
    );
    const cut = cutTooDeepInput(raw) as Record<string, unknown>;

    expect(Object.prototype.hasOwnProperty.call(cut, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(cut)).toBe(Object.prototype);
    expect((cut as { isAdmin?: unknown }).isAdmin).toBeUndefined();
  });

  it('gives input within the limit back as it is', () => {
    const raw = { tags: ['a'], note: 'b' };
    expect(cutTooDeepInput(raw)).toBe(raw);
    expect(cutTooDeepInput('text')).toBe('text');
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
