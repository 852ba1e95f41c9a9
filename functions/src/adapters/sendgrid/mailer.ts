import type { Firestore } from 'firebase-admin/firestore';
import type { OutboxEmailDoc } from '@yardwise/domain/firestore/documents';
import { renderEmail, type EmailTemplate } from './emailTemplates';
import type { EmailTransport } from './emailTransport';
import { outboxExpiresAt } from '@yardwise/domain/security/outboxRetention';
import { logError, logInfo } from '../../logs';

// Every email goes through the `outbox` collection (the firestore-send-email model): the document
// is the record of what was sent to whom, with its delivery state and attempts.

export interface OutgoingEmail {
  to: string;
  template: EmailTemplate;
  data: Record<string, unknown>;
}

export interface SendOptions {
  /**
   * The outbox document id. Decision: an email with an id is sent at most once: a second send
   * with the same id finds it SENT (or LOCAL_ONLY) and does nothing, so a retried job cannot
   * email twice. Without an id every send is a new email.
   */
  id?: string;
}

export interface SendResult {
  outboxId: string;
  /** PENDING: another send of this id is in flight (inside its lease); nothing was done. */
  state: OutboxEmailDoc['state'];
  /** Provider attempts so far, this one included. */
  attempts: number;
  /** True when an earlier send already delivered (or kept) this email. */
  duplicate: boolean;
}

export interface Mailer {
  /** Records the email in the outbox and sends it; a provider failure is recorded, not thrown. */
  send(email: OutgoingEmail, options?: SendOptions): Promise<SendResult>;
}

/** A send that started this long ago and never finished (a crash) may be tried again. */
export const OUTBOX_SEND_LEASE_MS = 5 * 60 * 1000;
const MAX_ERROR_LENGTH = 500;
/** gRPC status of a create whose document exists. */
const ALREADY_EXISTS = 6;

export interface OutboxMailerOptions {
  /** null: no provider is configured; emails stay in the outbox as LOCAL_ONLY (the local stand-in). */
  transport: EmailTransport | null;
  /** APP_BASE_URL, for absolute links; null keeps them relative. */
  baseUrl: string | null;
  clock?: () => Date;
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'number' ? `${code} ${message}` : message).slice(0, MAX_ERROR_LENGTH);
}

type Start =
  | { kind: 'finished'; state: OutboxEmailDoc['state']; attempts: number }
  | { kind: 'send'; attempts: number };

export function outboxMailer(db: Firestore, options: OutboxMailerOptions): Mailer {
  const clock = options.clock ?? (() => new Date());
  const outbox = db.collection('outbox');

  return {
    async send(email, sendOptions = {}) {
      const ref = sendOptions.id ? outbox.doc(sendOptions.id) : outbox.doc();
      const startedAt = clock();
      // Claim the send in a transaction, so two senders of one id cannot both reach the provider.
      const start = await db
        .runTransaction(async (tx): Promise<Start> => {
          const existing = (await tx.get(ref)).data() as OutboxEmailDoc | undefined;
          const attempts = existing?.attempts ?? 0;
          if (existing?.state === 'SENT' || existing?.state === 'LOCAL_ONLY') {
            return { kind: 'finished', state: existing.state, attempts };
          }
          const lastAttempt = Date.parse(existing?.lastAttemptAt ?? '');
          if (
            existing?.state === 'PENDING' &&
            startedAt.getTime() - lastAttempt < OUTBOX_SEND_LEASE_MS
          ) {
            return { kind: 'finished', state: 'PENDING', attempts };
          }
          const createdAt = existing?.createdAt ?? startedAt.toISOString();
          const record: OutboxEmailDoc = {
            to: email.to,
            template: email.template,
            data: email.data,
            createdAt,
            expiresAt: outboxExpiresAt(email.template, new Date(createdAt)),
            ...(options.transport
              ? { state: 'PENDING', attempts, lastAttemptAt: startedAt.toISOString() }
              : { state: 'LOCAL_ONLY', attempts }),
          };
          // A first send creates the document: the create fails for all but one of two racing
          // senders, even on an emulator that does not isolate transactions.
          if (existing) tx.set(ref, record);
          else tx.create(ref, record);
          return { kind: 'send', attempts };
        })
        .catch((error: unknown): Start => {
          if ((error as { code?: unknown } | null)?.code !== ALREADY_EXISTS) throw error;
          return { kind: 'finished', state: 'PENDING', attempts: 0 };
        });
      if (start.kind === 'finished') {
        return { outboxId: ref.id, state: start.state, attempts: start.attempts, duplicate: true };
      }

      const rendered = renderEmail(email.template, email.data, { baseUrl: options.baseUrl });
      if (!options.transport) {
        // Not the text: it names the recipient and may hold a sign-in link; the outbox has it.
        logInfo(
          '[local stand-in] SENDGRID_API_KEY is not set: email kept in the outbox, not sent',
          { outboxId: ref.id, template: email.template },
        );
        return { outboxId: ref.id, state: 'LOCAL_ONLY', attempts: 0, duplicate: false };
      }

      const attempts = start.attempts + 1;
      try {
        await options.transport.send({ to: email.to, ...rendered });
      } catch (error) {
        const lastError = errorText(error);
        logError('Sending an email failed; the outbox keeps it as ERROR', {
          outboxId: ref.id,
          template: email.template,
          attempts,
          error: lastError,
        });
        await ref.update({ state: 'ERROR', attempts, lastError });
        return { outboxId: ref.id, state: 'ERROR', attempts, duplicate: false };
      }
      await ref.update({ state: 'SENT', attempts, sentAt: clock().toISOString() });
      return { outboxId: ref.id, state: 'SENT', attempts, duplicate: false };
    },
  };
}
