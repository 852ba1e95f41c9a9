import { vi } from 'vitest';
import mail from '@sendgrid/mail';
import type { OutboxEmailDoc } from '@yardwise/domain/firestore/documents';
import { getDb } from '../admin';

/** SendGrid's send, faked for every functions test (testing/setupFakes.ts): accepts by default. */
export const sendgridSend = vi.mocked(mail.send);

/** What SendGrid answers when it accepts a message. */
export const SENDGRID_ACCEPTED: Awaited<ReturnType<typeof mail.send>> = [
  { statusCode: 202, body: {}, headers: {} },
  {},
];

export interface SentMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The messages handed to SendGrid, oldest first. */
export const sentMessages = () =>
  sendgridSend.mock.calls.map(([message]) => message as SentMessage);

/** With a key and a sender the functions send through SendGrid; without, they keep emails local. */
export function configureSendGrid() {
  process.env.SENDGRID_API_KEY = 'SG.test';
  process.env.SENDGRID_FROM_EMAIL = 'hello@yard.example';
}

export function unconfigureSendGrid() {
  delete process.env.SENDGRID_API_KEY;
  delete process.env.SENDGRID_FROM_EMAIL;
}

/** Every email in the outbox collection. */
export async function outbox(): Promise<OutboxEmailDoc[]> {
  const db = await getDb();
  return (await db.collection('outbox').get()).docs.map((doc) => doc.data() as OutboxEmailDoc);
}

/** Every email in the outbox collection, with its document id. */
export async function outboxWithIds(): Promise<(OutboxEmailDoc & { id: string })[]> {
  const db = await getDb();
  return (await db.collection('outbox').get()).docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as OutboxEmailDoc),
  }));
}
