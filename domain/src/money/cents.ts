// Money is integer cents everywhere; a fraction of a cent is a bug, not a price.

export function isWholeCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws when a value is not a whole number of cents, naming what it was meant to be. */
export function assertWholeCents(value: number, what: string): number {
  if (!isWholeCents(value)) {
    throw new RangeError(`${what} must be a whole number of cents, got ${String(value)}`);
  }
  return value;
}
