// Text a client typed but has not sent yet survives a reload of the tab: it is kept in
// sessionStorage until it is saved or dropped. Storage may be unavailable (private mode, quota);
// the form then works as before and only loses the reload safety net.

export function readDraft(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, text: string): void {
  try {
    window.sessionStorage.setItem(key, text);
  } catch {
    // Without storage the draft lives only in the form.
  }
}

export function removeDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to remove without storage.
  }
}
