// For tests: random hostile payloads from a fixed fast-check seed, so the set is reproducible:
// several fields set to random values of the wrong type at once, and random unknown keys where the
// schema refuses them. A value of the wrong type is refused whatever the field's other rules.

import fc from 'fast-check';
import type { SchemaDescription, SchemaObjectDescription } from 'yup';
import type { HostileCase } from '../hostileInputs';
import { refusesUnknownKeys } from './brokenValues';
import { applyMutations, pathLabel, setOwn, type FieldMutation, type Path } from './payloadEdits';

/** A field the random combinations may set to a wrong-typed value. */
export interface TypedField {
  path: Path;
  description: SchemaDescription;
}

/** `count` payloads (some may repeat) around `base`, the same ones for the same seed. */
export function randomCombinations(
  description: SchemaObjectDescription,
  base: Readonly<Record<string, unknown>>,
  typedFields: readonly TypedField[],
  seed: number,
  count: number,
): HostileCase[] {
  const fields = typedFields.filter((field) => wrongTypeArbitrary(field.description) !== null);
  const extraKeys = refusesUnknownKeys(description)
    ? fc.dictionary(unknownKey(Object.keys(description.fields)), fc.jsonValue({ maxDepth: 2 }), {
        minKeys: fields.length === 0 ? 1 : 0,
        maxKeys: 2,
        noNullPrototype: true,
      })
    : fc.constant({});
  if (fields.length === 0 && !refusesUnknownKeys(description)) return [];

  const chosenFields =
    fields.length === 0
      ? fc.constant([] as TypedField[])
      : fc
          .uniqueArray(fc.nat({ max: fields.length - 1 }), {
            minLength: Math.min(2, fields.length),
            maxLength: Math.min(4, fields.length),
          })
          .map((indexes) => independent(indexes.map((index) => fields[index]!)));
  const payload = chosenFields.chain((chosen) =>
    fc.tuple(
      fc.constant(chosen),
      fc.tuple(...chosen.map((field) => wrongTypeArbitrary(field.description)!)),
      extraKeys,
    ),
  );

  const samples = fc.sample(payload, {
    seed,
    numRuns: count,
  });
  return samples.map(([chosen, values, extra]): HostileCase => {
    const mutations: FieldMutation[] = chosen.map((field, index) => ({
      label: pathLabel(field.path),
      path: field.path,
      value: values[index],
    }));
    const mutated = applyMutations(base, mutations) as Record<string, unknown>;
    for (const [key, value] of Object.entries(extra)) setOwn(mutated, key, value);
    const parts = [
      mutations.length > 0 ? `wrong-typed ${mutations.map((m) => m.label).join(', ')}` : '',
      Object.keys(extra).length > 0 ? `unknown keys ${JSON.stringify(Object.keys(extra))}` : '',
    ];
    return [`random: ${parts.filter(Boolean).join('; ')}`, mutated];
  });
}

/** Fields none of which lies inside another, so each keeps the value it is given. */
function independent(fields: readonly TypedField[]): TypedField[] {
  const kept: TypedField[] = [];
  for (const field of fields) {
    const overlaps = kept.some(
      (other) => isPrefix(other.path, field.path) || isPrefix(field.path, other.path),
    );
    if (!overlaps) kept.push(field);
  }
  return kept;
}

function isPrefix(prefix: Path, path: Path): boolean {
  return prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);
}

const anyObject = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
  maxKeys: 3,
  noNullPrototype: true,
});
const finiteNumber = fc.double({ noNaN: true, noDefaultInfinity: true });

function wrongTypeArbitrary(field: SchemaDescription): fc.Arbitrary<unknown> | null {
  switch (field.type) {
    case 'string':
      return fc.oneof(
        fc.integer(),
        finiteNumber,
        fc.boolean(),
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
        anyObject,
      );
    case 'number':
      return fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.boolean(),
        fc.array(fc.integer(), { maxLength: 3 }),
        anyObject,
      );
    case 'boolean':
      return fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.integer(),
        fc.array(fc.boolean(), { maxLength: 3 }),
        anyObject,
      );
    case 'object':
      return fc.oneof(
        fc.string({ maxLength: 8 }),
        finiteNumber,
        fc.boolean(),
        fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
      );
    case 'array':
      return fc.oneof(fc.string({ maxLength: 8 }), finiteNumber, fc.boolean(), anyObject);
    case 'mixed': {
      const allowed = field.oneOf;
      if (allowed.length === 0) return null;
      return fc
        .oneof(fc.string({ maxLength: 8 }), finiteNumber, fc.boolean())
        .filter((value) => !allowed.includes(value));
    }
    default:
      return null;
  }
}

function unknownKey(known: readonly string[]): fc.Arbitrary<string> {
  return fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((key) => !known.includes(key) && key !== '__proto__');
}
