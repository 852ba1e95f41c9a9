import { ADD_ON_IDS } from '../../catalog/catalog';
import { fillCopy } from '../../copy/fillCopy';
import type { OrderDoc } from '../../firestore/commerceDocuments';
import type { OnboardStateDoc, ProjectSubmission } from '../../firestore/documents';
import {
  firstDesignDue,
  formatDueDay,
  formatLongDate,
  turnaroundDays,
  type Turnaround,
} from './firstDesign';
import { STATUS_IN_PROGRESS, STATUS_SUBMITTED } from './messages';

// The submission record and what it says to the client.

/** Whether one of the client's paid orders carries expedited service. */
export function boughtExpedited(orders: readonly Pick<OrderDoc, 'status' | 'addOnIds'>[]): boolean {
  return orders.some(
    (order) => order.status === 'paid' && order.addOnIds.includes(ADD_ON_IDS.expedited),
  );
}

/** What submitting now records: when, and the day the first design is expected. */
export function newSubmission(
  now: Date,
  turnaround: Turnaround,
  expedited: boolean,
): ProjectSubmission {
  const days = turnaroundDays(turnaround, expedited);
  return {
    submittedAt: now.toISOString(),
    firstDesignDue: firstDesignDue(now, days),
    expedited,
    turnaroundBusinessDays: days,
  };
}

export function isSubmitted(state: Pick<OnboardStateDoc, 'submission'>): boolean {
  return state.submission !== undefined;
}

/** My Yard's line about the project: in progress, or when it was submitted and the design is due. */
export function projectStatusText(
  state: Pick<OnboardStateDoc, 'submission'>,
  timeZone?: string,
): string {
  const { submission } = state;
  if (!submission) return STATUS_IN_PROGRESS;
  return fillCopy(STATUS_SUBMITTED, {
    submitted: formatLongDate(submission.submittedAt, timeZone),
    due: formatDueDay(submission.firstDesignDue),
  });
}
