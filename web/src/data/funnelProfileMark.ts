import type { VersionId } from '@yardwise/domain/funnel/versions';

// The funnel marks a visitor whose design profile it opened, so the checkout looks for funnel
// answers only then: a visitor who never took the quiz gets no profile made (and no wait) on load.
const markKey = (uid: string, versionId: VersionId) => `yardwise.funnelProfile.${uid}.${versionId}`;

export function markFunnelProfile(uid: string, versionId: VersionId): void {
  try {
    window.localStorage.setItem(markKey(uid, versionId), '1');
  } catch {
    // Without storage the checkout simply asks again for what the funnel was told.
  }
}

export function hasFunnelProfile(uid: string, versionId: VersionId): boolean {
  try {
    return window.localStorage.getItem(markKey(uid, versionId)) === '1';
  } catch {
    return false;
  }
}
