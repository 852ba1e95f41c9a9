import { vi } from 'vitest';
import { describeHostileInputs } from './testing/hostileSuite';

// Firebase Auth is faked (the functions tests run without the Auth emulator): a client asking for
// their own reset link is accepted.
vi.mock('firebase-admin/auth', () => ({
  getAuth: () => ({
    generatePasswordResetLink: async () => 'https://auth.example/reset?oobCode=test',
  }),
}));

describeHostileInputs('funnel');
