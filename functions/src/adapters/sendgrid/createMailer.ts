import type { Firestore } from 'firebase-admin/firestore';
import { APP_BASE_URL, configuredValue, SENDGRID_API_KEY, SENDGRID_FROM_EMAIL } from '../../config';
import { misconfiguredTransport, sendgridTransport } from './emailTransport';
import { outboxMailer, type Mailer } from './mailer';

/**
 * SendGrid when SENDGRID_API_KEY is configured; otherwise the local stand-in: the email stays in
 * the outbox as LOCAL_ONLY and its text is logged. A key without SENDGRID_FROM_EMAIL fails every
 * send with that reason (recorded in the outbox) rather than sending from a made-up address.
 */
export function createMailer(db: Firestore): Mailer {
  const apiKey = configuredValue(SENDGRID_API_KEY);
  const from = configuredValue(SENDGRID_FROM_EMAIL);
  const transport = !apiKey
    ? null
    : from
      ? sendgridTransport(apiKey, from)
      : misconfiguredTransport('SENDGRID_FROM_EMAIL is not set');
  return outboxMailer(db, { transport, baseUrl: configuredValue(APP_BASE_URL) });
}
