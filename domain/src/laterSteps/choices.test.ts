import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { firstErrorPerField, knownList, sameSet, toggleChoice } from './choices';

describe('later-step choices', () => {
  it('ticks and unticks options once each', () => {
    expect(toggleChoice(['wood'], 'stone', true)).toEqual(['wood', 'stone']);
    expect(toggleChoice(['wood'], 'wood', true)).toEqual(['wood']);
    expect(toggleChoice(['wood', 'stone'], 'wood', false)).toEqual(['stone']);
  });

  it('adds no tick beyond a limit', () => {
    expect(toggleChoice(['a', 'b'], 'c', true, 2)).toEqual(['a', 'b']);
    expect(toggleChoice(['a'], 'c', true, 2)).toEqual(['a', 'c']);
  });

  it('keeps only known options, once each', () => {
    expect(knownList(['wood', 'stone'], ['stone', 'plastic', 'stone', 3])).toEqual(['stone']);
    expect(knownList(['wood'], 'wood')).toEqual([]);
  });

  it('compares lists regardless of order', () => {
    expect(sameSet(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameSet(['a'], ['a', 'b'])).toBe(false);
  });

  it("gives each field's first error, nested paths under their field", () => {
    const schema = object({
      name: string().required('Name, please.').min(3, 'Longer, please.'),
      place: object({ town: string().required('Town, please.') }),
    });
    expect(firstErrorPerField(schema, { name: '', place: {} })).toEqual({
      name: 'Name, please.',
      place: 'Town, please.',
    });
    expect(firstErrorPerField(schema, { name: 'Ann', place: { town: 'Oslo' } })).toEqual({});
  });
});
