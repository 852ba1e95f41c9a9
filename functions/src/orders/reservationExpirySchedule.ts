import { onSchedule } from 'firebase-functions/v2/scheduler';
import { getDb } from '../admin';
import { paymentGateway } from '../adapters/stripe/selectPaymentGateway';
import { STRIPE_SECRET_KEY } from '../config';
import { runReservationExpiryJob } from './reservationExpiryJob';

/**
 * Every hour, cancels the checkouts whose limited-code reservation expired (24 hours without a
 * change) and frees the code. Decision: no retries of a failed run; the next run picks it up.
 */
export const expireCodeReservations = onSchedule(
  {
    schedule: 'every 60 minutes',
    timeoutSeconds: 300,
    retryCount: 0,
    secrets: [STRIPE_SECRET_KEY],
  },
  async () => {
    const db = await getDb();
    await runReservationExpiryJob(db, paymentGateway(db), new Date());
  },
);
