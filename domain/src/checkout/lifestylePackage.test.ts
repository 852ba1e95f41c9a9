import { describe, expect, it } from 'vitest';
import { updateLifestylePackageInput } from './lifestylePackage';

describe('updateLifestylePackageInput', () => {
  const isValid = (input: unknown) =>
    updateLifestylePackageInput.isValidSync(input, { strict: true });

  it('takes a style name or slug', () => {
    expect(isValid({ packageStyle: 'modern-farmhouse' })).toBe(true);
    expect(isValid({ packageStyle: 'cottage_garden' })).toBe(true);
  });

  it.each([
    {},
    { packageStyle: '' },
    { packageStyle: 7 },
    { packageStyle: '<b>' },
    { packageStyle: 'Modern Farmhouse' },
    { packageStyle: 'a'.repeat(61) },
    { packageStyle: 'x', userId: 'u2' },
  ])('refuses %j', (input) => {
    expect(isValid(input)).toBe(false);
  });
});
