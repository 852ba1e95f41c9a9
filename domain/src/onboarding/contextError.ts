import { fillCopy } from '../copy/fillCopy';
import type { OnboardStateDoc } from '../firestore/documents';
import {
  CLIENT_CANNOT_ONBOARD,
  MISSING_RECORDS_HELP,
  MISSING_RECORDS_TITLE,
  UNKNOWN_CONTEXT_ERROR,
} from './messages';

// The onboarding context error: what is stored when the onboard
// state cannot be loaded, and what the blocking dialog then says.

/** The context error that shows only the 404 graphic, no text. */
export const CONTEXT_ERROR_NOT_FOUND = '404';
/** A failed onboard-state fetch with missing records is stored as this context error. */
export const CONTEXT_ERROR_MISSING_RECORDS = 'missingRecords';

/** The onboard read gives up after this long. */
export const ONBOARD_READ_TIMEOUT_MS = 5000;
/** With no profile after this long, the slow-load message shows. */
export const SLOW_LOAD_AFTER_MS = 10_000;

/** Thrown where onboarding needs a record (profile, project, experience version) that is missing. */
export class MissingRecordsError extends Error {
  readonly code = CONTEXT_ERROR_MISSING_RECORDS;
  constructor(detail: string) {
    super(detail);
    this.name = 'MissingRecordsError';
  }
}

function isMissingRecords(error: unknown): boolean {
  return (
    error instanceof MissingRecordsError ||
    (error !== null &&
      typeof error === 'object' &&
      (error as { code?: unknown }).code === CONTEXT_ERROR_MISSING_RECORDS)
  );
}

/**
 * Missing records show as "missingRecords", others as the error's message.
 * Decision: an error without a message is stored as "unknown".
 */
export function contextErrorFromFailure(error: unknown): string {
  if (isMissingRecords(error)) return CONTEXT_ERROR_MISSING_RECORDS;
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return message?.trim() ? message : 'unknown';
}

export interface ContextErrorDialog {
  /** The "404" graphic, shown instead of any text. */
  showNotFoundGraphic: boolean;
  title: string | null;
  lines: string[];
  /** Every variant has a logout button. */
  showLogout: true;
}

/** The blocking dialog's content for a context error (support email filled in); null when none. */
export function contextErrorDialog(
  contextError: string | null | undefined,
  contact: { email: string },
): ContextErrorDialog | null {
  if (!contextError) return null;
  if (contextError === CONTEXT_ERROR_NOT_FOUND) {
    return { showNotFoundGraphic: true, title: null, lines: [], showLogout: true };
  }
  if (contextError === CONTEXT_ERROR_MISSING_RECORDS) {
    return {
      showNotFoundGraphic: false,
      title: MISSING_RECORDS_TITLE,
      lines: [fillCopy(MISSING_RECORDS_HELP, contact)],
      showLogout: true,
    };
  }
  return {
    showNotFoundGraphic: false,
    title: UNKNOWN_CONTEXT_ERROR,
    // Decision: the "help hint" under the unknown error is the missing-records help line.
    lines: [fillCopy(MISSING_RECORDS_HELP, contact)],
    showLogout: true,
  };
}

/** The staff alert text; decision: the failure's detail, a space, then the suffix. */
export function cannotOnboardAlert(detail: string): string {
  return detail.trim() ? `${detail.trim()} ${CLIENT_CANNOT_ONBOARD}` : CLIENT_CANNOT_ONBOARD;
}

/** Confirm Your Information blocks while unverified and there is no context error. */
export function showsConfirmInformation(
  state: Pick<OnboardStateDoc, 'informationVerified'> | null | undefined,
  contextError: string | null | undefined,
): boolean {
  return !!state && !state.informationVerified && !contextError;
}

/** The slow-load message after 10 seconds with no profile. */
export function showsSlowLoadMessage(elapsedMs: number, hasProfile: boolean): boolean {
  return !hasProfile && elapsedMs >= SLOW_LOAD_AFTER_MS;
}
