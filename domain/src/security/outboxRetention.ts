import { PASSWORD_RESET_TEMPLATE } from '../account/passwordReset';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A password-reset link is of no use after its hour, and must not lie around: two days. */
export const PASSWORD_RESET_KEPT_MS = 2 * DAY_MS;
/** Other emails stay long enough for support to see what was sent and whether it went. */
export const OUTBOX_KEPT_MS = 30 * DAY_MS;

/**
 * When the outbox may forget an email (its `expiresAt`, which Firestore's TTL policy on the
 * outbox removes): the addresses, links and text in it are kept no longer than they are needed.
 */
export function outboxExpiresAt(template: string, createdAt: Date): Date {
  const kept = template === PASSWORD_RESET_TEMPLATE ? PASSWORD_RESET_KEPT_MS : OUTBOX_KEPT_MS;
  return new Date(createdAt.getTime() + kept);
}
