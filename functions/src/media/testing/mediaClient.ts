import {
  memoryMediaStorage,
  type MemoryMediaStorage,
} from '../../adapters/storage/memoryMediaStorage';
import { setMediaStorageForTests } from '../../adapters/storage/selectMediaStorage';
import { ana, seedOnboardingClient } from '../../onboarding/testing/onboardingClients';
import { clearFirestore } from '../../testing/firestore';

/**
 * A fresh in-memory Storage for the media functions, and Ana as a Full Yard client with her front
 * yard active and nothing uploaded. Undo with `setMediaStorageForTests(null)` after each test.
 */
export async function freshMediaClient(): Promise<MemoryMediaStorage> {
  const storage = memoryMediaStorage();
  setMediaStorageForTests(storage);
  await clearFirestore(['profiles', 'projects', 'onboardStates', 'media']);
  await seedOnboardingClient(ana, 'full-yard', ['front']);
  return storage;
}
