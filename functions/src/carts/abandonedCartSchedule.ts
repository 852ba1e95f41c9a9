import { onSchedule } from 'firebase-functions/v2/scheduler';
import { getDb } from '../admin';
import { createMailer } from '../adapters/sendgrid/createMailer';
import { SENDGRID_API_KEY } from '../config';
import { runAbandonedCartJob } from './abandonedCartJob';

/**
 * Every 15 minutes, emails the carts idle for 2 hours (runAbandonedCartJob). Decision: 5 minutes
 * of runtime and no retries of a failed run: the next run, 15 minutes later, picks up what is left.
 */
export const abandonedCartEmails = onSchedule(
  {
    schedule: 'every 15 minutes',
    timeoutSeconds: 300,
    retryCount: 0,
    secrets: [SENDGRID_API_KEY],
  },
  async () => {
    const db = await getDb();
    await runAbandonedCartJob(db, new Date(), createMailer(db));
  },
);
