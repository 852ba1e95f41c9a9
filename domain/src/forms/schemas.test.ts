import { describe, expect, it } from 'vitest';
import { ValidationError, type Schema } from 'yup';
import {
  helpFormSchema,
  inspirationCommentSchema,
  keepRemoveCommentSchema,
  sendOnboardHelpEmailInput,
  termsFormSchema,
} from './schemas';

function problem(schema: Schema, input: unknown, strict = true): string | null {
  try {
    schema.validateSync(input, { strict, abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const help = {
  helpType: 'design',
  emailAddress: 'client@yardwise.example',
  firstName: 'Jordan',
  lastName: 'Rivera',
  body: 'Can the patio be bigger?',
};

describe('sendOnboardHelpEmail input', () => {
  it('accepts a help request with type, email, names and body', () => {
    expect(problem(sendOnboardHelpEmailInput, help)).toBeNull();
    expect(problem(sendOnboardHelpEmailInput, { ...help, firstName: '', lastName: '' })).toBeNull();
  });

  it('needs a body of 5 characters once trimmed', () => {
    expect(problem(sendOnboardHelpEmailInput, { ...help, body: 'Hello' })).toBeNull();
    expect(problem(sendOnboardHelpEmailInput, { ...help, body: '  Hey  ' })).toBe(
      'Please write at least 5 characters.',
    );
  });

  it.each([
    ['an unknown type', { helpType: 'billing' }],
    ['a bad email', { emailAddress: 'not-an-email' }],
    ['an over-long email', { emailAddress: `${'a'.repeat(250)}@example.com` }],
    ['a missing last name', { lastName: undefined }],
    ['an over-long body', { body: 'x'.repeat(5001) }],
    ['a number body', { body: 12345 }],
    ['an extra recipient', { to: 'someone@else.example' }],
    ['a long name', { firstName: 'x'.repeat(101) }],
  ])('refuses %s', (_label, change) => {
    expect(problem(sendOnboardHelpEmailInput, { ...help, ...change })).not.toBeNull();
  });
});

describe('form schemas', () => {
  it('help form: type and body show errors', () => {
    expect(problem(helpFormSchema, { helpType: '', body: 'Hello there' }, false)).toBe(
      'Please choose what your question is about.',
    );
    expect(problem(helpFormSchema, { helpType: 'timeline', body: 'Hi' }, false)).toBe(
      'Please write at least 5 characters.',
    );
    expect(problem(helpFormSchema, { helpType: 'timeline', body: 'Hello' }, false)).toBeNull();
  });

  it('keep/remove comment: "Comment Required!" and 100 characters', () => {
    expect(problem(keepRemoveCommentSchema, '')).toBe('Comment Required!');
    expect(problem(keepRemoveCommentSchema, 'x'.repeat(100))).toBeNull();
    expect(problem(keepRemoveCommentSchema, 'x'.repeat(101))).not.toBeNull();
  });

  it('inspiration comment: 154 characters', () => {
    expect(problem(inspirationCommentSchema, 'x'.repeat(154))).toBeNull();
    expect(problem(inspirationCommentSchema, 'x'.repeat(155))).not.toBeNull();
  });

  it('terms: only a ticked box continues', () => {
    expect(problem(termsFormSchema, { tosAgreed: true })).toBeNull();
    expect(problem(termsFormSchema, { tosAgreed: false })).toBe(
      'Please tick the box to accept the terms.',
    );
  });
});
