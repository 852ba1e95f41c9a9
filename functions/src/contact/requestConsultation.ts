import { CommandError } from '@yardwise/domain/commands/commandError';
import {
  CONSULTATION_REQUEST_TEMPLATE,
  requestConsultationInput,
} from '@yardwise/domain/contact/consultation';
import { createMailer } from '../adapters/sendgrid/createMailer';
import { callableCommand } from '../commands/callableCommand';
import { SENDGRID_API_KEY, serverBrand } from '../config';
import { logInfo, logWarning } from '../logs';
import { enforceRateLimit } from '../security/rateLimiter';
import { answeredBefore, requestOutboxId } from './requestOutbox';

/**
 * A design-consultation request from the consultation page, open to anonymous visitors: emailed
 * to the design team (the support address) through the outbox, with the address the visitor gave
 * to reply to. Decision: nothing is emailed to that address, so no visitor can make us email a
 * stranger; the page confirms on screen and the team replies. Rate-limited per visitor; the same
 * requestId again emails no one twice and takes no token.
 */
export const requestConsultation = callableCommand({
  name: 'requestConsultation',
  access: 'visitor',
  input: requestConsultationInput,
  options: { secrets: [SENDGRID_API_KEY] },
  async handler({ caller, input, db, now }): Promise<{ sent: true }> {
    const outboxId = requestOutboxId(CONSULTATION_REQUEST_TEMPLATE, caller.uid, input.requestId);
    if (!(await answeredBefore(db, outboxId, now))) {
      await enforceRateLimit(db, 'requestConsultation', caller.uid, now);
    }
    const result = await createMailer(db).send(
      {
        to: serverBrand().supportEmail,
        template: CONSULTATION_REQUEST_TEMPLATE,
        data: {
          name: input.name.trim(),
          email: input.email,
          phone: input.phone ?? '',
          message: input.message.trim(),
          userId: caller.uid,
        },
      },
      { id: outboxId },
    );
    if (result.state === 'ERROR') {
      logWarning('A consultation request could not be emailed; the visitor was shown the failure', {
        uid: caller.uid,
        outboxId: result.outboxId,
      });
      throw new CommandError('unavailable', 'The email could not be sent. Please try again.');
    }
    if (result.state === 'LOCAL_ONLY' && !result.duplicate) {
      logInfo(
        '[local stand-in] Consultation request kept in the outbox; the team was not emailed',
        {
          uid: caller.uid,
          outboxId: result.outboxId,
        },
      );
    }
    return { sent: true };
  },
});
