import { lazy, Suspense, type ReactNode } from 'react';
import {
  hasAcceptedCurrentTerms,
  profileShowsCurrentTerms,
} from '@yardwise/domain/terms/currentTerms';
import { LiveData, useLiveDocument } from '@web/data/liveReads';
import { PageLoader } from '@web/ui/PageLoader';
import { reportError } from '@web/data/errorReporting';

const LOADING_LABEL = 'Loading your account…';

// Most clients have accepted the current terms: the update page downloads only when needed.
const TermsUpdatePage = lazy(() =>
  import('./TermsUpdatePage').then((module) => ({ default: module.TermsUpdatePage })),
);

function TermsCheck({ uid, children }: { uid: string; children: ReactNode }) {
  // The profile is the onboarding shell's own read (one listener for both), and it carries the
  // agreement once the client has accepted with a profile: then nothing else is read.
  const profile = useLiveDocument('profiles', uid);
  const onProfile = profile.status === 'success' && profileShowsCurrentTerms(profile.data);
  // Without a profile, or with one from before it carried the agreement (or a failed read), the
  // agreement record decides.
  const agreement = useLiveDocument(
    'termsAgreements',
    profile.status === 'loading' || onProfile ? null : uid,
  );
  if (profile.status === 'loading') return <PageLoader label={LOADING_LABEL} />;
  if (onProfile) return children;
  if (agreement.status === 'loading') return <PageLoader label={LOADING_LABEL} />;
  if (agreement.status === 'error') {
    // Decision: a failed read must not lock a client out of their project; the terms ask again later.
    reportError(agreement.error, { where: 'Reading the terms agreement failed', uid });
    return children;
  }
  // Both reads are live: once accepted, the page behind them opens without a reload.
  if (hasAcceptedCurrentTerms(agreement.data)) return children;
  return (
    <Suspense fallback={<PageLoader label={LOADING_LABEL} />}>
      <TermsUpdatePage />
    </Suspense>
  );
}

/** A signed-in user who has not accepted the current terms sees the terms page first. */
export function TermsGate({ uid, children }: { uid: string; children: ReactNode }) {
  return (
    <LiveData>
      <TermsCheck uid={uid}>{children}</TermsCheck>
    </LiveData>
  );
}
