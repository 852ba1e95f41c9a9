import { describe, expect, it } from 'vitest';
import { ValidationError, type Schema } from 'yup';
import {
  DESIGN_FEEDBACK_MAX_LENGTH,
  DESIGN_FEEDBACK_MAX_PHOTOS,
  designFeedbackFormSchema,
  designFeedbackPayload,
  feedbackChangesError,
  sendDesignFeedbackInput,
} from './designFeedback';

function problem(schema: Schema, input: unknown, strict = true): string | null {
  try {
    schema.validateSync(input, { strict, abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const valid = {
  requestId: '0b6f1f7e-8c1d-4f3a-9e2b-6a7c5d4e3f21',
  changes: 'Please move the fire pit closer to the patio.',
  mediaIds: ['media-1', 'media-2'],
};

describe('design feedback text', () => {
  it('is required: empty or only spaces asks what to change', () => {
    expect(feedbackChangesError('')).toBe('Please tell us what you would like to change.');
    expect(feedbackChangesError('  \n ')).toBe('Please tell us what you would like to change.');
  });

  it('takes up to 2,000 characters, and says so past them', () => {
    expect(DESIGN_FEEDBACK_MAX_LENGTH).toBe(2000);
    expect(feedbackChangesError('x'.repeat(2000))).toBeNull();
    expect(feedbackChangesError('x'.repeat(2001))).toBe(
      'Please keep your feedback to 2,000 characters.',
    );
  });

  it('gives the form the same messages through formik', () => {
    expect(problem(designFeedbackFormSchema, { changes: '' }, false)).toBe(
      'Please tell us what you would like to change.',
    );
    expect(problem(designFeedbackFormSchema, { changes: 'x'.repeat(2001) }, false)).toBe(
      'Please keep your feedback to 2,000 characters.',
    );
    expect(problem(designFeedbackFormSchema, { changes: 'Bigger patio' }, false)).toBeNull();
    // Formik hands an emptied field over as undefined.
    expect(problem(designFeedbackFormSchema, { changes: undefined }, false)).toBe(
      'Please tell us what you would like to change.',
    );
  });
});

describe('sendDesignFeedback input', () => {
  it('accepts the text with up to 5 photos, or none', () => {
    expect(DESIGN_FEEDBACK_MAX_PHOTOS).toBe(5);
    expect(problem(sendDesignFeedbackInput, valid)).toBeNull();
    expect(problem(sendDesignFeedbackInput, { ...valid, mediaIds: [] })).toBeNull();
    const five = ['m-1', 'm-2', 'm-3', 'm-4', 'm-5'];
    expect(problem(sendDesignFeedbackInput, { ...valid, mediaIds: five })).toBeNull();
  });

  it.each([
    [{ mediaIds: ['m-1', 'm-2', 'm-3', 'm-4', 'm-5', 'm-6'] }, 'Please attach at most 5 photos.'],
    [{ mediaIds: ['m-1', 'm-1'] }, 'Each photo can be attached once.'],
    [{ mediaIds: ['../other/m-1'] }, 'That photo id is not valid.'],
    [{ changes: '   ' }, 'Please tell us what you would like to change.'],
    [{ changes: 'x'.repeat(2001) }, 'Please keep your feedback to 2,000 characters.'],
    [{ requestId: 'short' }, 'Please reload the page and send your message again.'],
    [
      { requestId: '../../outbox/x-0000000000000' },
      'Please reload the page and send your message again.',
    ],
    [{ to: 'someone@example.com' }, 'Unexpected field: to'],
  ])('refuses %j', (change, message) => {
    expect(problem(sendDesignFeedbackInput, { ...valid, ...change })).toBe(message);
  });

  it('refuses a missing photo list and text that is not text', () => {
    const { mediaIds: _omitted, ...withoutPhotos } = valid;
    expect(problem(sendDesignFeedbackInput, withoutPhotos)).not.toBeNull();
    expect(problem(sendDesignFeedbackInput, { ...valid, changes: ['Move it'] })).not.toBeNull();
  });

  it('is sent from the form trimmed, with the photos in upload order', () => {
    expect(
      designFeedbackPayload(valid.requestId, '  Bigger patio \n', [{ id: 'm-2' }, { id: 'm-1' }]),
    ).toEqual({ requestId: valid.requestId, changes: 'Bigger patio', mediaIds: ['m-2', 'm-1'] });
  });
});
