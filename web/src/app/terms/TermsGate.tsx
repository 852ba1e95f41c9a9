import type { ReactNode } from 'react';
import { hasAcceptedCurrentTerms } from '@yardwise/domain/commands/acceptTerms';
import { LiveData, useLiveDocument } from '../../data/liveReads';
import { PageLoader } from '../../ui/PageLoader';
import { TermsUpdatePage } from './TermsUpdatePage';
import { reportError } from '../../data/errorReporting';

function TermsCheck({ uid, children }: { uid: string; children: ReactNode }) {
  const agreement = useLiveDocument('termsAgreements', uid);
  if (agreement.status === 'loading') return <PageLoader label="Loading your account…" />;
  if (agreement.status === 'error') {
    // Decision: a failed read must not lock a client out of their project; the terms ask again later.
    reportError(agreement.error, { where: 'Reading the terms agreement failed', uid });
    return children;
  }
  // The agreement is read live: once accepted, the page behind it opens without a reload.
  return hasAcceptedCurrentTerms(agreement.data) ? children : <TermsUpdatePage />;
}

/** checkout §2: a signed-in user who has not accepted the current terms sees the terms page first. */
export function TermsGate({ uid, children }: { uid: string; children: ReactNode }) {
  return (
    <LiveData>
      <TermsCheck uid={uid}>{children}</TermsCheck>
    </LiveData>
  );
}
