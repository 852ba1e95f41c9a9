import { PROFILE_NOT_FOUND } from '../account/messages';
import { updateProfileInput } from '../account/schemas';
import type { WithId } from '../firestore/collections';
import type { ProfileDoc } from '../firestore/documents';
import { defineCommand } from './command';
import { CommandError } from './commandError';

const PATCHABLE_FIELDS = ['firstName', 'lastName', 'phone'] as const;
type ProfileField = (typeof PATCHABLE_FIELDS)[number];

export interface UpdateProfileResult {
  profile: WithId<ProfileDoc>;
  /** The fields this call changed; empty when it repeated the saved values. */
  changedFields: ProfileField[];
}

/**
 * PATCH profiles/{id}: the signed-in client's own profile (id = their uid), changed fields only.
 * Decision: a missing profile is not created here; the purchase creates it (the account step reads
 * "profile exists" as "already bought"), so there is nothing to update before then. The email is
 * not patchable (see updateProfileInput).
 */
export const updateProfile = defineCommand({
  name: 'updateProfile',
  access: 'account',
  input: updateProfileInput,
  async run({ caller, store }, input): Promise<UpdateProfileResult> {
    const saved = await store.get('profiles', caller.uid);
    if (!saved) throw new CommandError('not-found', PROFILE_NOT_FOUND);
    const changes: Partial<Pick<ProfileDoc, ProfileField>> = {};
    const changedFields = PATCHABLE_FIELDS.filter((field) => {
      const value = input[field];
      if (value === undefined || value === saved[field]) return false;
      changes[field] = value;
      return true;
    });
    if (changedFields.length > 0) await store.update('profiles', caller.uid, changes);
    return { profile: { ...saved, ...changes, id: caller.uid }, changedFields };
  },
});
