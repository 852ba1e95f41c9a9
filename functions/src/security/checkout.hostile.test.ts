import { vi } from 'vitest';
import type * as logger from 'firebase-functions/logger';
import { describeHostileInputs } from './testing/hostileSuite';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  error: vi.fn(),
  warn: vi.fn(),
  info: vi.fn(),
}));

describeHostileInputs('checkout');
