import type { DesignProfileDoc } from '../firestore/documents';
import { DESIGN_PROFILE_ID_REQUIRED } from './messages';
import { FUNNEL_STEP_KEYS, type FunnelStepKey } from './steps';
import { resolveStep, type VersionId } from './versions';

/** Design profile updates are debounced this long. */
export const DESIGN_PROFILE_UPDATE_DEBOUNCE_MS = 750;

export interface NewDesignProfileInput {
  userId: string;
  versionId: VersionId;
  isTestAccount: boolean;
}

/**
 * A design profile is fetched by userId and versionId. Decision: one profile per user
 * and version, with this id, so the fetch is a single read and a repeated create finds the first.
 * Version ids hold no '_' (v1-v12), so the id never belongs to two users.
 */
export function designProfileIdFor(userId: string, versionId: VersionId): string {
  return `${userId}_${versionId}`;
}

/** A new profile starts not purchased, no cart email sent, step 0, empty email and questions. */
export function newDesignProfile(input: NewDesignProfileInput): DesignProfileDoc {
  return {
    userId: input.userId,
    versionId: input.versionId,
    isTestAccount: input.isTestAccount,
    purchased: false,
    abandonedCartEmailSent: false,
    packagePurchased: null,
    step: 0,
    contactInformation: { email: '' },
    questions: [],
  };
}

/** An update needs the profile id; the error says so. */
export function requireDesignProfileId(id: string | null | undefined): string {
  if (typeof id !== 'string' || id.trim() === '') throw new Error(DESIGN_PROFILE_ID_REQUIRED);
  return id;
}

/**
 * Decision: a design profile's step is the step's index in the full-funnel order (FUNNEL_STEP_KEYS),
 * so the number means the same in every version; 0 is the landing page.
 */
export function designProfileStepNumber(step: FunnelStepKey): number {
  return FUNNEL_STEP_KEYS.indexOf(step);
}

/** Where a returning visitor resumes: the saved step, or the version's first step when not in it. */
export function resumeStep(versionId: VersionId, step: number): FunnelStepKey {
  return resolveStep(versionId, FUNNEL_STEP_KEYS[step] ?? '');
}
