import type { RenderedEmail } from './emailTemplates';

/** Hands one rendered email to a provider; throws when the provider did not accept it. */
export interface EmailTransport {
  send(message: RenderedEmail & { to: string }): Promise<void>;
}

/** SendGrid answers within this, or the attempt counts as failed (the outbox keeps it). */
export const SENDGRID_TIMEOUT_MS = 10_000;

/**
 * The real transport: SendGrid's SDK, imported on first send so functions that never email do
 * not load it at cold start.
 */
export function sendgridTransport(apiKey: string, from: string): EmailTransport {
  return {
    async send(message) {
      const { default: mail } = await import('@sendgrid/mail');
      mail.setApiKey(apiKey);
      mail.setTimeout(SENDGRID_TIMEOUT_MS);
      await mail.send({
        to: message.to,
        from,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

/** A key without a sender: every attempt fails with this reason, recorded in the outbox. */
export function misconfiguredTransport(reason: string): EmailTransport {
  return {
    async send() {
      throw new Error(reason);
    },
  };
}
