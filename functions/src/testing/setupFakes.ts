import { vi } from 'vitest';
import type * as logger from 'firebase-functions/logger';

// Runs before each functions test file (vitest setupFiles), so every file starts with fresh fakes.
// A test file that needs something else declares its own vi.mock of the module, which replaces this.

// The log stays quiet and readable: the levels the functions log at are mocks a test asserts on
// through `vi.mocked(logger.error)` (import * as logger from 'firebase-functions/logger'); the rest
// of the module is real.
vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  debug: vi.fn(),
  log: vi.fn(),
  info: vi.fn(),
  warn: vi.fn(),
  error: vi.fn(),
}));

// No test reaches SendGrid: with a key configured the real transport hands the message to this
// fake SDK, which accepts it. Tests read and steer it through `sendgridSend` (testing/email.ts).
vi.mock('@sendgrid/mail', () => ({
  default: {
    setApiKey: vi.fn(),
    setTimeout: vi.fn(),
    send: vi.fn(async () => [{ statusCode: 202, body: {}, headers: {} }, {}]),
  },
}));
