import { vi } from 'vitest';
import type * as logger from 'firebase-functions/logger';
import { describeHostileInputs } from './testing/hostileSuite';

// Firebase Auth is faked (the functions tests run without the Auth emulator): a client asking for
// their own reset link is accepted.
vi.mock('firebase-admin/auth', () => ({
  getAuth: () => ({
    generatePasswordResetLink: async () => 'https://auth.example/reset?oobCode=test',
  }),
}));

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  error: vi.fn(),
  warn: vi.fn(),
  info: vi.fn(),
}));

describeHostileInputs('funnel');
