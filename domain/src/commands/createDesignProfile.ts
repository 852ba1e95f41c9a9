import { string } from 'yup';
import type { WithId } from '../firestore/collections';
import type { DesignProfileDoc } from '../firestore/documents';
import { designProfileIdFor, newDesignProfile } from '../funnel/designProfile';
import { carriedContactInformation } from '../funnel/carriedContact';
import { mergeContactInformation, mergeQuizAnswers } from '../funnel/designProfilePatch';
import { DESIGN_PROFILE_HOST_INVALID } from '../funnel/messages';
import { createDesignProfileInput } from '../funnel/schemas';
import { isDogfoodHost } from '../funnel/testAccount';
import { defineCommand } from './command';

/** A browser's location.host: a host name (at most 253 characters, RFC 1035) and maybe a port. */
const PAGE_HOST_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]{0,252}(?::\d{1,5})?$/;

/**
 * POST design-profiles with the page's host, which decides the test-account flag.
 * Decision: the browser sends its host; a visitor who lies about it only marks their
 * own profile as a test account or not, which grants nothing.
 */
export const createDesignProfileCommandInput = createDesignProfileInput.shape({
  host: string()
    .required(DESIGN_PROFILE_HOST_INVALID)
    .matches(PAGE_HOST_PATTERN, DESIGN_PROFILE_HOST_INVALID),
});

export interface CreateDesignProfileResult {
  designProfile: WithId<DesignProfileDoc>;
  /** False when the caller already had a profile in this version: it is returned unchanged. */
  created: boolean;
}

/**
 * Creates the caller's design profile in a version with a new profile's defaults, owned by
 * the caller's uid, anonymous visitors included. Calling it again, after a reload or a
 * lost response, returns the saved profile untouched, so saved answers survive. Changes after
 * creation go through updateDesignProfile.
 */
export const createDesignProfile = defineCommand({
  name: 'createDesignProfile',
  access: 'visitor',
  input: createDesignProfileCommandInput,
  async run({ caller, store }, input): Promise<CreateDesignProfileResult> {
    const id = designProfileIdFor(caller.uid, input.versionId);
    const existing = await store.get('designProfiles', id);
    if (existing) return { designProfile: { ...existing, id }, created: false };

    const defaults = newDesignProfile({
      userId: caller.uid,
      versionId: input.versionId,
      isTestAccount: isDogfoodHost(input.host),
    });
    // The caller's other versions hold what they told us already (a saved address, their email).
    const carried = carriedContactInformation(
      await store.query('designProfiles', { userId: caller.uid }),
    );
    const profile: DesignProfileDoc = {
      ...defaults,
      step: input.step ?? defaults.step,
      contactInformation: mergeContactInformation(
        carried ?? defaults.contactInformation,
        input.contactInformation ?? {},
      ),
      questions: mergeQuizAnswers(defaults.questions, input.questions ?? []),
      ...(input.howDidYouHear ? { howDidYouHear: input.howDidYouHear } : {}),
    };
    await store.set('designProfiles', id, profile);
    return { designProfile: { ...profile, id }, created: true };
  },
});
