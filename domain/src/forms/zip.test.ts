import { describe, expect, it } from 'vitest';
import { ZIP_MAX_LENGTH, zipError, zipInput } from './zip';

describe('zip code (checkout §5)', () => {
  it('keeps digits only, at most 5', () => {
    expect(ZIP_MAX_LENGTH).toBe(5);
    expect(zipInput('78704')).toBe('78704');
    expect(zipInput('787041')).toBe('78704');
    expect(zipInput('78a7-04')).toBe('78704');
    expect(zipInput('7870')).toBe('7870');
  });

  it('decision: a zip to submit has exactly 5 digits', () => {
    expect(zipError('78704')).toBeNull();
    expect(zipError('7870')).toBe('Please enter a 5-digit zip code.');
    expect(zipError('787041')).toBe('Please enter a 5-digit zip code.');
    expect(zipError('7870a')).toBe('Please enter a 5-digit zip code.');
    expect(zipError('')).toBe('Please enter a zip code.');
  });
});
