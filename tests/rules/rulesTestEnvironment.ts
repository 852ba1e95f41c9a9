import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { OTHER_UID, OWNER_EMAIL, OWNER_UID, VISITOR_UID, type Person } from './people';

export const PROJECT_ID = 'demo-yardwise';

function rulesFile(name: string): string {
  return readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
}

/**
 * A test environment for one emulator, loaded with its rules file from disk, so the tests check
 * exactly what is deployed. The emulator is found through the variables `firebase emulators:exec`
 * sets; each rules file has its own environment, so the Firestore rules run where the Storage
 * emulator cannot. The Storage environment has Firestore too: storage.rules read the uploader's
 * onboard state there.
 */
export async function createRulesTestEnvironment(
  emulator: 'firestore' | 'storage',
): Promise<RulesTestEnvironment> {
  if (!process.env.FIREBASE_EMULATOR_HUB) {
    throw new Error(
      'The security-rules tests run on the official emulators: run them with `npm test` or `npm run test:emulators`.',
    );
  }
  const rules = { rules: rulesFile(`${emulator}.rules`) };
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: rulesFile('firestore.rules') },
    ...(emulator === 'storage' ? { storage: rules } : {}),
  });
}

/** A test context for each person the rules tell apart (tests/rules/people.ts). */
export function contexts(env: RulesTestEnvironment): Record<Person, RulesTestContext> {
  return {
    owner: env.authenticatedContext(OWNER_UID, {
      email: OWNER_EMAIL,
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
    }),
    otherClient: env.authenticatedContext(OTHER_UID, {
      email: 'other@yardwise.example',
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
    }),
    anonymousVisitor: env.authenticatedContext(VISITOR_UID, {
      firebase: { sign_in_provider: 'anonymous' },
    }),
    signedOut: env.unauthenticatedContext(),
  };
}
