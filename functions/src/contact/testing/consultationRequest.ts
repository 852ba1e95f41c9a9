import { afterEach, beforeEach, vi } from 'vitest';
import { requestConsultation } from '../../index';
import { callableRequest as request, type TestCaller } from '../../testing/callable';
import { clearFirestore } from '../../testing/firestore';
import { sendgridSend, unconfigureSendGrid } from '../../testing/email';

export const TEAM = 'design@yard.example';
export const visitor: TestCaller = { uid: 'anon-1', signIn: 'anonymous' };
export const valid = {
  requestId: '0b6f1f7e-8c1d-4f3a-9e2b-6a7c5d4e3f21',
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '5550104477',
  message: 'We want a shady back yard.\nWhere do we start?',
};

export const send = (data: unknown, caller: TestCaller | undefined) =>
  requestConsultation.run(request(data, caller));

/** For a consultation test file: the team's address set, no SendGrid key, an empty outbox. */
export function startEachConsultationTestClean(): void {
  beforeEach(async () => {
    sendgridSend.mockClear();
    process.env.SUPPORT_EMAIL = TEAM;
    await clearFirestore(['outbox', 'rateLimits']);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    unconfigureSendGrid();
    delete process.env.SUPPORT_EMAIL;
  });
}
