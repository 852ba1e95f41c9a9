import { useEffect, useRef, useState } from 'react';
import { isPackageKey, type PackageKey } from '@yardwise/domain/catalog/catalog';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { OnboardStateDoc, ProfileDoc } from '@yardwise/domain/firestore/documents';
import {
  cannotOnboardAlert,
  contextErrorFromFailure,
  MissingRecordsError,
} from '@yardwise/domain/onboarding/contextError';
import type { StartOnboardingOutcome } from '@yardwise/domain/onboarding/commands/startOnboarding';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import {
  CLIENT_CANNOT_ONBOARD,
  NO_USER_ID_FOR_ONBOARD_STATE,
  ONBOARD_STATE_FETCH_FAILED,
  PROJECT_FETCH_FAILED,
} from '@yardwise/domain/onboarding/messages';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useLiveDocument } from '@web/data/liveReads';
import { reportError } from '@web/data/errorReporting';

export type OnboardLoad =
  | { kind: 'loading'; hasProfile: boolean }
  /** No profile or no project: the client has nothing to onboard yet. */
  | { kind: 'no-purchase' }
  | { kind: 'failed'; contextError: string }
  | {
      kind: 'ready';
      profile: WithId<ProfileDoc>;
      packageKey: PackageKey;
      state: WithId<OnboardStateDoc>;
    };

function failureDetail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads the onboarding: the profile and the onboard state read live; a missing state is created
 * through startOnboarding once; a missing profile or project sends the client to the packages page.
 * A failure becomes the context error and is reported to staff once.
 */
export function useOnboardLoad(uid: string | null): OnboardLoad {
  const { commands } = useDataLayer();
  const profile = useLiveDocument('profiles', uid);
  const state = useLiveDocument('onboardStates', uid ? onboardStateIdFor(uid) : null);
  const [outcome, setOutcome] = useState<StartOnboardingOutcome | null>(null);
  const [startFailure, setStartFailure] = useState<unknown>(null);
  const started = useRef(false);

  const stateMissing = state.status === 'success' && state.data === null;
  useEffect(() => {
    if (!uid || !stateMissing || started.current) return;
    started.current = true;
    commands.call('startOnboarding', {}).then(
      (result) => setOutcome(result.outcome),
      (error: unknown) => setStartFailure(error),
    );
  }, [commands, uid, stateMissing]);

  const failure = ((): unknown => {
    if (!uid) return new Error(NO_USER_ID_FOR_ONBOARD_STATE);
    if (state.status === 'error') {
      return new Error(fillCopy(ONBOARD_STATE_FETCH_FAILED, { userId: uid }));
    }
    if (profile.status === 'error') return profile.error;
    if (startFailure) {
      return new Error(
        `${fillCopy(PROJECT_FETCH_FAILED, { userId: uid })}: ${failureDetail(startFailure)}`,
      );
    }
    if (state.data && profile.status === 'success') {
      if (!profile.data) return new MissingRecordsError(`No profile for user ${uid}`);
      if (!isPackageKey(profile.data.package)) {
        return new MissingRecordsError(`No package on the profile of user ${uid}`);
      }
    }
    return null;
  })();
  const contextError = failure ? contextErrorFromFailure(failure) : null;
  const detail = failure ? failureDetail(failure) : null;

  const alerted = useRef(false);
  useEffect(() => {
    if (!detail || alerted.current) return;
    alerted.current = true;
    // Logged, reported and alerted, with the suffix monitoring alerts on.
    reportError(new Error(detail), {
      where: 'The onboard state could not be loaded',
      uid,
      alert: CLIENT_CANNOT_ONBOARD,
    });
    commands
      .call('alertCannotOnboard', { detail: cannotOnboardAlert(detail).slice(0, 500) })
      .catch((error: unknown) => reportError(error, { where: 'Alerting staff failed', uid }));
  }, [commands, detail, uid]);

  if (contextError) return { kind: 'failed', contextError };
  if (outcome === 'no-profile' || outcome === 'no-project') return { kind: 'no-purchase' };
  if (profile.data && state.data && isPackageKey(profile.data.package)) {
    return {
      kind: 'ready',
      profile: profile.data,
      packageKey: profile.data.package,
      state: state.data,
    };
  }
  return { kind: 'loading', hasProfile: !!profile.data };
}
