// For tests: edits of a payload by field path (own keys even when named __proto__), the path's
// label in messages, and a fingerprint that tells payloads apart.

export type Segment = string | number;
export type Path = readonly Segment[];

/** One field change applied to a copy of the valid payload. */
export interface FieldMutation {
  label: string;
  path: Path;
  remove?: true;
  value?: unknown;
}

/** A copy of `base` with the mutations applied; intermediate objects and lists are created. */
export function applyMutations(base: unknown, mutations: readonly FieldMutation[]): unknown {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  for (const mutation of mutations) {
    let target: Record<string | number, unknown> = copy;
    mutation.path.forEach((segment, index) => {
      const last = index === mutation.path.length - 1;
      if (last) {
        if (mutation.remove) delete target[segment];
        else setOwn(target, segment, mutation.value);
        return;
      }
      const next = target[segment];
      const wantsList = typeof mutation.path[index + 1] === 'number';
      if (next === null || typeof next !== 'object' || Array.isArray(next) !== wantsList) {
        setOwn(target, segment, wantsList ? [] : {});
      }
      target = target[segment] as Record<string | number, unknown>;
    });
  }
  return copy;
}

/** Sets an own property, even one named __proto__. */
export function setOwn(
  target: Record<string | number, unknown>,
  key: Segment,
  value: unknown,
): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

export function withKey(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(target)) as Record<string, unknown>;
  setOwn(copy, key, value);
  return copy;
}

/** The members of `target` as JSON text ending in a comma, to append more members to. */
export function jsonBody(target: object): string {
  const text = JSON.stringify(target).slice(1, -1);
  return text === '' ? '' : `${text},`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function pathLabel(path: Path): string {
  return path.reduce<string>(
    (label, segment) =>
      typeof segment === 'number'
        ? `${label}[${segment}]`
        : label
          ? `${label}.${segment}`
          : segment,
    '',
  );
}

/** Tells payloads apart, undefined and own __proto__ keys included. */
export function fingerprint(payload: unknown): string {
  if (payload === undefined) return 'undefined';
  return JSON.stringify(payload, (_key, value: unknown) =>
    value === undefined ? '\u0000undefined' : value,
  );
}
