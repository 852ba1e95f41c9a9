import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';

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

/** The people the rules tell apart. */
export function contexts(env: RulesTestEnvironment, ownerUid: string, ownerEmail: string) {
  return {
    /** The owner, signed in with email and password. */
    owner: env.authenticatedContext(ownerUid, {
      email: ownerEmail,
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
    }),
    /** Another signed-in client. */
    otherClient: env.authenticatedContext('other-client', {
      email: 'other@yardwise.example',
      firebase: { sign_in_provider: 'password' },
    }),
    /** A funnel visitor: signed in anonymously, no email. */
    anonymousVisitor: env.authenticatedContext('anonymous-visitor', {
      firebase: { sign_in_provider: 'anonymous' },
    }),
    /** Nobody signed in. */
    signedOut: env.unauthenticatedContext(),
  } satisfies Record<string, RulesTestContext>;
}
