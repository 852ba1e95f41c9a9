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
 * A test environment loaded with the rules files from disk, so the tests check exactly what is
 * deployed. The emulators are found through the variables `firebase emulators:exec` sets.
 */
export async function createRulesTestEnvironment(): Promise<RulesTestEnvironment> {
  if (!process.env.FIREBASE_EMULATOR_HUB && !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'The security-rules tests need the Firestore and Storage emulators. Run them with `npm run test:emulators`.',
    );
  }
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: rulesFile('firestore.rules') },
    storage: { rules: rulesFile('storage.rules') },
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
