import { isPackageKey, type PackageKey } from '../../catalog/catalog';
import { onboardStateIdFor } from '../../checkout/fulfilmentPlan';
import type { DocStore } from '../../commands/docStore';
import { CommandError } from '../../commands/commandError';
import type { WithId } from '../../firestore/collections';
import type { MediaDoc, OnboardStateDoc, YardName } from '../../firestore/documents';
import { keepRemoveStatusOf, uploadStatusOf } from '../completeness';
import { migrateOnboardState } from '../legacyStatus';
import { countYardMedia, parseYardMediaVariant, yardMediaVariant } from '../media';
import { setYardStepStatus, type StateChange } from '../onboardState';
import { packageStepOptionsOf, type PackageStepOptions } from '../packageSteps';
import { YARD_NOT_ACTIVE } from '../messages';
import { PROJECT_SUBMITTED_READ_ONLY } from '../../laterSteps/startProject/messages';

// What every onboarding command starts from: the caller's own onboard state and package, read in
// the command's transaction. There is no way to name another client's state.

export const ONBOARDING_NOT_STARTED =
  'Your onboarding has not started yet. Please reload the page.';
export const PACKAGE_UNKNOWN =
  'We could not find the package you bought. Please message us using the help button.';

export interface OwnOnboardState {
  id: string;
  state: OnboardStateDoc;
  packageKey: PackageKey;
  /** What the client's purchase adds to the package's steps (an exterior upgrade). */
  stepOptions: PackageStepOptions;
}

/**
 * Every onboarding command that changes the client's answers starts here, so this is where a
 * submitted project becomes read-only: only the submission itself reads a submitted state.
 */
export async function readOwnOnboardState(
  store: DocStore,
  uid: string,
  options: { submitted?: 'allow' } = {},
): Promise<OwnOnboardState> {
  const id = onboardStateIdFor(uid);
  const stored = await store.get('onboardStates', id);
  if (!stored || stored.userId !== uid) {
    throw new CommandError('failed-precondition', ONBOARDING_NOT_STARTED);
  }
  if (stored.submission && options.submitted !== 'allow') {
    throw new CommandError('failed-precondition', PROJECT_SUBMITTED_READ_ONLY);
  }
  const profile = await store.get('profiles', uid);
  if (!isPackageKey(profile?.package))
    throw new CommandError('failed-precondition', PACKAGE_UNKNOWN);
  return {
    id,
    state: migrateOnboardState(stored).state,
    packageKey: profile.package,
    stepOptions: packageStepOptionsOf(profile),
  };
}

export function requireActiveYard(state: OnboardStateDoc, yard: YardName): void {
  if (!state.yardsStatusObj[yard]) throw new CommandError('failed-precondition', YARD_NOT_ACTIVE);
}

/** Writes the state when a transition changed it; returns the state either way. */
export async function saveChange(
  store: DocStore,
  own: OwnOnboardState,
  change: StateChange,
): Promise<OnboardStateDoc> {
  if (change.changed) await store.set('onboardStates', own.id, change.state);
  return change.state;
}

/** The caller's media of this project: what upload and keep/remove statuses are computed from. */
export function ownProjectMedia(
  store: DocStore,
  uid: string,
  projectId: string,
): Promise<WithId<MediaDoc>[]> {
  return store.query('media', { userId: uid, projectId });
}

/**
 * The yard's upload and keep/remove statuses as its media make them. Decision: the
 * server computes both from the stored media, so a client cannot mark a yard complete; a
 * keep/remove status stays NOT_STARTED until the client has worked on that step, i.e. left its
 * page through its button or saved a keep/remove comment (`keepRemoveWorkedOn` says this is that
 * moment). Computing it on each saved comment keeps the card right however the client leaves.
 */
export function withMediaStatuses(
  state: OnboardStateDoc,
  yard: YardName,
  media: readonly MediaDoc[],
  options: { keepRemoveWorkedOn?: boolean } = {},
): StateChange {
  const current = state.yardsStatusObj[yard];
  if (!current) return { state, changed: false };
  const yardMedia = media.filter((doc) => parseYardMediaVariant(doc.variant)?.yard === yard);
  const upload = uploadStatusOf(yard, countYardMedia(yardMedia, yard), current.isSloped);
  const uploadChange = setYardStepStatus(state, yard, 'upload', upload);
  if (current.keepRemove === 'NOT_STARTED' && !options.keepRemoveWorkedOn) return uploadChange;
  const ofVariant = (kind: 'keep' | 'remove') =>
    yardMedia.filter((doc) => doc.variant === yardMediaVariant(yard, kind));
  const keepRemove = keepRemoveStatusOf(ofVariant('keep'), ofVariant('remove'));
  const both = setYardStepStatus(uploadChange.state, yard, 'keepRemove', keepRemove);
  return { state: both.state, changed: uploadChange.changed || both.changed };
}
