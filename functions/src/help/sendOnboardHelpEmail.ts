import { CommandError } from '@yardwise/domain/commands/commandError';
import { HELP_SUCCESS_REPLY } from '@yardwise/domain/forms/help';
import { sendOnboardHelpEmailInput } from '@yardwise/domain/forms/schemas';
import { createMailer } from '../adapters/sendgrid/createMailer';
import { ONBOARD_HELP_TEMPLATE } from '@yardwise/domain/forms/help';
import { callableCommand } from '../commands/callableCommand';
import { SENDGRID_API_KEY, serverBrand } from '../config';
import { logInfo, logWarning } from '../logs';
import { enforceRateLimit } from '../security/rateLimiter';

/**
 * onboarding §4, §7: the "Talk to us" form, emailed to the support address through the outbox.
 * Answers 202 (what the dialog counts as success) once the email is sent, or kept in the outbox
 * by the local stand-in; a send the provider refused is 'unavailable', which the dialog shows as
 * its failure text. The reply address is the caller's account email, never the payload's
 * emailAddress, so nobody can make support answer a stranger (see sendOnboardHelpEmailInput).
 * Rate-limited per user (RATE_LIMITS): each call emails staff.
 */
export const sendOnboardHelpEmail = callableCommand({
  name: 'sendOnboardHelpEmail',
  access: 'account',
  input: sendOnboardHelpEmailInput,
  options: { secrets: [SENDGRID_API_KEY] },
  async handler({ caller, input, db, now }): Promise<number> {
    await enforceRateLimit(db, 'sendOnboardHelpEmail', caller.uid, now);
    const result = await createMailer(db).send({
      to: serverBrand().supportEmail,
      template: ONBOARD_HELP_TEMPLATE,
      data: {
        helpType: input.helpType,
        firstName: input.firstName,
        lastName: input.lastName,
        body: input.body.trim(),
        // An 'account' caller always has an email (authorize checks it).
        replyTo: caller.email ?? '',
        userId: caller.uid,
      },
    });
    if (result.state !== 'SENT' && result.state !== 'LOCAL_ONLY') {
      logWarning('A help email could not be sent; the client was shown the failure', {
        uid: caller.uid,
        outboxId: result.outboxId,
      });
      throw new CommandError('unavailable', 'The email could not be sent. Please try again.');
    }
    if (result.state === 'LOCAL_ONLY') {
      logInfo('[local stand-in] Help email kept in the outbox; support was not emailed', {
        uid: caller.uid,
        outboxId: result.outboxId,
      });
    }
    return HELP_SUCCESS_REPLY;
  },
});
