import { CommandError } from '@yardwise/domain/commands/commandError';
import {
  NO_PROJECT_FOR_STYLE,
  updateLifestylePackageInput,
} from '@yardwise/domain/checkout/lifestylePackage';
import type { ProjectDoc } from '@yardwise/domain/firestore/documents';
import { latestProject } from '@yardwise/domain/funnel/latestProject';
import { callableCommand } from '../commands/callableCommand';

/**
 * Sets packageStyle on the caller's latest project (projects where profileId == uid; see
 * latestProject). Access: an account; the confirmation page runs after the account step.
 */
export const updateLifestylePackage = callableCommand({
  name: 'updateLifestylePackage',
  access: 'account',
  input: updateLifestylePackageInput,
  async handler({ input, caller, db }): Promise<{ projectId: string; packageStyle: string }> {
    const projects = db.collection('projects').where('profileId', '==', caller.uid);
    return db.runTransaction(async (tx) => {
      const docs = (await tx.get(projects)).docs.map((doc) => ({
        ref: doc.ref,
        ...(doc.data() as ProjectDoc),
      }));
      const project = latestProject(docs);
      if (!project) throw new CommandError('not-found', NO_PROJECT_FOR_STYLE);
      tx.update(project.ref, { packageStyle: input.packageStyle });
      return { projectId: project.ref.id, packageStyle: input.packageStyle };
    });
  },
});
