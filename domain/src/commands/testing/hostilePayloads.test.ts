import { describe, expect, it } from 'vitest';
import { array, boolean, mixed, number, object, string } from 'yup';
import { validateInput } from '../command';
import { CommandError } from '../commandError';
import type { HostileCase } from '../hostileInputs';
import { callableSamples } from './callableSamples';
import { hostileSaveBudgetInputs } from './hostileBudgetInputs';
import { HUGE_STRING, SCRIPT } from './brokenValues';
import { deeplyNestedPayloads, hostilePayloads } from './hostilePayloads';
import { fingerprint } from './payloadEdits';

/** The payloads the schema did not refuse as invalid-argument, each with what happened. */
function notRefused(schema: Parameters<typeof validateInput>[0], cases: readonly HostileCase[]) {
  const problems: string[] = [];
  for (const [label, payload] of cases) {
    try {
      validateInput(schema, payload);
      problems.push(`${label}: accepted`);
    } catch (error) {
      if (!(error instanceof CommandError) || error.code !== 'invalid-argument') {
        problems.push(`${label}: ${String(error)}`);
      }
    }
  }
  return problems;
}

const payloadsOf = (cases: readonly HostileCase[]) => cases.map(([, payload]) => payload);

describe('hostile payloads of every callable', () => {
  const samples = Object.entries(callableSamples());

  it.each(samples)('%s: the sample payload is accepted', (_name, { input, valid }) => {
    expect(() => validateInput(input, valid)).not.toThrow();
  });

  it.each(samples)(
    '%s: at least 200 distinct payloads, each refused as invalid-argument',
    (_name, { input, valid }) => {
      const cases = hostilePayloads(input, valid);

      expect(cases.length).toBeGreaterThanOrEqual(200);
      expect(new Set(payloadsOf(cases).map(fingerprint)).size).toBe(cases.length);
      expect(notRefused(input, cases)).toEqual([]);
    },
  );

  it.each(samples)(
    '%s: every field nested 5,000 levels deep, as a list and as an object, is refused as invalid-argument',
    (_name, { input, valid }) => {
      const cases = deeplyNestedPayloads(valid);

      expect(cases).toHaveLength(2 + 2 * Object.keys(valid).length);
      expect(notRefused(input, cases)).toEqual([]);
    },
  );
});

describe('hand-written budget amounts, which the budget rules judge', () => {
  it('refuses negative, fractional and malformed amounts as invalid-argument', () => {
    const { input, valid } = callableSamples().saveBudget;

    expect(notRefused(input, hostileSaveBudgetInputs(valid))).toEqual([]);
  });
});

describe('hostilePayloads', () => {
  const order = object({
    cents: number().required().integer().min(0),
    note: string().max(500),
    code: string()
      .required()
      .matches(/^[A-Z]+$/),
    kind: string().oneOf(['plain', 'gift']),
    free: string(),
    phone: string()
      .nullable()
      .matches(/^\d{10}$/),
    address: object({ city: string().required().trim().max(100) })
      .noUnknown()
      .strict(),
    items: array(object({ sku: string().required() }).noUnknown().strict())
      .required()
      .min(1)
      .max(3),
  })
    .noUnknown()
    .strict();
  const base = {
    cents: 249_500,
    note: 'Side gate code 1234',
    code: 'SAVE',
    free: 'anything',
    phone: null,
    address: { city: 'Austin' },
    items: [{ sku: 'full-yard' }],
  };
  const cases = hostilePayloads(order, base);
  /** Whether one payload is the base with only `field` set to `value`. */
  const withField = (field: string, value: unknown) =>
    payloadsOf(cases).some((payload) => {
      if (typeof payload !== 'object' || payload === null) return false;
      const { [field]: sent, ...rest } = payload as Record<string, unknown>;
      const { [field]: _original, ...baseRest } = base as Record<string, unknown>;
      return (
        fingerprint(sent) === fingerprint(value) && fingerprint(rest) === fingerprint(baseRest)
      );
    });

  it('is the same list every time (a fixed seed)', () => {
    expect(hostilePayloads(order, base)).toEqual(cases);
  });

  it('never produces a payload the schema accepts', () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(notRefused(order, cases)).toEqual([]);
  });

  it('sends negative and fractional cents, and amounts as strings', () => {
    expect(withField('cents', -0.01)).toBe(true);
    expect(withField('cents', -1)).toBe(true);
    expect(withField('cents', 0.5)).toBe(true);
    expect(withField('cents', '1')).toBe(true);
  });

  it('sends huge strings where a maximum applies and scripts and paths where a pattern does', () => {
    expect(withField('note', HUGE_STRING)).toBe(true);
    expect(withField('code', SCRIPT)).toBe(true);
    expect(withField('code', '../x')).toBe(true);
    expect(withField('kind', SCRIPT)).toBe(true);
  });

  it('sends no script to a free-text field that takes any text', () => {
    expect(withField('free', SCRIPT)).toBe(false);
    expect(withField('free', HUGE_STRING)).toBe(false);
    expect(withField('note', SCRIPT)).toBe(false);
  });

  it('leaves out required fields but never optional ones, and sends null only where refused', () => {
    const missing = (field: string) =>
      payloadsOf(cases).some(
        (payload) =>
          typeof payload === 'object' &&
          payload !== null &&
          !Array.isArray(payload) &&
          !(field in payload) &&
          Object.keys(payload).length === Object.keys(base).length - 1,
      );
    expect(missing('cents')).toBe(true);
    expect(missing('note')).toBe(false);
    expect(withField('cents', null)).toBe(true);
    expect(withField('phone', null)).toBe(false);
  });

  it('adds fields a client must not set, a __proto__ key and nested extra fields', () => {
    expect(withField('userId', 'someone-else')).toBe(true);
    expect(withField('amount', -100)).toBe(true);
    const ownProto = payloadsOf(cases).some(
      (payload) =>
        typeof payload === 'object' &&
        payload !== null &&
        Object.prototype.hasOwnProperty.call(payload, '__proto__'),
    );
    expect(ownProto).toBe(true);
    expect(withField('address', { city: 'Austin', userId: 'someone-else' })).toBe(true);
    expect(withField('items', [{ sku: 'full-yard', isAdmin: true }])).toBe(true);
  });

  it('breaks lists: empty below a minimum, too long past a maximum, wrong entries', () => {
    expect(withField('items', [])).toBe(true);
    expect(
      withField(
        'items',
        Array.from({ length: 4 }, () => ({ sku: 'full-yard' })),
      ),
    ).toBe(true);
    expect(withField('items', [null])).toBe(true);
    expect(withField('items', [{ sku: 42 }])).toBe(true);
  });

  it('breaks the whole payload: not an object, wrapped, or sent as JSON text', () => {
    const payloads = payloadsOf(cases).map(fingerprint);
    for (const payload of [undefined, null, 'x', 42, true, [], [base], JSON.stringify(base), {}]) {
      expect(payloads).toContain(fingerprint(payload));
    }
  });

  it('relies only on what the description states: without refused keys it adds none', () => {
    const open = object({ flag: boolean(), anything: mixed() });
    const openCases = hostilePayloads(open, { flag: true });

    expect(notRefused(open, openCases)).toEqual([]);
    expect(payloadsOf(openCases)).not.toContainEqual({});
    expect(withFieldIn(openCases, 'userId')).toBe(false);
  });

  it('gives only the payloads it is sure of when a schema states too little for 200', () => {
    const anything = object({ value: mixed() });
    const few = hostilePayloads(anything, { value: 1 });

    expect(few.length).toBeLessThan(200);
    expect(notRefused(anything, few)).toEqual([]);
  });
});

function withFieldIn(cases: readonly HostileCase[], field: string): boolean {
  return payloadsOf(cases).some(
    (payload) => typeof payload === 'object' && payload !== null && field in payload,
  );
}
