// For tests: payloads a hostile or broken client may send to a command, generated from the input
// schema's own description (yup's describe()) around one valid payload. Each payload breaks at
// least one rule the description states for certain (a type, a required field, a bound, a pattern,
// a list of allowed values, refused unknown keys), so the schema must refuse every one. Custom
// tests whose rules the description does not state are never relied on.

import type {
  AnyObject,
  ObjectSchema,
  SchemaFieldDescription,
  SchemaInnerTypeDescription,
  SchemaObjectDescription,
} from 'yup';
import type { HostileCase } from '../hostileInputs';
import {
  brokenNumbers,
  brokenStrings,
  FORBIDDEN_FIELDS,
  isRequired,
  isSchemaDescription,
  outsideOneOf,
  refusesUnknownKeys,
  wrongTypedValues,
} from './brokenValues';
import {
  applyMutations,
  fingerprint,
  isPlainObject,
  jsonBody,
  pathLabel,
  withKey,
  type FieldMutation,
  type Path,
} from './payloadEdits';
import { randomCombinations, type TypedField } from './randomHostilePayloads';

export interface HostilePayloadOptions {
  /** How many distinct payloads at least (default 200). */
  minimum?: number;
  /** The fast-check seed of the random combinations (fixed, so the set is reproducible). */
  seed?: number;
}

const DEFAULT_MINIMUM = 200;
const DEFAULT_SEED = 20_260_302;

/**
 * At least `minimum` distinct payloads that `schema` must refuse, derived from its description and
 * from `base`, a payload it accepts. Deterministic: the same schema and base give the same list.
 */
export function hostilePayloads(
  schema: ObjectSchema<AnyObject>,
  base: Readonly<Record<string, unknown>>,
  options: HostilePayloadOptions = {},
): HostileCase[] {
  const minimum = options.minimum ?? DEFAULT_MINIMUM;
  const description = schema.describe({ value: base }) as SchemaObjectDescription;
  const cases = new Map<string, HostileCase>();
  const add = (label: string, payload: unknown) => {
    const key = fingerprint(payload);
    if (!cases.has(key)) cases.set(key, [label, payload]);
  };

  for (const [label, payload] of wholePayloads(description, base)) add(label, payload);
  const typedFields: TypedField[] = [];
  for (const mutation of objectMutations(description, [], base, typedFields)) {
    add(mutation.label, applyMutations(base, [mutation]));
  }
  if (cases.size < minimum) {
    const seed = options.seed ?? DEFAULT_SEED;
    // More samples than needed: some repeat a payload already in the list.
    const random = randomCombinations(description, base, typedFields, seed, 4 * minimum);
    for (const [label, payload] of random) {
      add(label, payload);
      if (cases.size >= minimum) break;
    }
  }
  return [...cases.values()];
}

/** The payload as a whole: not an object, wrapped, emptied, or with fields it must not have. */
function wholePayloads(
  description: SchemaObjectDescription,
  base: Readonly<Record<string, unknown>>,
): HostileCase[] {
  const cases: HostileCase[] = [
    ['nothing', undefined],
    ['null', null],
    ['a string', 'x'],
    ['an empty string', ''],
    ['a number', 42],
    ['a negative fractional number', -0.5],
    ['true', true],
    ['false', false],
    ['an empty array', []],
    ['the payload inside an array', [base]],
    ['the payload as a JSON string', JSON.stringify(base)],
  ];
  if (Object.values(description.fields).some(isRequired)) cases.push(['an empty object', {}]);
  if (refusesUnknownKeys(description)) {
    cases.push(...unknownKeyPayloads(description, base));
  }
  return cases;
}

function unknownKeyPayloads(
  description: SchemaObjectDescription,
  base: unknown,
): [string, unknown][] {
  const known = Object.keys(description.fields);
  const target = isPlainObject(base) ? base : {};
  const cases: [string, unknown][] = [];
  for (const [key, value] of FORBIDDEN_FIELDS) {
    if (!known.includes(key)) cases.push([`an extra field "${key}"`, withKey(target, key, value)]);
  }
  if (!known.includes('__proto__')) {
    cases.push([
      'a __proto__ key',
      JSON.parse(`{${jsonBody(target)}"__proto__":{"isAdmin":true,"purchased":true}}`),
    ]);
  }
  for (const key of ['constructor', 'prototype']) {
    if (!known.includes(key)) {
      cases.push([`a ${key} key`, withKey(target, key, { prototype: { isAdmin: true } })]);
    }
  }
  return cases;
}

/** Mutations of every field of an object (recursing), collecting the fields typed for combining. */
function objectMutations(
  description: SchemaObjectDescription,
  path: Path,
  present: unknown,
  typedFields: TypedField[],
): FieldMutation[] {
  const mutations: FieldMutation[] = [];
  const value = isPlainObject(present) ? present : undefined;
  if (path.length > 0 && refusesUnknownKeys(description)) {
    for (const [label, payload] of unknownKeyPayloads(description, value)) {
      mutations.push({ label: `${pathLabel(path)}: ${label}`, path, value: payload });
    }
  }
  for (const [key, field] of Object.entries(description.fields)) {
    mutations.push(...fieldMutations(field, [...path, key], value?.[key], typedFields));
  }
  return mutations;
}

function fieldMutations(
  field: SchemaFieldDescription,
  path: Path,
  present: unknown,
  typedFields: TypedField[],
): FieldMutation[] {
  if (!isSchemaDescription(field)) return []; // a reference or a lazy schema: nothing is certain
  const at = pathLabel(path);
  const mutations: FieldMutation[] = [];
  const set = (label: string, value: unknown) =>
    mutations.push({ label: `${at}: ${label}`, path, value });

  const isElement = typeof path[path.length - 1] === 'number';
  if (isRequired(field) && !isElement)
    mutations.push({ label: `${at}: missing`, path, remove: true });
  if (!field.nullable) set('null', null);

  const wrong = wrongTypedValues(field, present);
  if (wrong.length > 0) typedFields.push({ path, description: field });
  for (const [label, value] of wrong) set(label, value);
  for (const [label, value] of outsideOneOf(field)) set(label, value);

  switch (field.type) {
    case 'string':
      for (const [label, value] of brokenStrings(field, present)) set(label, value);
      break;
    case 'number':
      for (const [label, value] of brokenNumbers(field)) set(label, value);
      break;
    case 'array':
      mutations.push(
        ...arrayMutations(field as SchemaInnerTypeDescription, path, present, typedFields),
      );
      break;
    case 'object':
      if ('fields' in field) {
        mutations.push(
          ...objectMutations(field as SchemaObjectDescription, path, present, typedFields),
        );
      }
      break;
  }
  return mutations;
}

function arrayMutations(
  field: SchemaInnerTypeDescription,
  path: Path,
  present: unknown,
  typedFields: TypedField[],
): FieldMutation[] {
  const at = pathLabel(path);
  const list = Array.isArray(present) ? present : [];
  const mutations: FieldMutation[] = [];
  for (const test of field.tests) {
    const params = test.params ?? {};
    if (test.name === 'min' && typeof params.min === 'number' && params.min >= 1) {
      mutations.push({ label: `${at}: an empty list`, path, value: [] });
    }
    if (test.name === 'max' && typeof params.max === 'number') {
      const filler = list[0] ?? null;
      mutations.push({
        label: `${at}: ${params.max + 1} entries`,
        path,
        value: Array.from({ length: params.max + 1 }, () => filler),
      });
    }
  }
  const inner = field.innerType;
  if (inner && !Array.isArray(inner)) {
    mutations.push(...fieldMutations(inner, [...path, 0], list[0], typedFields));
  }
  return mutations;
}

/** How deep the nesting payloads go: past where recursive checks overflow the stack. */
export const HOSTILE_NESTING_DEPTH = 5000;

/** A list `depth` levels deep ([] is 1 level); built in a loop, so building it cannot overflow. */
export function nestedList(depth: number): unknown[] {
  let list: unknown[] = [];
  for (let level = 1; level < depth; level += 1) list = [list];
  return list;
}

/** An object `depth` levels deep ({} is 1 level). */
export function nestedObject(depth: number): Record<string, unknown> {
  let object: Record<string, unknown> = {};
  for (let level = 1; level < depth; level += 1) object = { nested: object };
  return object;
}

/**
 * `base` with each of its fields in turn replaced by a list and by an object nested 5,000 levels
 * deep, and each as the whole payload: every one must be refused as invalid-argument.
 * Kept apart from hostilePayloads(): its fingerprints and the tests' deep equality recurse and
 * would overflow on these themselves. The deep values are built once and shared.
 */
export function deeplyNestedPayloads(base: Readonly<Record<string, unknown>>): HostileCase[] {
  const list = nestedList(HOSTILE_NESTING_DEPTH);
  const object = nestedObject(HOSTILE_NESTING_DEPTH);
  const cases: HostileCase[] = [
    ['a list nested 5,000 levels deep as the payload', list],
    ['an object nested 5,000 levels deep as the payload', object],
  ];
  for (const key of Object.keys(base)) {
    cases.push([`${key}: a list nested 5,000 levels deep`, { ...base, [key]: list }]);
    cases.push([`${key}: an object nested 5,000 levels deep`, { ...base, [key]: object }]);
  }
  return cases;
}
