import { describe, expect, it } from 'vitest';
import { addressDetailsInput, searchAddressesInput } from './schemas';

function valid(schema: typeof searchAddressesInput | typeof addressDetailsInput, data: unknown) {
  return schema.isValidSync(data, { strict: true });
}

describe('searchAddresses input (GET /places/autocomplete)', () => {
  it('takes the text typed and an optional session token', () => {
    expect(valid(searchAddressesInput, { input: '2418 Cedar' })).toBe(true);
    expect(
      valid(searchAddressesInput, {
        input: '2418 Cedar',
        sessionToken: '0b4c6c1e-3d6b-4f55-9a43-5b3f3b7c9a10',
      }),
    ).toBe(true);
  });

  it('decision: text below the search trigger is valid (it answers no suggestions)', () => {
    expect(valid(searchAddressesInput, { input: '' })).toBe(true);
    expect(valid(searchAddressesInput, { input: '12 Ma' })).toBe(true);
  });

  it.each([
    ['no input', {}],
    ['a number', { input: 2418 }],
    ['null', { input: null }],
    ['201 characters', { input: `1 ${'a'.repeat(199)}` }],
    ['a control character', { input: '2418 Cedar\u0000' }],
    ['a lone surrogate', { input: '2418 Cedar \ud800' }],
    ['a 37-character token', { input: '2418 Cedar', sessionToken: 'a'.repeat(37) }],
    ['an empty token', { input: '2418 Cedar', sessionToken: '' }],
    ['a token with a slash', { input: '2418 Cedar', sessionToken: 'a/b' }],
    ['an extra field', { input: '2418 Cedar', key: 'x' }],
  ])('refuses %s', (_, data) => {
    expect(valid(searchAddressesInput, data)).toBe(false);
  });
});

describe('addressDetails input (GET /places/details/{placeId})', () => {
  it('takes a place id and an optional session token', () => {
    expect(valid(addressDetailsInput, { placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' })).toBe(true);
    expect(valid(addressDetailsInput, { placeId: 'seed-place-1', sessionToken: 'abc' })).toBe(true);
  });

  it.each([
    ['no place id', {}],
    ['an empty place id', { placeId: '' }],
    ['a path', { placeId: '../places/x' }],
    ['a query string', { placeId: 'abc?key=1' }],
    ['a huge id', { placeId: 'a'.repeat(1025) }],
    ['an extra field', { placeId: 'seed-place-1', address: {} }],
  ])('refuses %s', (_, data) => {
    expect(valid(addressDetailsInput, data)).toBe(false);
  });
});
