import { fillCopy } from '../copy/fillCopy';
import type { PaymentReversalRecord } from '../firestore/documents';
import { formatDollars } from '../money/formatDollars';

// What onboarding says, above every step, to a client whose payment was refunded or disputed:
// the same facts the confirmation page gives, so a client who comes back is not left guessing.

export const REVERSAL_NOTICE_HEADING = 'About your payment';

/** `{amount}` and `{total}` are dollar amounts, `{email}` the support email. */
export const REVERSAL_NOTICE_TEXT: Record<PaymentReversalRecord['kind'], string> = {
  refunded:
    'Your payment of {amount} was refunded and is on its way back to your payment method. Reach out to {email} with any questions.',
  partially_refunded:
    'We refunded {amount} of your {total} payment; it is on its way back to your payment method. Reach out to {email} with any questions.',
  disputed:
    'Your bank has told us your payment of {amount} is disputed, so your project is under review. Reach out to {email} with any questions.',
};

const KINDS = Object.keys(REVERSAL_NOTICE_TEXT) as PaymentReversalRecord['kind'][];

/** A record as the server writes it, or null for anything else a document holds. */
export function paymentReversalRecordOf(value: unknown): PaymentReversalRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, amount, amountCharged } = value as Record<string, unknown>;
  if (!KINDS.includes(kind as PaymentReversalRecord['kind'])) return null;
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(amountCharged)) return null;
  return {
    kind: kind as PaymentReversalRecord['kind'],
    amount: amount as number,
    amountCharged: amountCharged as number,
  };
}

/** The notice for a refunded or disputed payment, or null when there is none. */
export function paymentReversalNotice(value: unknown, supportEmail: string): string | null {
  const record = paymentReversalRecordOf(value);
  if (!record) return null;
  return fillCopy(REVERSAL_NOTICE_TEXT[record.kind], {
    amount: formatDollars(record.amount),
    total: formatDollars(record.amountCharged),
    email: supportEmail,
  });
}
