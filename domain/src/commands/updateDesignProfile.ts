import type { WithId } from '../firestore/collections';
import type { DesignProfileDoc } from '../firestore/documents';
import { designProfileChanges, type DesignProfileField } from '../funnel/designProfilePatch';
import { DESIGN_PROFILE_NOT_FOUND } from '../funnel/messages';
import { updateDesignProfileInput } from '../funnel/schemas';
import { defineCommand } from './command';
import { CommandError } from './commandError';

export interface UpdateDesignProfileResult {
  designProfile: WithId<DesignProfileDoc>;
  /** The fields this call changed; empty when it repeated the saved values. */
  changedFields: DesignProfileField[];
}

/**
 * PATCH design-profiles/{id}: the caller's own profile, changed fields only. The
 * client debounces these calls (DESIGN_PROFILE_UPDATE_DEBOUNCE_MS); the input schema refuses a
 * missing id (DESIGN_PROFILE_ID_REQUIRED), a version change and an empty patch.
 * Decision: another visitor's profile reads as not found, like a missing one, so a guessed id
 * reveals nothing; a purchased profile may still change (the purchase fields are not patchable).
 */
export const updateDesignProfile = defineCommand({
  name: 'updateDesignProfile',
  access: 'visitor',
  input: updateDesignProfileInput,
  async run({ caller, store }, input): Promise<UpdateDesignProfileResult> {
    const { id, ...patch } = input;
    const saved = await store.get('designProfiles', id);
    if (!saved || saved.userId !== caller.uid) {
      throw new CommandError('not-found', DESIGN_PROFILE_NOT_FOUND);
    }
    const { changes, changedFields } = designProfileChanges(saved, patch);
    if (changedFields.length > 0) await store.update('designProfiles', id, changes);
    return { designProfile: { ...saved, ...changes, id }, changedFields };
  },
});
