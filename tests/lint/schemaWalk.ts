import { isSchema, ValidationError, type Schema } from 'yup';

// Walks a yup schema: for every field, values that break each of its rules, and the messages the
// schema answers them with.

/** What a value does wrong. */
export type BreakKind =
  | 'missing'
  | 'null'
  | 'empty'
  | 'blank'
  | 'tooLong'
  | 'tooShort'
  | 'badFormat'
  | 'notAnOption'
  | 'wrongType'
  | 'unknownKey';

export const PERSON_KINDS: readonly BreakKind[] = [
  'missing',
  'empty',
  'blank',
  'tooLong',
  'tooShort',
  'badFormat',
  'notAnOption',
];
/** Only a broken or altered page sends these. */
export const CLIENT_KINDS: readonly BreakKind[] = ['null', 'wrongType', 'unknownKey'];

interface Test {
  name?: string;
  params?: Record<string, unknown> | undefined;
}

interface Description {
  type: string;
  tests?: Test[];
  oneOf?: unknown[];
  fields?: Record<string, Description>;
  innerType?: Description;
}

const UNKNOWN_KEY = 'unexpectedKey';

function param(description: Description, test: string, name: string): number | null {
  const found = description.tests?.find((candidate) => candidate.name === test);
  const value = found?.params?.[name];
  return typeof value === 'number' ? value : null;
}

/** A value of the field's type that passes its simple rules, to fill lists and other fields. */
function plainValue(description: Description): unknown {
  const option = description.oneOf?.find((value) => value !== undefined && value !== null);
  if (option !== undefined) return option;
  switch (description.type) {
    case 'number':
      return param(description, 'min', 'min') ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return objectOf(description, 'missing');
    default:
      return 'a';
  }
}

function stringValue(description: Description, kind: BreakKind): unknown {
  switch (kind) {
    case 'empty':
      return '';
    case 'blank':
      return '   ';
    case 'tooLong': {
      const max = param(description, 'max', 'max') ?? 5000;
      return 'a'.repeat(max + 1);
    }
    case 'tooShort': {
      const min = param(description, 'min', 'min');
      return min === null ? 'a' : 'a'.repeat(Math.max(0, min - 1));
    }
    case 'badFormat':
      return '<b>!?</b> @@';
    case 'notAnOption':
      return '%not-an-option%';
    case 'wrongType':
      // A form's number input; a strict schema refuses it, a form's casts it to text.
      return 12345;
    default:
      return 'a';
  }
}

function numberValue(description: Description, kind: BreakKind): unknown {
  switch (kind) {
    case 'tooLong':
      return (param(description, 'max', 'max') ?? 1e9) + 1;
    case 'tooShort':
      return (param(description, 'min', 'min') ?? -1e9) - 1;
    case 'badFormat':
      return 0.5;
    case 'notAnOption':
      return Number.NaN;
    case 'wrongType':
    case 'empty':
    case 'blank':
      return kind === 'wrongType' ? 'twelve' : kind === 'empty' ? '' : '   ';
    default:
      return 1;
  }
}

function arrayValue(description: Description, kind: BreakKind): unknown {
  const inner = description.innerType;
  const item = inner ? plainValue(inner) : 'a';
  switch (kind) {
    case 'empty':
      return [];
    case 'tooLong': {
      const max = param(description, 'max', 'max') ?? 50;
      return Array.from({ length: max + 1 }, (_, index) =>
        typeof item === 'string' && !inner?.oneOf?.length ? `${item}${index}` : item,
      );
    }
    case 'wrongType':
      return 'not a list';
    case 'missing':
      return undefined;
    case 'null':
      return null;
    default:
      // The items break the rule: ['<b>'], [''], a repeated item...
      return inner ? [valueOf(inner, kind), valueOf(inner, kind)] : [item, item];
  }
}

function objectOf(description: Description, kind: BreakKind): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(description.fields ?? {})) {
    const broken = valueOf(field, kind);
    if (broken !== undefined) value[key] = broken;
  }
  if (kind === 'unknownKey') value[UNKNOWN_KEY] = 'x';
  return value;
}

/**
 * The whole value a form validates, with every field broken the `kind` way. A form always hands
 * its schema an object, so only the fields of an object schema are broken, never the object.
 */
function rootValueOf(description: Description, kind: BreakKind): unknown {
  return description.type === 'object' ? objectOf(description, kind) : valueOf(description, kind);
}

/** A value of the described field that breaks its rules the `kind` way. */
export function valueOf(description: Description, kind: BreakKind): unknown {
  if (kind === 'missing')
    return description.type === 'object' ? objectOf(description, kind) : undefined;
  if (kind === 'null') return null;
  switch (description.type) {
    case 'string':
      return stringValue(description, kind);
    case 'number':
      return numberValue(description, kind);
    case 'boolean':
      return kind === 'wrongType' ? 'maybe' : kind === 'notAnOption' ? false : undefined;
    case 'array':
      return arrayValue(description, kind);
    case 'object':
      return kind === 'wrongType' ? 'not an object' : objectOf(description, kind);
    default:
      return kind === 'wrongType' ? Symbol.for('wrong') : undefined;
  }
}

export interface Answer {
  kind: BreakKind;
  path: string;
  message: string;
}

/** The messages `schema` answers each kind of broken value with, over `bases` (conditions' values). */
export function messagesOf(
  schema: Schema,
  kinds: readonly BreakKind[],
  bases: readonly Record<string, unknown>[] = [{}],
): Answer[] {
  const answers: Answer[] = [];
  for (const base of bases) {
    const description = schema.describe({ value: base }) as Description;
    for (const kind of kinds) {
      const broken = rootValueOf(description, kind);
      const value =
        description.type === 'object' && broken && typeof broken === 'object'
          ? { ...(broken as object), ...base }
          : broken;
      try {
        schema.validateSync(value, { abortEarly: false });
      } catch (error) {
        if (!(error instanceof ValidationError)) {
          throw new Error(`${kind}: the schema threw ${String(error)}`, { cause: error });
        }
        for (const inner of error.inner.length > 0 ? error.inner : [error]) {
          answers.push({ kind, path: inner.path ?? '', message: inner.message });
        }
      }
    }
  }
  return answers;
}

/** Every key (at any depth) of an object schema. */
export function keysOf(schema: Schema): string[] {
  const keys: string[] = [];
  const visit = (description: Description) => {
    for (const [key, field] of Object.entries(description.fields ?? {})) {
      keys.push(key);
      visit(field);
    }
    if (description.innerType) visit(description.innerType);
  };
  visit(schema.describe() as Description);
  return keys;
}

export function schemasIn(module: Record<string, unknown>): [string, Schema][] {
  return Object.entries(module).filter((entry): entry is [string, Schema] => isSchema(entry[1]));
}
