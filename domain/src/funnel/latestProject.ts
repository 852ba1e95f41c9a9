import type { ProjectDoc } from '../firestore/documents';

/**
 * The project used is the latest by experience version, then by creation time.
 * Decision: ISO creation times compare as text; a tie keeps the first one given.
 */
export function latestProject<P extends Pick<ProjectDoc, 'experienceVersion' | 'createdAt'>>(
  projects: readonly P[],
): P | undefined {
  let latest: P | undefined;
  for (const project of projects) {
    if (
      !latest ||
      project.experienceVersion > latest.experienceVersion ||
      (project.experienceVersion === latest.experienceVersion &&
        project.createdAt > latest.createdAt)
    ) {
      latest = project;
    }
  }
  return latest;
}
