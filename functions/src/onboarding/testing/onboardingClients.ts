import type { PackageKey } from '@yardwise/domain/catalog/catalog';
import { onboardStateIdFor, projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { OnboardStateDoc, YardName } from '@yardwise/domain/firestore/documents';
import { activateYard, createOnboardState } from '@yardwise/domain/onboarding/onboardState';
import { readDoc, writeDoc } from '../../designProfiles/firestoreDocs';
import type { TestCaller } from '../../testing/callable';

// For the onboarding and media callable tests: clients who bought a package, as fulfilment leaves
// them (profile and project), with or without an onboard state.

export const ana: TestCaller = { uid: 'client-ana', signIn: 'password', email: 'ana@example.com' };
export const jo: TestCaller = { uid: 'client-jo', signIn: 'password', email: 'jo@example.com' };
export const anonymousVisitor: TestCaller = { uid: 'anon-1', signIn: 'anonymous' };

export const CREATED_AT = new Date('2026-03-02T10:00:00.000Z');

export async function seedPurchase(client: TestCaller, packageKey: PackageKey): Promise<void> {
  await writeDoc('profiles', client.uid, {
    email: client.email ?? '',
    firstName: client.uid === ana.uid ? 'Ana' : 'Jo',
    lastName: 'Lee',
    package: packageKey,
  });
  await writeDoc('projects', projectIdFor(client.uid), {
    profileId: client.uid,
    experienceVersion: 2,
    createdAt: CREATED_AT.toISOString(),
  });
}

/** A client mid-onboarding: purchase, then a new onboard state with these yards added. */
export async function seedOnboardingClient(
  client: TestCaller,
  packageKey: PackageKey,
  activeYards: readonly YardName[] = [],
): Promise<OnboardStateDoc> {
  await seedPurchase(client, packageKey);
  let state = createOnboardState(packageKey, {
    userId: client.uid,
    projectId: projectIdFor(client.uid),
    now: CREATED_AT,
  });
  for (const yard of activeYards) state = activateYard(state, yard).state;
  await writeDoc('onboardStates', onboardStateIdFor(client.uid), state);
  return state;
}

export async function onboardStateOf(client: TestCaller): Promise<OnboardStateDoc | undefined> {
  return readDoc('onboardStates', onboardStateIdFor(client.uid));
}
