import { HttpsError, onCall, type CallableOptions } from 'firebase-functions/v2/https';
import { CommandError } from '@yardwise/domain/commands/commandError';
import {
  PASSWORD_RESET_TEMPLATE,
  sendPasswordResetEmailInput,
  STAFF_CLAIM,
  STAFF_ONLY,
} from '@yardwise/domain/account/passwordReset';
import { createMailer } from '../adapters/sendgrid/createMailer';
import type { SendResult } from '../adapters/sendgrid/mailer';
import { callableCommand } from '../commands/callableCommand';
import { withDepthGuard } from '../commands/callableDepthGuard';
import { appCheckEnforced, SENDGRID_API_KEY } from '../config';
import { emailKey } from '../security/emailKey';
import { enforceRateLimit } from '../security/rateLimiter';
import { passwordResetLink } from './passwordResetLink';

const options: Omit<CallableOptions, 'enforceAppCheck'> = { secrets: [SENDGRID_API_KEY] };

/**
 * The command itself: an account caller, a valid email, the link sent through the outbox, within
 * the per-caller and per-address limits, so nobody can flood an inbox with reset emails.
 */
const sendResetEmail = callableCommand({
  name: 'sendPasswordResetEmail',
  access: 'account',
  input: sendPasswordResetEmailInput,
  options,
  async handler({ caller, input, db, now }): Promise<{ outboxState: SendResult['state'] }> {
    await enforceRateLimit(db, 'sendPasswordResetEmail', caller.uid, now);
    await enforceRateLimit(db, 'sendPasswordResetEmailPerAddress', emailKey(input.email), now);
    const resetLink = await passwordResetLink(input.email);
    const result = await createMailer(db).send({
      to: input.email,
      template: PASSWORD_RESET_TEMPLATE,
      data: { resetLink },
    });
    if (result.state === 'ERROR') {
      throw new CommandError('unavailable', 'The email could not be sent. Please try again.');
    }
    return { outboxState: result.state };
  },
});

/** Whether the caller asks for a link to their own account's email (what a proxy signup does). */
function asksForOwnEmail(data: unknown, tokenEmail: unknown): boolean {
  const email = (data as { email?: unknown } | null)?.email;
  return (
    typeof email === 'string' &&
    typeof tokenEmail === 'string' &&
    email.trim().toLowerCase() === tokenEmail.toLowerCase()
  );
}

/**
 * Staff checking out for a customer send them a link to choose their password. Decision: callers
 * whose ID token has the custom claim `staff: true` may send it to anyone (the app shows no roles);
 * the checkout's proxy signup runs as the customer's new account, so an account may also send it to
 * its own email, which only ever reaches the account's owner. The claim and the token's email are
 * read here, as the domain Caller carries neither. Signed-out callers get unauthenticated.
 */
export const sendPasswordResetEmail = withDepthGuard(
  onCall({ ...options, enforceAppCheck: appCheckEnforced() }, async (request) => {
    const token = request.auth?.token;
    if (token && token[STAFF_CLAIM] !== true && !asksForOwnEmail(request.data, token.email)) {
      throw new HttpsError('permission-denied', STAFF_ONLY);
    }
    return sendResetEmail.run(request);
  }),
);
