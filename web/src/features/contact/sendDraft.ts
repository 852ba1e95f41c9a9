import { isRequestId } from '@yardwise/domain/contact/requestId';
import { readDraft, removeDraft, writeDraft } from '@web/ui/sessionDraft';

// A message being written survives a reload of the tab, with the id of its sending attempt: a
// send retried after a reload is still the same request, so the team gets one email.

export interface SendDraft<T> {
  requestId: string;
  values: T;
}

function parsedDraft(key: string): { requestId?: unknown; values?: unknown } | null {
  try {
    return JSON.parse(readDraft(key) ?? 'null') as { requestId?: unknown; values?: unknown } | null;
  } catch {
    return null;
  }
}

/** The saved draft under `key`, each saved value kept only when `parse` takes it. */
export function readSendDraft<T>(key: string, parse: (saved: unknown) => T): SendDraft<T> {
  const saved = parsedDraft(key);
  return {
    requestId: isRequestId(saved?.requestId) ? saved.requestId : crypto.randomUUID(),
    values: parse(saved?.values),
  };
}

export function writeSendDraft<T>(key: string, draft: SendDraft<T>): void {
  writeDraft(key, JSON.stringify(draft));
}

export const clearSendDraft = removeDraft;

/** A string a draft saved under `name`, or ''. */
export function savedText(values: unknown, name: string): string {
  const value = (values as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}
