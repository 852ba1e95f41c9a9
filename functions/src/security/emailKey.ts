import { createHash } from 'node:crypto';
import { trackingEmail } from '@yardwise/domain/funnel/email';

/** An email address as a key (a rate-limit counter's, a seen-record's): hashed, never stored plain. */
export function emailKey(email: string): string {
  return createHash('sha256').update(trackingEmail(email)).digest('hex');
}
