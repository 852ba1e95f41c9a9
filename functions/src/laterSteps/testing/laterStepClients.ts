import type { PackageKey } from '@yardwise/domain/catalog/catalog';
import type { CollectionName } from '@yardwise/domain/firestore/collections';
import type { YardName } from '@yardwise/domain/firestore/documents';
import { clearFirestore } from '../../testing/firestore';
import { ana, jo, seedOnboardingClient } from '../../onboarding/testing/onboardingClients';

interface LaterStepClients {
  /** The yards Ana has chosen (her package is a full yard); the front yard unless given. */
  anaYards?: readonly YardName[];
  /** Jo's package, with his front yard chosen. */
  joPackage: PackageKey;
  /** Collections the test file writes besides the later steps'. */
  alsoClear?: readonly CollectionName[];
}

/** An empty slate with Ana and Jo both onboarding, where the later steps start. */
export async function seedLaterStepClients({
  anaYards = ['front'],
  joPackage,
  alsoClear = [],
}: LaterStepClients): Promise<void> {
  await clearFirestore(['profiles', 'projects', 'onboardStates', 'laterStepAnswers', ...alsoClear]);
  await seedOnboardingClient(ana, 'full-yard', anaYards);
  await seedOnboardingClient(jo, joPackage, ['front']);
}
