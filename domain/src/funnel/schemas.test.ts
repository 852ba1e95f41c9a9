import { describe, expect, it } from 'vitest';
import { validateInput } from '../commands/command';
import { CommandError } from '../commands/commandError';
import { createDesignProfileInput, updateDesignProfileInput } from './schemas';

function rejection(schema: Parameters<typeof validateInput>[0], raw: unknown): CommandError {
  try {
    validateInput(schema, raw);
  } catch (error) {
    expect(error).toBeInstanceOf(CommandError);
    return error as CommandError;
  }
  return expect.unreachable('expected the input to be rejected');
}

const address = {
  street: '2418 Cedar Hollow Lane',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
  latLng: { lat: 30.2452, lng: -97.7694 },
};

describe('create design profile input', () => {
  it('accepts a version alone, and a version with step, contact information and answers', () => {
    expect(validateInput(createDesignProfileInput, { versionId: 'v10' })).toEqual({
      versionId: 'v10',
    });
    const full = {
      versionId: 'v1',
      step: 1,
      contactInformation: { email: 'ana@example.com', phoneNumber: '5550104477', ...address },
      questions: [
        { key: 'yard-selection', answers: ['ENTIRE PROPERTY'] },
        { key: 'wish-list', answers: ['PLANTS', 'ROOF'] },
      ],
    };
    expect(validateInput(createDesignProfileInput, full)).toEqual(full);
  });

  it('refuses an unknown or missing version', () => {
    expect(rejection(createDesignProfileInput, {}).message).toBe(
      'Unknown design experience version.',
    );
    expect(rejection(createDesignProfileInput, { versionId: 'v13' }).message).toBe(
      'Unknown design experience version.',
    );
  });

  it('refuses fields the server owns (userId, purchased, isTestAccount ...)', () => {
    for (const field of [
      'userId',
      'purchased',
      'isTestAccount',
      'abandonedCartEmailSent',
      'packagePurchased',
    ]) {
      const error = rejection(createDesignProfileInput, { versionId: 'v10', [field]: true });
      expect(error.message).toBe(`Unexpected field: ${field}`);
    }
  });

  it('refuses steps outside 0..16 and non-integers, without coercing strings', () => {
    for (const step of [-1, 17, 1.5, '1', NaN]) {
      expect(() => validateInput(createDesignProfileInput, { versionId: 'v10', step })).toThrow(
        CommandError,
      );
    }
    expect(validateInput(createDesignProfileInput, { versionId: 'v10', step: 16 }).step).toBe(16);
    expect(validateInput(createDesignProfileInput, { versionId: 'v10', step: 0 }).step).toBe(0);
  });

  it('refuses an invalid email, phone, zip or a territory', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'ana@' }, 'Please enter a valid email address.'],
      [{ email: ' ana@example.com' }, 'Please enter a valid email address.'],
      [{ phoneNumber: '(555) 010-4477' }, 'Please enter a 10-digit phone number.'],
      [{ zip: '7870' }, 'Please enter a 5-digit zip code.'],
      [{ zip: '787041' }, 'Please enter a 5-digit zip code.'],
      [{ state: 'PR' }, 'Please choose a US state.'],
      [{ state: 'tx' }, 'Please choose a US state.'],
    ];
    for (const [contactInformation, message] of cases) {
      const error = rejection(createDesignProfileInput, { versionId: 'v10', contactInformation });
      expect(error.message).toBe(message);
    }
  });

  it('refuses unknown contact fields, untrimmed text and impossible coordinates', () => {
    for (const contactInformation of [
      { isAdmin: true },
      { city: ' Austin' },
      { latLng: { lat: 91, lng: 0 } },
      { latLng: { lat: 0, lng: 0, alt: 3 } },
      { firstName: 'x'.repeat(101) },
    ]) {
      expect(() =>
        validateInput(createDesignProfileInput, { versionId: 'v10', contactInformation }),
      ).toThrow(CommandError);
    }
  });

  it('checks answers against the quiz: known questions, their options, single select at most one', () => {
    const cases: [unknown, string][] = [
      [[{ key: 'favourite-colour', answers: [] }], 'This question is not part of the quiz.'],
      [[{ key: 'yard-size', answers: ['HUGE'] }], 'Please choose from the options shown.'],
      [
        [{ key: 'yard-selection', answers: ['FRONT YARD', 'BACK YARD'] }],
        'Please choose only one option.',
      ],
      [
        [
          { key: 'budget', answers: ['$100,000+'] },
          { key: 'budget', answers: ["I'M NOT SURE"] },
        ],
        'Each quiz question can be answered only once.',
      ],
    ];
    for (const [questions, message] of cases) {
      const error = rejection(createDesignProfileInput, { versionId: 'v10', questions });
      expect(error.message).toBe(message);
    }
    const answerPath = rejection(createDesignProfileInput, {
      versionId: 'v10',
      questions: [{ key: 'yard-size', answers: ['HUGE'] }],
    });
    expect(answerPath.details?.field).toBe('questions[0].answers');
  });

  it('decision: a required question may be saved empty (the page enforces required answers)', () => {
    const input = { versionId: 'v10', questions: [{ key: 'wish-list', answers: [] }] };
    expect(validateInput(createDesignProfileInput, input)).toEqual(input);
  });

  it('refuses answer lists of the wrong shape', () => {
    for (const questions of [
      'PLANTS',
      [{ key: 'wish-list', answers: 'PLANTS' }],
      [{ key: 'wish-list', answers: [1] }],
      [{ key: 'wish-list' }],
      [{ key: 'wish-list', answers: ['PLANTS'], score: 3 }],
      [null],
    ]) {
      expect(() =>
        validateInput(createDesignProfileInput, { versionId: 'v10', questions }),
      ).toThrow(CommandError);
    }
  });
});

describe('update design profile input', () => {
  it('needs an id: "Cannot update a design profile without an id."', () => {
    for (const id of [undefined, '', '  ']) {
      const error = rejection(updateDesignProfileInput, { id, step: 2 });
      expect(error.message).toBe('Cannot update a design profile without an id.');
    }
  });

  it('says the id is missing before anything else, even when the patch is empty too', () => {
    for (const raw of [{}, { id: null }, { id: '' }, { id: ' ' }]) {
      expect(rejection(updateDesignProfileInput, raw).message).toBe(
        'Cannot update a design profile without an id.',
      );
    }
  });

  it('refuses ids that are not ours to hand out, before any read', () => {
    for (const id of ['a/b', 'designProfiles/x', '..', '__name__', 'x'.repeat(129), 'a b', 'é']) {
      const error = rejection(updateDesignProfileInput, { id, step: 1 });
      expect(error.message).toBe('We could not find that design profile.');
      expect(error.details).toEqual({ field: 'id' });
    }
    expect(validateInput(updateDesignProfileInput, { id: 'uid-1_v10', step: 1 }).id).toBe(
      'uid-1_v10',
    );
  });

  it('accepts the changed fields only', () => {
    const input = { id: 'dp-1', contactInformation: { email: 'ana@example.com' } };
    expect(validateInput(updateDesignProfileInput, input)).toEqual(input);
  });

  it("keeps a picked address's place id, and null clears it (a typed address has none)", () => {
    for (const placeId of ['ChIJN1t_tDeuEmsRUsoyG83frY4', 'seed-place-1', null]) {
      const input = { id: 'dp-1', contactInformation: { ...address, placeId } };
      expect(validateInput(updateDesignProfileInput, input)).toEqual(input);
    }
  });

  it('refuses a place id the address search could not have given', () => {
    for (const placeId of ['', 'a/b', '../places', 'ChIJ abc', 'ChIJ_é', 'x'.repeat(1025)]) {
      const error = rejection(updateDesignProfileInput, {
        id: 'dp-1',
        contactInformation: { placeId },
      });
      expect(error.message, String(placeId)).toBe(
        'That address could not be found. Please search again.',
      );
    }
    for (const placeId of [7, ['seed-place-1'], { id: 'seed-place-1' }]) {
      expect(() =>
        validateInput(updateDesignProfileInput, { id: 'dp-1', contactInformation: { placeId } }),
      ).toThrow(CommandError);
    }
  });

  it('decision: a patch with nothing in it is refused', () => {
    expect(rejection(updateDesignProfileInput, { id: 'dp-1' }).message).toBe(
      'There is nothing to update.',
    );
  });

  it('decision: the version cannot change after creation', () => {
    expect(rejection(updateDesignProfileInput, { id: 'dp-1', versionId: 'v2' }).message).toBe(
      'Unexpected field: versionId',
    );
  });

  it('refuses hostile values: arrays, prototypes and numbers for strings', () => {
    for (const raw of [
      [],
      'dp-1',
      { id: 42, step: 1 },
      { id: 'dp-1', contactInformation: 'ana@example.com' },
      { id: 'dp-1', questions: {} },
      JSON.parse('{"id":"dp-1","step":1,"__proto__":{"purchased":true}}'),
    ]) {
      expect(() => validateInput(updateDesignProfileInput, raw)).toThrow(CommandError);
    }
  });
});
