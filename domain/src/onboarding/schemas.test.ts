import { describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import { validateInput } from '../commands/command';
import { CommandError } from '../commands/commandError';
import {
  activateYardInput,
  deactivateYardInput,
  deleteMediaInput,
  recordMediaInput,
  recordMediaInputFor,
  resetOnboardingInput,
  setBudgetStepCompleteInput,
  setCurrentStepInput,
  setExteriorDesignStepCompleteInput,
  setYardPrioritiesInput,
  setYardSlopedInput,
  setYardStepStatusInput,
  swapYardsInput,
  updateMediaDescriptionInput,
  verifyInformationInput,
} from './schemas';

/** The message a hostile input is refused with, through the same validation the commands use. */
function refusal(schema: ObjectSchema<AnyObject>, input: unknown): string {
  try {
    validateInput(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(CommandError);
    return (error as CommandError).message;
  }
  return expect.unreachable(`accepted ${JSON.stringify(input)}`);
}

const accepts = (schema: ObjectSchema<AnyObject>, input: unknown) =>
  expect(validateInput(schema, input)).toEqual(input);

describe('yard inputs', () => {
  it('accepts each yard for activate and deactivate', () => {
    for (const yard of ['front', 'back', 'left', 'right', 'outdoor']) {
      accepts(activateYardInput, { yard });
      accepts(deactivateYardInput, { yard });
    }
  });

  it('refuses unknown, missing, differently cased or non-string yards and extra fields', () => {
    expect(refusal(activateYardInput, {})).toBe('Please choose a yard.');
    expect(refusal(activateYardInput, { yard: 'garage' })).toBe(
      'Please choose front, back, left, right or outdoor.',
    );
    refusal(activateYardInput, { yard: 'Front' });
    refusal(activateYardInput, { yard: ['front'] });
    expect(refusal(deactivateYardInput, { yard: 'front', uid: 'someone-else' })).toMatch(
      /Unexpected field/,
    );
  });

  it('takes nothing for swap and reset, refusing any field', () => {
    accepts(swapYardsInput, {});
    accepts(resetOnboardingInput, {});
    refusal(swapYardsInput, { from: 'front' });
    refusal(resetOnboardingInput, { all: true });
    refusal(swapYardsInput, null);
  });

  it('sets a sub-step status with a known step and status only', () => {
    accepts(setYardStepStatusInput, { yard: 'front', step: 'keepRemove', status: 'INCOMPLETE' });
    expect(
      refusal(setYardStepStatusInput, { yard: 'front', step: 'keep', status: 'COMPLETE' }),
    ).toBe('Please choose upload, keepRemove or priorities.');
    expect(
      refusal(setYardStepStatusInput, {
        yard: 'front',
        step: 'upload',
        status: 'UPLOADS_COMPLETE',
      }),
    ).toBe('Please choose NOT_STARTED, INCOMPLETE or COMPLETE.');
  });

  it('sets isSloped only with a real boolean', () => {
    accepts(setYardSlopedInput, { yard: 'back', isSloped: true });
    expect(refusal(setYardSlopedInput, { yard: 'back' })).toBe(
      'Please say whether the yard is sloped.',
    );
    refusal(setYardSlopedInput, { yard: 'back', isSloped: 'true' });
    refusal(setYardSlopedInput, { yard: 'back', isSloped: 1 });
  });
});

describe('setYardPrioritiesInput', () => {
  it('accepts functions from the yard-function list, none up to all eight', () => {
    accepts(setYardPrioritiesInput, { yard: 'back', functions: [] });
    accepts(setYardPrioritiesInput, {
      yard: 'back',
      functions: ['relax', 'entertain', 'kids play', 'eat', 'garden', 'beautify', 'work', 'cook'],
    });
  });

  it('refuses unknown or repeated functions and a missing list', () => {
    refusal(setYardPrioritiesInput, { yard: 'back', functions: ['swim'] });
    refusal(setYardPrioritiesInput, { yard: 'back', functions: ['Kids Play'] });
    expect(refusal(setYardPrioritiesInput, { yard: 'back', functions: ['eat', 'eat'] })).toBe(
      'Please choose each function once.',
    );
    refusal(setYardPrioritiesInput, { yard: 'back' });
    refusal(setYardPrioritiesInput, { yard: 'back', functions: 'relax' });
  });
});

describe('flags and steps', () => {
  it('verifies information only with true', () => {
    accepts(verifyInformationInput, { informationVerified: true });
    expect(refusal(verifyInformationInput, { informationVerified: false })).toBe(
      'Information can only be confirmed, not unconfirmed.',
    );
    refusal(verifyInformationInput, {});
  });

  it('takes an optional boolean for the budget and exterior design steps', () => {
    for (const schema of [setBudgetStepCompleteInput, setExteriorDesignStepCompleteInput]) {
      accepts(schema, {});
      accepts(schema, { complete: false });
      refusal(schema, { complete: 'yes' });
    }
  });

  it('sets the current step to a known step only', () => {
    accepts(setCurrentStepInput, { step: 'Goals' });
    refusal(setCurrentStepInput, { step: '../admin' });
  });
});

describe('recordMediaInput', () => {
  const photo = {
    path: 'media/u1/3f2a.1760000000000.jpg',
    fileType: 'image/jpeg',
    variant: 'front-yard-wide-angle',
    tag: 'property',
    originalFileName: 'IMG_0412.JPG',
  };

  it('accepts a yard photo, a yard video and an inspiration photo', () => {
    accepts(recordMediaInput, photo);
    accepts(recordMediaInput, { ...photo, fileType: 'video/mp4', variant: 'back-yard-slow-pan' });
    accepts(recordMediaInput, {
      ...photo,
      variant: 'inspiration',
      tag: 'exterior-design-inspiration',
    });
  });

  it('accepts a reference photo for design feedback, tagged design-feedback only', () => {
    const feedback = { ...photo, variant: 'design-feedback', tag: 'design-feedback' };
    accepts(recordMediaInput, feedback);
    accepts(recordMediaInput, { ...feedback, fileType: 'image/heic' });
    refusal(recordMediaInput, { ...feedback, tag: 'property' });
    refusal(recordMediaInput, { ...feedback, tag: 'exterior-design-inspiration' });
    refusal(recordMediaInput, { ...photo, tag: 'design-feedback' });
    expect(refusal(recordMediaInput, { ...feedback, fileType: 'video/mp4' })).toBe(
      'This type of file cannot be used here.',
    );
  });

  it('refuses paths outside a media folder or climbing out of it', () => {
    for (const path of [
      'profiles/u1/a.jpg',
      'media/u1/../u2/a.jpg',
      'media/u1/sub/a.jpg',
      'media/u1/',
      '/media/u1/a.jpg',
    ]) {
      expect(refusal(recordMediaInput, { ...photo, path }), path).toBe(
        'Please upload into your own media folder.',
      );
    }
  });

  it('accepts only the caller’s own folder through recordMediaInputFor', () => {
    accepts(recordMediaInputFor('u1'), photo);
    expect(refusal(recordMediaInputFor('u2'), photo)).toBe(
      'Please upload into your own media folder.',
    );
  });

  it('refuses unknown variants and tags, and tags that do not fit the variant', () => {
    refusal(recordMediaInput, { ...photo, variant: 'front-yard-selfie' });
    refusal(recordMediaInput, { ...photo, tag: 'public' });
    expect(refusal(recordMediaInput, { ...photo, tag: 'exterior-design-inspiration' })).toMatch(
      /tagged property/,
    );
    refusal(recordMediaInput, { ...photo, variant: 'inspiration' });
  });

  it('refuses files of the wrong type for the variant', () => {
    expect(refusal(recordMediaInput, { ...photo, fileType: 'video/mp4' })).toBe(
      'This type of file cannot be used here.',
    );
    refusal(recordMediaInput, { ...photo, variant: 'front-yard-chatty' });
    refusal(recordMediaInput, { ...photo, fileType: 'text/html' });
    refusal(recordMediaInput, { ...photo, fileType: 'image/jpeg; charset=x' });
  });

  it('refuses file names that are empty, too long or hold control characters', () => {
    refusal(recordMediaInput, { ...photo, originalFileName: '' });
    refusal(recordMediaInput, { ...photo, originalFileName: 'a'.repeat(256) });
    accepts(recordMediaInput, { ...photo, originalFileName: 'a'.repeat(255) });
    refusal(recordMediaInput, { ...photo, originalFileName: 'a\nb.jpg' });
  });

  it('refuses fields the server sets itself', () => {
    refusal(recordMediaInput, { ...photo, userId: 'u2' });
    refusal(recordMediaInput, { ...photo, isDesignerVisible: false });
  });
});

describe('media description and delete', () => {
  it('takes a comment of up to 154 characters, not 155, and may clear a comment', () => {
    accepts(updateMediaDescriptionInput, { mediaId: 'media-u1-1', description: 'K' });
    accepts(updateMediaDescriptionInput, { mediaId: 'media-u1-1', description: 'x'.repeat(154) });
    accepts(updateMediaDescriptionInput, { mediaId: 'media-u1-1', description: '' });
    expect(
      refusal(updateMediaDescriptionInput, { mediaId: 'm1', description: 'x'.repeat(155) }),
    ).toBe('Comments can be at most 154 characters.');
  });

  it('refuses hostile input', () => {
    refusal(updateMediaDescriptionInput, { mediaId: '../media/x', description: 'a' });
    refusal(updateMediaDescriptionInput, { mediaId: 'm1', description: 'a', userId: 'u2' });
    refusal(updateMediaDescriptionInput, { mediaId: 'm1', description: null });
  });

  it('refuses media ids that are not document ids', () => {
    for (const mediaId of ['', 'media/u1', '../x', '__reserved', 'a'.repeat(129)]) {
      expect(refusal(deleteMediaInput, { mediaId }), mediaId).toMatch(/file/);
    }
    accepts(deleteMediaInput, { mediaId: 'media-sample-client-front-wide-angle-1' });
    refusal(deleteMediaInput, { mediaId: 7 });
  });
});
