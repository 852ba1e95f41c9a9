import { describe, expect, it } from 'vitest';
import { isCommandErrorCode, userMessageFor } from './commandError';

describe('user messages for command errors', () => {
  it('shows a message written for the user as it is', () => {
    expect(userMessageFor('invalid-argument', 'Please tick the box to accept the terms.')).toBe(
      'Please tick the box to accept the terms.',
    );
  });

  it('shows the wait of a rate limit as the server wrote it, and a sentence without one', () => {
    const limited = "You've tried this too many times. Please wait 5 minutes and try again.";
    expect(userMessageFor('resource-exhausted', limited)).toBe(limited);
    expect(userMessageFor('resource-exhausted')).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('never shows a schema default message, an unexpected field or a code key', () => {
    const generic =
      'Some of the information you entered is not valid. Please check it and try again.';
    expect(userMessageFor('invalid-argument', 'lastName must be at most 100 characters')).toBe(
      generic,
    );
    expect(
      userMessageFor(
        'invalid-argument',
        'address.street must be at most 200 characters',
        'address.street',
      ),
    ).toBe(generic);
    expect(userMessageFor('invalid-argument', 'Unexpected field: isAdmin')).toBe(generic);
    expect(
      userMessageFor(
        'invalid-argument',
        'Please shorten your last name to 100 characters or fewer.',
        'lastName',
      ),
    ).toBe('Please shorten your last name to 100 characters or fewer.');
  });

  it('never shows an internal message', () => {
    expect(userMessageFor('internal', 'Firestore: deadline exceeded on projects/x')).toBe(
      'Something went wrong on our end. Please try again.',
    );
  });

  it('falls back to a sentence when the server sent only the code', () => {
    expect(userMessageFor('unauthenticated', 'unauthenticated')).toBe(
      'Please sign in to continue.',
    );
    expect(userMessageFor('permission-denied')).toBe('You do not have access to do that.');
  });

  it('knows the callable error codes and nothing else', () => {
    expect(isCommandErrorCode('not-found')).toBe(true);
    expect(isCommandErrorCode('functions/not-found')).toBe(false);
    expect(isCommandErrorCode(404)).toBe(false);
  });
});
