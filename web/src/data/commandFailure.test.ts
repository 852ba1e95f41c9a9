import { describe, expect, it } from 'vitest';
import { CommandError } from '@yardwise/domain/commands/commandError';
import { toCommandFailure } from './commandFailure';

describe('command error mapping to user messages', () => {
  it('keeps the code, message and field of a callable invalid-argument error', () => {
    const failure = toCommandFailure({
      code: 'functions/invalid-argument',
      message: 'Please tick the box to accept the terms.',
      details: { field: 'tosAgreed' },
    });
    expect(failure).toMatchObject({
      code: 'invalid-argument',
      message: 'Please tick the box to accept the terms.',
      field: 'tosAgreed',
    });
  });

  it('keeps the message and the wait of a rate limit, from a callable or the in-memory layer', () => {
    const message = "You've tried this too many times. Please wait 5 minutes and try again.";
    const fromCallable = toCommandFailure({
      code: 'functions/resource-exhausted',
      message,
      details: { retryAfterSeconds: 270 },
    });
    const fromMemory = toCommandFailure(
      new CommandError('resource-exhausted', message, { retryAfterSeconds: 270 }),
    );
    for (const failure of [fromCallable, fromMemory]) {
      expect(failure).toMatchObject({
        code: 'resource-exhausted',
        message,
        retryAfterSeconds: 270,
      });
    }
    expect(
      toCommandFailure({
        code: 'functions/resource-exhausted',
        details: { retryAfterSeconds: '9' },
      }).retryAfterSeconds,
    ).toBeUndefined();
  });

  it('shows a sentence, not a schema default, when the server refuses a field', () => {
    // What the order command answered for a 300-character last name before its messages were written.
    const fromCallable = toCommandFailure({
      code: 'functions/invalid-argument',
      message: 'lastName must be at most 100 characters',
      details: { field: 'lastName' },
    });
    const fromMemory = toCommandFailure(
      new CommandError('invalid-argument', 'address.street must be at most 200 characters', {
        field: 'address.street',
      }),
    );
    for (const failure of [fromCallable, fromMemory]) {
      expect(failure.code).toBe('invalid-argument');
      expect(failure.message).toBe(
        'Some of the information you entered is not valid. Please check it and try again.',
      );
    }
  });

  it('hides internal details behind a generic sentence', () => {
    const failure = toCommandFailure({
      code: 'functions/internal',
      message: 'TypeError: x is undefined at line 3',
    });
    expect(failure.code).toBe('internal');
    expect(failure.message).toBe('Something went wrong on our end. Please try again.');
  });

  it('treats a network failure or an unknown error as internal', () => {
    expect(toCommandFailure(new TypeError('Failed to fetch')).code).toBe('internal');
    expect(toCommandFailure('boom').message).toBe(
      'Something went wrong on our end. Please try again.',
    );
  });

  it('maps an unreachable server to a connection message', () => {
    expect(
      toCommandFailure({ code: 'functions/unavailable', message: 'unavailable' }).message,
    ).toBe('We could not reach our servers. Please check your connection and try again.');
  });

  it('maps a domain CommandError from the in-memory layer the same way', () => {
    const failure = toCommandFailure(
      new CommandError('unauthenticated', 'Please sign in to continue.'),
    );
    expect(failure).toMatchObject({
      code: 'unauthenticated',
      message: 'Please sign in to continue.',
    });
  });
});
