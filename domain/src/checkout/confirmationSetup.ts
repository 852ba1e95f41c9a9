import { fillCopy } from '../copy/fillCopy';
import type { PaymentHeldRecord, PaymentReversalRecord } from '../firestore/documents';
import { formatDollars } from '../money/formatDollars';
import { DESIGN_FEEDBACK_PATH } from '../routes/paths';
import { CONFIRMATION_TEXT } from './messages';

/** The fallback message appears after 10 seconds without a finished setup. */
export const CONFIRMATION_FALLBACK_MS = 10_000;

/**
 * The flags of the order-status record (newPackageOrderStatuses). Decision: a flag that is absent
 * has not been reported yet; false means creating that document failed.
 */
export interface OrderSetupFlags {
  profileDocCreated?: boolean;
  projectDocCreated?: boolean;
  /** The payment fell short of the order: nothing is set up until staff settle it. */
  paymentHeld?: PaymentHeldRecord;
  /** The payment was refunded or disputed: the page says so instead of the setup's progress. */
  paymentReversal?: PaymentReversalRecord;
}

const REVERSAL_TEXT: Record<PaymentReversalRecord['kind'], string> = {
  refunded: CONFIRMATION_TEXT.refunded,
  partially_refunded: CONFIRMATION_TEXT.partiallyRefunded,
  disputed: CONFIRMATION_TEXT.disputed,
};

/** A path in one of the dashboard experiences: v1 for the design tracker, v2 for onboarding. */
export interface ExperiencePath {
  experience: 'v1' | 'v2';
  path: string;
}

/** The feedback page is ours: the legacy tracker/finalize page is not served by this product. */
export const FEEDBACK_TARGET: ExperiencePath = {
  experience: 'v2',
  path: DESIGN_FEEDBACK_PATH.slice(1),
};
export const DASHBOARD_TARGET: ExperiencePath = { experience: 'v2', path: 'onboard' };

export type ConfirmationAction =
  | { kind: 'button'; label: string; target: ExperiencePath }
  | { kind: 'spinner'; text: string }
  | { kind: 'fallback'; text: string };

export interface ConfirmationSetupView {
  action: ConfirmationAction;
  /** Show 'Your account may not be set up if you leave' when the customer tries to leave. */
  warnOnLeave: boolean;
}

export interface ConfirmationSetupInput {
  isAdditionalRevision: boolean;
  /** The latest order-status record, or null while none (or an empty one) has arrived. */
  setup: OrderSetupFlags | null;
  /** Time since the confirmation page started waiting. */
  elapsedMs: number;
  /** Fills `{email}` of the fallback message. */
  supportEmail: string;
}

/**
 * The bottom of the confirmation page: the feedback button for an additional
 * revision; otherwise a spinner while setup runs ('finishing touches' once either document
 * exists), the dashboard button when both exist, and the fallback message after 10 s or when a
 * flag is false. Decisions: the fallback also ends a half-finished setup at 10 s; a setup that
 * finishes after the fallback still shows the dashboard button; the leave warning shows only while
 * the spinner does, since the fallback already tells the customer an email will follow. A held
 * payment (short of the order) says so instead of any of these: nothing is set up for it; so does
 * a refunded or disputed one, first of all.
 */
export function confirmationSetupView(input: ConfirmationSetupInput): ConfirmationSetupView {
  const reversal = input.setup?.paymentReversal;
  if (reversal) {
    const text = fillCopy(REVERSAL_TEXT[reversal.kind], {
      amount: formatDollars(reversal.amount),
      total: formatDollars(reversal.amountCharged),
      email: input.supportEmail,
    });
    return { action: { kind: 'fallback', text }, warnOnLeave: false };
  }
  const held = input.setup?.paymentHeld;
  if (held) {
    const text = fillCopy(CONFIRMATION_TEXT.paymentHeld, {
      received: formatDollars(held.amountReceived),
      total: formatDollars(held.orderTotal),
      email: input.supportEmail,
    });
    return { action: { kind: 'fallback', text }, warnOnLeave: false };
  }
  if (input.isAdditionalRevision) {
    return {
      action: { kind: 'button', label: CONFIRMATION_TEXT.feedbackButton, target: FEEDBACK_TARGET },
      warnOnLeave: false,
    };
  }
  const profile = input.setup?.profileDocCreated;
  const project = input.setup?.projectDocCreated;
  if (profile === true && project === true) {
    return {
      action: {
        kind: 'button',
        label: CONFIRMATION_TEXT.dashboardButton,
        target: DASHBOARD_TARGET,
      },
      warnOnLeave: false,
    };
  }
  if (profile === false || project === false || input.elapsedMs >= CONFIRMATION_FALLBACK_MS) {
    return {
      action: {
        kind: 'fallback',
        text: fillCopy(CONFIRMATION_TEXT.fallback, { email: input.supportEmail }),
      },
      warnOnLeave: false,
    };
  }
  const text =
    profile === true || project === true
      ? CONFIRMATION_TEXT.finishingTouches
      : CONFIRMATION_TEXT.settingUp;
  return { action: { kind: 'spinner', text }, warnOnLeave: true };
}
