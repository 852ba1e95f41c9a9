import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { SAMPLE_CLIENT, SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { contexts, createRulesTestEnvironment } from './rulesTestEnvironment';

// firestore.rules: clients read only reference data and their own documents, and write nothing
// (every write is a callable command running with firebase-admin, which bypasses the rules).

const uid = SAMPLE_CLIENT.uid;
const docs = SAMPLE_DATA.documents;
const firstId = (record: Record<string, unknown> | undefined) => Object.keys(record ?? {})[0]!;

const onboardStateId = firstId(docs.onboardStates);
const designProfileId = firstId(docs.designProfiles);
const mediaId = firstId(docs.media);
const projectId = firstId(docs.projects);
const productId = firstId(docs.products);
const codeId = firstId(docs.codes);

let env: RulesTestEnvironment;
let people: ReturnType<typeof contexts>;

beforeAll(async () => {
  env = await createRulesTestEnvironment();
  people = contexts(env, uid, SAMPLE_CLIENT.email);
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  // The sample client's documents and some reference data, written as the server would.
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all([
      db.doc(`profiles/${uid}`).set(docs.profiles![uid]!),
      db.doc(`termsAgreements/${uid}`).set(docs.termsAgreements![uid]!),
      db.doc(`onboardStates/${onboardStateId}`).set(docs.onboardStates![onboardStateId]!),
      db.doc(`designProfiles/${designProfileId}`).set(docs.designProfiles![designProfileId]!),
      db.doc(`media/${mediaId}`).set(docs.media![mediaId]!),
      db.doc(`projects/${projectId}`).set(docs.projects![projectId]!),
      db.doc(`products/${productId}`).set(docs.products![productId]!),
      db.doc(`codes/${codeId}`).set(docs.codes![codeId]!),
    ]);
  });
});

describe('reference data', () => {
  it('lets a signed-out visitor read and list products', async () => {
    const db = people.signedOut.firestore();
    await assertSucceeds(db.doc(`products/${productId}`).get());
    await assertSucceeds(db.collection('products').get());
  });

  it('lets a signed-out visitor list colours and wish-list items', async () => {
    const db = people.signedOut.firestore();
    await assertSucceeds(db.collection('colors').get());
    await assertSucceeds(db.collection('checklistItems').get());
    await assertSucceeds(db.collection('priceOptions').get());
  });

  it('lets nobody write products, not even a signed-in client', async () => {
    await assertFails(
      people.owner.firestore().doc(`products/${productId}`).update({ active: false }),
    );
    await assertFails(
      people.signedOut.firestore().doc('products/new-package').set({ name: 'Free Yard' }),
    );
  });
});

describe("a client's own documents", () => {
  it('lets the owner read their profile', async () => {
    await assertSucceeds(people.owner.firestore().doc(`profiles/${uid}`).get());
  });

  it('lets the owner read their onboard state, by id and by a userId query', async () => {
    const db = people.owner.firestore();
    await assertSucceeds(db.doc(`onboardStates/${onboardStateId}`).get());
    await assertSucceeds(db.collection('onboardStates').where('userId', '==', uid).get());
  });

  it('lets the owner read their design profile, terms, media and project', async () => {
    const db = people.owner.firestore();
    await assertSucceeds(db.doc(`designProfiles/${designProfileId}`).get());
    await assertSucceeds(db.doc(`termsAgreements/${uid}`).get());
    await assertSucceeds(db.collection('media').where('userId', '==', uid).get());
    await assertSucceeds(db.collection('projects').where('profileId', '==', uid).get());
  });
});

describe('design profiles before the funnel creates them', () => {
  it('let a visitor look up their own not-yet-created profile by its {uid}_{version} id', async () => {
    await assertSucceeds(
      people.anonymousVisitor.firestore().doc('designProfiles/anonymous-visitor_v10').get(),
    );
  });

  it("do not let a visitor look up someone else's id, existing or not", async () => {
    const db = people.anonymousVisitor.firestore();
    await assertFails(db.doc('designProfiles/other-client_v10').get());
    await assertFails(db.doc(`designProfiles/${uid}_v1`).get());
  });
});

describe("someone else's documents", () => {
  it("denies another client the owner's profile and onboard state", async () => {
    const db = people.otherClient.firestore();
    await assertFails(db.doc(`profiles/${uid}`).get());
    await assertFails(db.doc(`onboardStates/${onboardStateId}`).get());
    await assertFails(db.collection('onboardStates').where('userId', '==', uid).get());
  });

  it("denies an anonymous visitor the owner's documents", async () => {
    const db = people.anonymousVisitor.firestore();
    await assertFails(db.doc(`profiles/${uid}`).get());
    await assertFails(db.doc(`onboardStates/${onboardStateId}`).get());
    await assertFails(db.doc(`designProfiles/${designProfileId}`).get());
    await assertFails(db.doc(`media/${mediaId}`).get());
  });

  it('denies a signed-out visitor any personal document', async () => {
    const db = people.signedOut.firestore();
    await assertFails(db.doc(`profiles/${uid}`).get());
    await assertFails(db.doc(`projects/${projectId}`).get());
  });

  it('denies even the owner a query that is not limited to their own documents', async () => {
    await assertFails(people.owner.firestore().collection('onboardStates').get());
    await assertFails(people.owner.firestore().collection('profiles').get());
  });
});

describe('client writes', () => {
  it('denies the owner writes to their own documents (writes are commands)', async () => {
    const db = people.owner.firestore();
    await assertFails(db.doc(`profiles/${uid}`).update({ firstName: 'Changed' }));
    await assertFails(
      db.doc(`onboardStates/${onboardStateId}`).update({ informationVerified: true }),
    );
    await assertFails(db.doc(`designProfiles/${designProfileId}`).update({ purchased: false }));
    await assertFails(db.doc(`projects/${projectId}`).delete());
  });

  it('denies creating records a command must create', async () => {
    const db = people.owner.firestore();
    await assertFails(
      db.doc(`termsAgreements/${uid}`).set({
        userId: uid,
        tosAgreed: true,
        dateOfAgree: new Date().toISOString(),
        typeOfTos: 'any',
      }),
    );
    await assertFails(
      db.collection('media').add({ ...docs.media![mediaId]!, description: 'forged' }),
    );
    await assertFails(
      db
        .collection('yzOrderEvents')
        .add({ userId: uid, paymentIntentId: 'pi_forged', orderId: 'forged', createdAt: '' }),
    );
  });

  it('denies an anonymous visitor creating a design profile directly', async () => {
    await assertFails(
      people.anonymousVisitor
        .firestore()
        .collection('designProfiles')
        .add({ userId: 'anonymous-visitor', step: 0 }),
    );
  });
});

describe('server-only collections', () => {
  it('hides promo codes from everyone (they are checked by a command)', async () => {
    await assertFails(people.owner.firestore().doc(`codes/${codeId}`).get());
    await assertFails(people.signedOut.firestore().collection('codes').get());
  });

  it('hides the email outbox', async () => {
    await assertFails(people.owner.firestore().collection('outbox').get());
  });
});
