import { fillCopy } from '../copy/fillCopy';
import {
  HELP_BODY_TOO_LONG,
  HELP_BODY_TOO_SHORT,
  HELP_FAILURE,
  HELP_RATE_LIMITED_CONTACT,
  HELP_SUCCESS,
  HELP_TYPE_LABELS,
  HELP_TYPE_REQUIRED,
} from './messages';

// The "Talk to us" help form: help types, body limits, the repeat window, the email to support
// and the dialog's states.

export const HELP_TYPE_KEYS = ['design', 'technical', 'timeline', 'other'] as const;
export type HelpType = (typeof HELP_TYPE_KEYS)[number];

/** Options in display order. */
export const HELP_TYPES: readonly { value: HelpType; label: string }[] = HELP_TYPE_KEYS.map(
  (value) => ({ value, label: HELP_TYPE_LABELS[value] }),
);

export function isHelpType(value: unknown): value is HelpType {
  return (HELP_TYPE_KEYS as readonly unknown[]).includes(value);
}

/** The body must have at least this many characters once trimmed. */
export const HELP_BODY_MIN_LENGTH = 5;
// Decision: a help message is at most 5,000 characters, a long email.
export const HELP_BODY_MAX_LENGTH = 5000;
/** The outbox template of a "Talk to us" message to the support team. */
export const ONBOARD_HELP_TEMPLATE = 'onboard-help';

/** sendOnboardHelpEmail answers with this number when the email went out. */
export const HELP_SUCCESS_REPLY = 202;

/**
 * Decision: the same caller sending the same help message again within this time of the first (a
 * double click, a retried request) gets the first one's answer, and support gets one email.
 * Counted from the first request, so a message sent again later is a new email.
 */
export const HELP_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/** What makes two help requests the same one: the caller and what support would read. */
export function helpRequestKey(
  uid: string,
  request: Pick<HelpEmailPayload, 'helpType' | 'firstName' | 'lastName' | 'body'>,
): string {
  const { helpType, firstName, lastName, body } = request;
  return JSON.stringify([uid, helpType, firstName, lastName, body.trim()]);
}

/**
 * Whether a request first made at `firstAt` (ISO) still answers for the same one made at `now`.
 * A `now` before `firstAt` (another server's clock running behind) counts as within the window.
 */
export function isHelpRepeat(firstAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(firstAt) < HELP_REPEAT_WINDOW_MS;
}

export interface HelpFormValues {
  helpType: HelpType | '';
  body: string;
}

export interface HelpFormCheck {
  helpType: string | null;
  body: string | null;
  /** Send is disabled unless both are fine. */
  canSend: boolean;
}

export function checkHelpForm(values: HelpFormValues): HelpFormCheck {
  const helpType = isHelpType(values.helpType) ? null : HELP_TYPE_REQUIRED;
  const length = values.body.trim().length;
  const body =
    length < HELP_BODY_MIN_LENGTH
      ? HELP_BODY_TOO_SHORT
      : values.body.length > HELP_BODY_MAX_LENGTH
        ? HELP_BODY_TOO_LONG
        : null;
  return { helpType, body, canSend: helpType === null && body === null };
}

/** The callable's payload; the body is sent trimmed. */
export interface HelpEmailPayload {
  helpType: HelpType;
  emailAddress: string;
  firstName: string;
  lastName: string;
  body: string;
}

export function helpEmailPayload(
  values: { helpType: HelpType; body: string },
  sender: { email: string; firstName?: string; lastName?: string },
): HelpEmailPayload {
  return {
    helpType: values.helpType,
    emailAddress: sender.email,
    firstName: sender.firstName ?? '',
    lastName: sender.lastName ?? '',
    body: values.body.trim(),
  };
}

export type HelpDialogState = 'form' | 'success' | 'failure';
export type HelpDialogEvent =
  { type: 'replied'; data: unknown } | { type: 'threw' } | { type: 'closed' };

/** Success only when the reply data equals 202; any other reply or an exception is a failure. */
export function helpDialogReducer(state: HelpDialogState, event: HelpDialogEvent): HelpDialogState {
  switch (event.type) {
    case 'replied':
      return event.data === HELP_SUCCESS_REPLY ? 'success' : 'failure';
    case 'threw':
      return 'failure';
    case 'closed':
      return 'form';
  }
}

/** The text the dialog shows after sending; nothing while the form shows. */
export function helpDialogMessage(state: HelpDialogState, supportEmail: string): string | null {
  if (state === 'success') return HELP_SUCCESS;
  if (state === 'failure') return fillCopy(HELP_FAILURE, { email: supportEmail });
  return null;
}

/**
 * A send refused for too many messages: the wait the server gave, then the support address to
 * write to meanwhile, so the client is not left waiting up to an hour with no way to reach us.
 */
export function helpRateLimitMessage(waitMessage: string, supportEmail: string): string {
  return `${waitMessage} ${fillCopy(HELP_RATE_LIMITED_CONTACT, { email: supportEmail })}`;
}
