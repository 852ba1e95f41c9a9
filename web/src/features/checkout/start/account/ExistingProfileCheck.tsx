import { useEffect } from 'react';
import { useLiveDocument } from '@web/data/liveReads';
import { reportError } from '@web/data/errorReporting';

/**
 * Reads whether a user who just logged in has a profile (made when a package is bought) and reports
 * it once. On error the check answers false.
 */
export function ExistingProfileCheck({
  uid,
  onChecked,
}: {
  uid: string;
  onChecked(hasExistingProfile: boolean): void;
}) {
  const profile = useLiveDocument('profiles', uid);
  const answer =
    profile.status === 'success' ? profile.data != null : profile.status === 'error' ? false : null;
  useEffect(() => {
    if (profile.status === 'error') {
      reportError(profile.error, { where: 'Checking for a profile failed', uid });
    }
    if (answer !== null) onChecked(answer);
  }, [answer, onChecked, profile.status, profile.error, uid]);
  return null;
}
