import { describe, expect, it } from 'vitest';
import { decodeFields, documentIdOf, encodeValue } from './firestoreRestValues';

describe('decodeFields', () => {
  it('decodes a document as the SDK reads it', () => {
    expect(
      decodeFields({
        firstName: { stringValue: 'Dana' },
        priceCents: { integerValue: '149900' },
        ratio: { doubleValue: 0.5 },
        active: { booleanValue: true },
        deletedAt: { nullValue: null },
        createdAt: { timestampValue: '2026-11-21T10:00:00Z' },
        yards: { arrayValue: { values: [{ stringValue: 'front' }, { stringValue: 'back' }] } },
        empty: { arrayValue: {} },
        termsAccepted: {
          mapValue: {
            fields: { version: { integerValue: '2' }, date: { stringValue: '2026-11-01' } },
          },
        },
        nothing: { mapValue: {} },
        spot: { geoPointValue: { latitude: 45.5 } },
      }),
    ).toEqual({
      firstName: 'Dana',
      priceCents: 149900,
      ratio: 0.5,
      active: true,
      deletedAt: null,
      createdAt: '2026-11-21T10:00:00Z',
      yards: ['front', 'back'],
      empty: [],
      termsAccepted: { version: 2, date: '2026-11-01' },
      nothing: {},
      spot: { latitude: 45.5, longitude: 0 },
    });
  });

  it('reads the special doubles the API sends as strings', () => {
    expect(decodeFields({ x: { doubleValue: 'Infinity' } })).toEqual({ x: Infinity });
  });

  it('refuses a value of an unknown kind rather than guessing', () => {
    expect(() => decodeFields({ x: { vectorValue: {} } as never })).toThrow(
      /Unknown Firestore value/,
    );
  });
});

describe('encodeValue', () => {
  it('encodes filter values with the type the SDK would send', () => {
    expect(encodeValue('addOn')).toEqual({ stringValue: 'addOn' });
    expect(encodeValue(false)).toEqual({ booleanValue: false });
    expect(encodeValue(3)).toEqual({ integerValue: '3' });
    expect(encodeValue(2.5)).toEqual({ doubleValue: 2.5 });
  });
});

it('takes the document id from its resource name', () => {
  expect(documentIdOf('projects/p/databases/(default)/documents/profiles/uid-1')).toBe('uid-1');
});
