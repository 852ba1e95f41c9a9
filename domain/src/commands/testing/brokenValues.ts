// For tests: values a yup schema's description says for certain that a field refuses: the wrong
// type, a value outside its allowed list, a string or number past a stated bound or pattern.
// Custom tests, whose rules a description does not state, are never relied on.

import type { SchemaDescription, SchemaFieldDescription } from 'yup';

export const SCRIPT = '<script>alert(1)</script>';
export const HUGE_STRING = 'x'.repeat(100_000);

/** Strings an attacker tries where a field only takes a pattern or a list of values. */
const HOSTILE_STRINGS: readonly (readonly [string, string])[] = [
  ['a script', SCRIPT],
  ['an image with an onerror script', '<img src=x onerror=alert(1)>'],
  ['a parent path', '../x'],
  ['a path', 'a/b'],
  ['a query operator', '$where'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['an SQL injection', "' OR '1'='1"],
  ['a template expression', '${7*7}'],
  ['a NUL character', 'a\u0000b'],
  ['a prototype key', '__proto__'],
  ['a line break', 'a\nb'],
];

/** Fields a client must never set; sent where the schema refuses unknown keys. */
export const FORBIDDEN_FIELDS: readonly (readonly [string, unknown])[] = [
  ['userId', 'someone-else'],
  ['uid', 'someone-else'],
  ['id', 'someone-else'],
  ['email', 'someone-else@example.com'],
  ['amount', -100],
  ['total', 1],
  ['price', 0.5],
  ['discount', '100%'],
  ['isAdmin', true],
  ['admin', true],
  ['staff', true],
  ['role', 'staff'],
  ['purchased', true],
  ['isTestAccount', true],
  ['status', 'paid'],
  ['createdAt', '1999-01-01T00:00:00.000Z'],
  ['a.b', 1],
  ['$where', 'sleep(1000)'],
  ['', 'empty key'],
];

/** Values of the wrong type for the field (never null or undefined, which have their own rules). */
export function wrongTypedValues(field: SchemaDescription, present: unknown): [string, unknown][] {
  const sample = present ?? 'x';
  switch (field.type) {
    case 'string':
      return [
        ['a number', 42],
        ['zero', 0],
        ['a fractional number', -1.5],
        ['true', true],
        ['false', false],
        ['an empty array', []],
        ['the value inside an array', [sample]],
        ['an empty object', {}],
        ['a query operator object', { $ne: null }],
        ['the value inside an object', { value: sample }],
      ];
    case 'number':
      return [
        ['a numeric string', '1'],
        ['a zero string', '0'],
        ['a negative numeric string', '-1'],
        ['a fractional numeric string', '0.5'],
        ['an empty string', ''],
        ['true', true],
        ['false', false],
        ['an empty array', []],
        ['a number inside an array', [1]],
        ['a query operator object', { $gt: 0 }],
      ];
    case 'boolean':
      return [
        ["the string 'true'", 'true'],
        ["the string 'false'", 'false'],
        ['1', 1],
        ['0', 0],
        ['an empty string', ''],
        ['an empty array', []],
        ['an empty object', {}],
      ];
    case 'object':
      return [
        ['a string', 'x'],
        ['a number', 42],
        ['true', true],
        ['an empty array', []],
        ['an object inside an array', [{}]],
        ['the value as a JSON string', JSON.stringify(present ?? {})],
      ];
    case 'array':
      return [
        ['a string', 'x'],
        ['a number', 1],
        ['true', true],
        ['an empty object', {}],
        ['an array-like object', { 0: 'x', length: 1 }],
        ['the value as a JSON string', JSON.stringify(present ?? [])],
      ];
    default:
      return [];
  }
}

/** Values a field with a list of allowed values does not allow (the list is the description's). */
export function outsideOneOf(field: SchemaDescription): [string, unknown][] {
  const allowed = field.oneOf;
  if (
    allowed.length === 0 ||
    allowed.some((value) => typeof value === 'object' && value !== null)
  ) {
    return [];
  }
  const first = allowed.find((value) => value !== null && value !== undefined);
  const candidates: [string, unknown][] = HOSTILE_STRINGS.map(([label, value]) => [label, value]);
  candidates.push(['an empty string', ''], ['a space', ' '], ['an unknown value', 'unknown']);
  if (typeof first === 'string') {
    candidates.push(
      ['an allowed value in upper case', first.toUpperCase()],
      ['an allowed value in lower case', first.toLowerCase()],
      ['an allowed value with a trailing space', `${first} `],
      ['an allowed value with a suffix', `${first}x`],
    );
  }
  if (typeof first === 'number') {
    candidates.push(
      ['an allowed value plus one', first + 1],
      ['an allowed value minus a fraction', first - 0.5],
      ['an allowed value as a string', String(first)],
      ['a negative number', -first - 1],
    );
  }
  if (typeof first === 'boolean') candidates.push(['the opposite value', !first]);
  candidates.push(['zero', 0], ['false', false]);
  return candidates.filter(
    ([, value]) => value !== null && !allowed.includes(value) && sameKind(value, field.type),
  );
}

/** Wrong-typed values are wrongTypedValues' business; here only values of the field's own type. */
function sameKind(value: unknown, type: string): boolean {
  if (type === 'mixed') return true;
  if (type === 'string') return typeof value === 'string';
  if (type === 'number') return typeof value === 'number';
  if (type === 'boolean') return typeof value === 'boolean';
  return false;
}

export function brokenStrings(field: SchemaDescription, present: unknown): [string, unknown][] {
  const cases: [string, unknown][] = [];
  const text = typeof present === 'string' && present !== '' ? present : 'x';
  for (const test of field.tests) {
    const params = test.params ?? {};
    switch (test.name) {
      case 'required':
        cases.push(['an empty string', '']);
        break;
      case 'min':
        if (typeof params.min === 'number' && params.min >= 1) {
          cases.push([`${params.min - 1} characters`, 'x'.repeat(params.min - 1)]);
        }
        break;
      case 'max':
        if (typeof params.max === 'number') {
          cases.push([`${params.max + 1} characters`, 'x'.repeat(params.max + 1)]);
          if (params.max < HUGE_STRING.length) cases.push(['a huge string', HUGE_STRING]);
          if (params.max < SCRIPT.length * 50) cases.push(['a long script', SCRIPT.repeat(50)]);
        }
        break;
      case 'length':
        if (typeof params.length === 'number') {
          cases.push([`${params.length + 1} characters`, 'x'.repeat(params.length + 1)]);
        }
        break;
      case 'trim':
        cases.push(['surrounded by spaces', ` ${text} `], ['a trailing tab', `${text}\t`]);
        break;
      case 'matches':
        if (params.regex instanceof RegExp) {
          const regex = params.regex;
          for (const [label, value] of HOSTILE_STRINGS) {
            if (value.search(regex) === -1) cases.push([label, value]);
          }
        }
        break;
    }
  }
  return cases;
}

export function brokenNumbers(field: SchemaDescription): [string, unknown][] {
  const cases: [string, unknown][] = [];
  for (const test of field.tests) {
    const params = test.params ?? {};
    if (test.name === 'min' && typeof params.min === 'number') {
      const min = params.min;
      cases.push(
        [`below the minimum ${min}`, min - 1],
        [`a fraction below the minimum`, min - 0.01],
      );
      if (min >= 0) {
        cases.push(
          ['a negative number', -1],
          ['negative cents', -0.01],
          ['a large negative number', -1_000_000],
        );
      }
    }
    if (test.name === 'min' && typeof params.more === 'number') {
      cases.push(['the exclusive minimum', params.more], ['below the minimum', params.more - 1]);
    }
    if (test.name === 'max' && typeof params.max === 'number') {
      const max = params.max;
      cases.push(
        [`above the maximum ${max}`, max + 1],
        ['a fraction above the maximum', max + 0.5],
      );
      if (max < 1e12) cases.push(['a huge number', 1e12]);
      if (max < Number.MAX_SAFE_INTEGER) cases.push(['past the safe integers', 2 ** 60]);
    }
    if (test.name === 'max' && typeof params.less === 'number') {
      cases.push(['the exclusive maximum', params.less], ['above the maximum', params.less + 1]);
    }
    if (test.name === 'integer') {
      const min = numberParam(field, 'min') ?? 0;
      cases.push(['a fractional number', min + 0.5], ['fractional cents', min + 0.01]);
      cases.push(['a negative fraction', -0.5]);
    }
  }
  return cases;
}

export function isRequired(field: SchemaFieldDescription): boolean {
  return isSchemaDescription(field) && !field.optional;
}

export function refusesUnknownKeys(description: SchemaDescription): boolean {
  return description.tests.some((test) => test.name === 'noUnknown');
}

function numberParam(field: SchemaDescription, name: 'min' | 'max'): number | undefined {
  const value = field.tests.find((test) => test.name === name)?.params?.[name];
  return typeof value === 'number' ? value : undefined;
}

export function isSchemaDescription(field: SchemaFieldDescription): field is SchemaDescription {
  return 'tests' in field && 'optional' in field;
}
