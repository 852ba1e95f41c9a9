import { afterEach, beforeEach, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { sendOnboardHelpEmail } from '../../index';
import { callableRequest as request, type TestCaller } from '../../testing/callable';
import { clearFirestore } from '../../testing/firestore';
import { sendgridSend, unconfigureSendGrid } from '../../testing/email';

export const SUPPORT = 'support@yard.example';
export const client: TestCaller = { uid: 'client-1', signIn: 'password', email: 'ana@example.com' };
export const valid = {
  helpType: 'technical',
  // The payload's address is not where support replies; the account's email is.
  emailAddress: 'someone-else@example.com',
  firstName: 'Ana',
  lastName: 'Lee',
  body: 'My photos will not upload.\nThe bar stops at 90%.',
};

export const send = (data: unknown, caller: TestCaller | undefined) =>
  sendOnboardHelpEmail.run(request(data, caller));

/** For a help-request test file: support's address set, no SendGrid key, an empty outbox. */
export function startEachHelpTestClean(): void {
  beforeEach(async () => {
    sendgridSend.mockClear();
    vi.mocked(logger.info).mockClear();
    process.env.SUPPORT_EMAIL = SUPPORT;
    await clearFirestore(['outbox', 'rateLimits']);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    unconfigureSendGrid();
    delete process.env.SUPPORT_EMAIL;
  });
}
