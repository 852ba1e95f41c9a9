import { describe, expect, it } from 'vitest';
import type { Schema } from 'yup';
import { ZIP_MAX_LENGTH, zipError, zipField, zipInput } from './zip';

describe('zip code', () => {
  it('keeps digits only, at most 5', () => {
    expect(ZIP_MAX_LENGTH).toBe(5);
    expect(zipInput('78704')).toBe('78704');
    expect(zipInput('787041')).toBe('78704');
    expect(zipInput('78a7-04')).toBe('78704');
    expect(zipInput('7870')).toBe('7870');
  });

  it('decision: a zip to submit has exactly 5 digits', () => {
    expect(zipError('78704')).toBeNull();
    expect(zipError('02110')).toBeNull();
    expect(zipError('7870')).toBe('Please enter a 5-digit zip code.');
    expect(zipError('787041')).toBe('Please enter a 5-digit zip code.');
    expect(zipError('7870a')).toBe('Please enter a 5-digit zip code.');
    expect(zipError('78704-1234')).toBe('Please enter a 5-digit zip code.');
    expect(zipError('')).toBe('Please enter a zip code.');
  });
});

describe('zip field schema', () => {
  const problem = (schema: Schema, value: unknown) => {
    try {
      schema.validateSync(value, { strict: true });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('uses the same rule and messages', () => {
    expect(problem(zipField(), '78704')).toBeNull();
    expect(problem(zipField(), '7870')).toBe('Please enter a 5-digit zip code.');
    expect(problem(zipField(), '')).toBe('Please enter a zip code.');
    expect(problem(zipField(), undefined)).toBe('Please enter a zip code.');
    expect(problem(zipField(), 78704)).not.toBeNull();
  });

  it('lets an absent zip through only when optional', () => {
    expect(problem(zipField().optional(), undefined)).toBeNull();
    expect(problem(zipField().optional(), '123')).toBe('Please enter a 5-digit zip code.');
  });
});
