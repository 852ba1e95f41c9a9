import { describe, expect, it } from 'vitest';
import { promoLookupCommandInput } from './lookupInput';

const lookup = { code: 'SAVE250', packageKey: 'full-yard', lotSize: 'standard', addOnIds: [] };
const isValid = (input: unknown) => promoLookupCommandInput.isValidSync(input, { strict: true });

describe('promoLookupCommandInput', () => {
  it('takes a code as typed: any case, spaces around it', () => {
    expect(isValid(lookup)).toBe(true);
    expect(isValid({ ...lookup, code: '  save250 \t' })).toBe(true);
  });

  it.each([
    ['an empty code', { ...lookup, code: '' }],
    ['a blank code', { ...lookup, code: '   ' }],
    ['a space inside', { ...lookup, code: 'SAVE 250' }],
    ['markup', { ...lookup, code: '<script>' }],
    ['41 characters', { ...lookup, code: 'X'.repeat(41) }],
    ['a huge code', { ...lookup, code: ' '.repeat(100_000) + 'A' }],
    ['a number', { ...lookup, code: 250 }],
    ['an amount', { ...lookup, priceCents: 1 }],
    ['no cart', { code: 'SAVE250' }],
  ])('refuses %s', (_, input) => {
    expect(isValid(input)).toBe(false);
  });
});
