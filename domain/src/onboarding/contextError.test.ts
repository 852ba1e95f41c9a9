import { describe, expect, it } from 'vitest';
import {
  cannotOnboardAlert,
  contextErrorDialog,
  contextErrorFromFailure,
  MissingRecordsError,
  ONBOARD_READ_TIMEOUT_MS,
  showsConfirmInformation,
  showsSlowLoadMessage,
  SLOW_LOAD_AFTER_MS,
} from './contextError';

const contact = { email: 'help@example.test' };

describe('contextErrorFromFailure', () => {
  it('stores missing records as "missingRecords"', () => {
    expect(contextErrorFromFailure(new MissingRecordsError('no project for u1'))).toBe(
      'missingRecords',
    );
    expect(contextErrorFromFailure({ code: 'missingRecords' })).toBe('missingRecords');
  });

  it('stores any other failure as its message', () => {
    expect(contextErrorFromFailure(new Error('timed out'))).toBe('timed out');
    expect(contextErrorFromFailure('permission-denied')).toBe('permission-denied');
  });

  it('decision: a failure without a message is "unknown"', () => {
    expect(contextErrorFromFailure(new Error(''))).toBe('unknown');
    expect(contextErrorFromFailure(42)).toBe('unknown');
  });
});

describe('contextErrorDialog', () => {
  it('shows only the graphic for "404"', () => {
    expect(contextErrorDialog('404', contact)).toEqual({
      showNotFoundGraphic: true,
      title: null,
      lines: [],
      showLogout: true,
    });
  });

  it('shows the required texts with the support email for "missingRecords"', () => {
    expect(contextErrorDialog('missingRecords', contact)).toEqual({
      showNotFoundGraphic: false,
      title: 'Uh oh! Something is wrong on our end.',
      lines: ["Please message us using the 'help' button or email help@example.test"],
      showLogout: true,
    });
  });

  it('shows the unknown-error text, spelled as required ("occured"), for anything else', () => {
    const dialog = contextErrorDialog('timed out', contact);
    expect(dialog?.title).toBe('An unknown error occured, please logout and back in.');
    expect(dialog?.lines).toEqual([
      "Please message us using the 'help' button or email help@example.test",
    ]);
  });

  it('shows no dialog without a context error', () => {
    expect(contextErrorDialog(null, contact)).toBeNull();
    expect(contextErrorDialog('', contact)).toBeNull();
  });
});

describe('alerts and blocking dialogs', () => {
  it('decision: the staff alert ends with CLIENT CANNOT ONBOARD after the detail', () => {
    expect(cannotOnboardAlert('missingRecords for u1')).toBe(
      'missingRecords for u1 CLIENT CANNOT ONBOARD',
    );
    expect(cannotOnboardAlert('  ')).toBe('CLIENT CANNOT ONBOARD');
  });

  it('blocks with Confirm Your Information while unverified and without a context error', () => {
    expect(showsConfirmInformation({ informationVerified: false }, null)).toBe(true);
    expect(showsConfirmInformation({ informationVerified: true }, null)).toBe(false);
    expect(showsConfirmInformation({ informationVerified: false }, 'missingRecords')).toBe(false);
    expect(showsConfirmInformation(null, null)).toBe(false);
  });

  it('shows the slow-load message from 10 seconds without a profile', () => {
    expect(SLOW_LOAD_AFTER_MS).toBe(10_000);
    expect(showsSlowLoadMessage(9_999, false)).toBe(false);
    expect(showsSlowLoadMessage(10_000, false)).toBe(true);
    expect(showsSlowLoadMessage(60_000, true)).toBe(false);
  });

  it('gives the onboard read 5 seconds', () => {
    expect(ONBOARD_READ_TIMEOUT_MS).toBe(5000);
  });
});
