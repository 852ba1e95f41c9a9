import { ValidationError, type Schema } from 'yup';

// Helpers every later step's answers share: picking from fixed option lists, and each field's
// first error for the form.

export const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The known options in a list read from a draft or a saved document, each once. */
export function knownList<T extends string>(list: readonly T[], value: unknown): T[] {
  return Array.isArray(value) ? [...new Set(value.filter((item) => oneOf(list, item)))] : [];
}

/** Whether two lists hold the same items, in any order. */
export const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * The list after ticking (or unticking) one of its options; with a limit, a tick beyond it is
 * not added.
 */
export function toggleChoice<T extends string>(
  list: readonly T[],
  value: T,
  checked: boolean,
  max = Infinity,
): T[] {
  if (!checked) return list.filter((chosen) => chosen !== value);
  return list.includes(value) || list.length >= max ? [...list] : [...list, value];
}

/**
 * Each top-level field's first error under the schema ("goals[3]" and "sun.front" count as their
 * field); empty when the values pass.
 */
export function firstErrorPerField<F extends string>(
  schema: Schema,
  values: unknown,
): Partial<Record<F, string>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<F, string>> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const field = (inner.path ?? '').replace(/[[.].*$/, '') as F;
      errors[field] ??= inner.message;
    }
    return errors;
  }
}
