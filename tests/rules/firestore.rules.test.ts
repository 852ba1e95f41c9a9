import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, type CollectionName } from '@yardwise/domain/firestore/collections';
import { FIRESTORE_CASES, ownerFieldOf, type FieldEquals } from './firestoreCases';
import { OTHER_UID, OWNER_UID, PEOPLE, UID_OF, VISITOR_UID, type Person } from './people';
import { contexts, createRulesTestEnvironment } from './rulesTestEnvironment';

// firestore.rules, collection by collection (the cases are in firestoreCases.ts): reference data
// is read by everyone, a client reads only their own documents and only through the reads the
// app makes, shared data is got by id by anyone signed in and listed by nobody, server-only data
// is read by no client, and no client writes anything: every write is a callable command running
// with firebase-admin, which bypasses the rules.

let env: RulesTestEnvironment;
let people: Record<Person, RulesTestContext>;

beforeAll(async () => {
  env = await createRulesTestEnvironment('firestore');
  people = contexts(env);
});

afterAll(async () => {
  await env?.cleanup();
});

const SEEDED_USERS = [OWNER_UID, OTHER_UID, VISITOR_UID];
/** Everyone signed in: clients with an account and anonymous funnel visitors. */
const SIGNED_IN = PEOPLE.filter((person) => UID_OF[person] !== null);

/** The path of this user's document in the collection. */
function pathOf(name: CollectionName, uid: string): string {
  return `${name}/${FIRESTORE_CASES[name].documentOf(uid).id}`;
}

function runQuery(context: RulesTestContext, name: CollectionName, filters: FieldEquals[]) {
  return filters
    .reduce<firebase.firestore.Query>(
      (query, { field, value }) => query.where(field, '==', value),
      context.firestore().collection(name),
    )
    .get();
}

/** Writes the collection's documents of every seeded user, and their onboard states (the rules read them). */
async function seed(name: CollectionName): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const writes = new Map<string, object>();
    for (const uid of SEEDED_USERS) {
      writes.set(pathOf('onboardStates', uid), FIRESTORE_CASES.onboardStates.documentOf(uid).data);
      writes.set(pathOf(name, uid), FIRESTORE_CASES[name].documentOf(uid).data);
    }
    await Promise.all([...writes].map(([path, data]) => db.doc(path).set(data)));
  });
}

const collectionNames = Object.keys(COLLECTIONS) as CollectionName[];

describe.each(collectionNames)('%s', (name) => {
  const rules = FIRESTORE_CASES[name];
  const ownerQueries = rules.appQueries?.(OWNER_UID) ?? [];
  const ownerField = ownerFieldOf(name);

  beforeEach(async () => {
    await seed(name);
  });

  if (rules.access === 'reference') {
    it.each(PEOPLE)(
      'lets %s read a document, list the collection and run the app queries',
      async (person) => {
        const db = people[person].firestore();
        const snapshot = await assertSucceeds(db.doc(pathOf(name, OWNER_UID)).get());
        expect(snapshot.exists).toBe(true);
        const all = await assertSucceeds(db.collection(name).get());
        expect(all.size).toBe(SEEDED_USERS.length);
        for (const filters of ownerQueries) {
          await assertSucceeds(runQuery(people[person], name, filters));
        }
      },
    );
  }

  if (rules.access === 'owner') {
    it('lets the owner (password sign-in) read their document by id', async () => {
      const snapshot = await assertSucceeds(
        people.owner.firestore().doc(pathOf(name, OWNER_UID)).get(),
      );
      expect(snapshot.exists).toBe(true);
    });

    it("lets another client read their own document, not the owner's", async () => {
      const db = people.otherClient.firestore();
      await assertSucceeds(db.doc(pathOf(name, OTHER_UID)).get());
      await assertFails(db.doc(pathOf(name, OWNER_UID)).get());
    });

    if (ownerQueries.length > 0) {
      it("lets the owner run the app's live queries, which return their documents only", async () => {
        for (const filters of ownerQueries) {
          const result = await assertSucceeds(runQuery(people.owner, name, filters));
          expect(result.docs.map((doc) => doc.ref.path)).toEqual([pathOf(name, OWNER_UID)]);
        }
      });

      it("denies the app's queries for the owner's uid to everyone else", async () => {
        for (const person of ['otherClient', 'anonymousVisitor', 'signedOut'] as const) {
          for (const filters of ownerQueries) {
            await assertFails(runQuery(people[person], name, filters));
          }
        }
      });
    } else if (ownerField) {
      it('denies the owner a list even of their own documents (the app reads them by id)', async () => {
        await assertFails(runQuery(people.owner, name, [{ field: ownerField, value: OWNER_UID }]));
      });
    }

    it('denies everyone, the owner too, a list that is not limited to their own documents', async () => {
      for (const person of PEOPLE) {
        await assertFails(people[person].firestore().collection(name).get());
      }
    });

    it.each(['anonymousVisitor', 'signedOut'] as const)(
      "denies %s the owner's document",
      async (person) => {
        await assertFails(people[person].firestore().doc(pathOf(name, OWNER_UID)).get());
      },
    );

    if (rules.visitorHasOne) {
      it('lets an anonymous visitor read their own document', async () => {
        const snapshot = await assertSucceeds(
          people.anonymousVisitor.firestore().doc(pathOf(name, VISITOR_UID)).get(),
        );
        expect(snapshot.exists).toBe(true);
      });
    }

    if (rules.readBeforeCreated) {
      it('lets the owner read their document before it exists, and nobody else', async () => {
        await env.withSecurityRulesDisabled(async (context) => {
          await context.firestore().doc(pathOf(name, OWNER_UID)).delete();
        });
        const snapshot = await assertSucceeds(
          people.owner.firestore().doc(pathOf(name, OWNER_UID)).get(),
        );
        expect(snapshot.exists).toBe(false);
        await assertFails(people.otherClient.firestore().doc(pathOf(name, OWNER_UID)).get());
        await assertFails(people.anonymousVisitor.firestore().doc(pathOf(name, OWNER_UID)).get());
        await assertFails(people.signedOut.firestore().doc(pathOf(name, OWNER_UID)).get());
      });
    }
  }

  if (rules.access === 'sharedById') {
    it.each(SIGNED_IN)(
      'lets %s (signed in, anonymously too) get any document by id',
      async (person) => {
        const db = people[person].firestore();
        for (const uid of SEEDED_USERS) {
          const snapshot = await assertSucceeds(db.doc(pathOf(name, uid)).get());
          expect(snapshot.exists).toBe(true);
        }
      },
    );

    it.each(SIGNED_IN)(
      'lets %s get a document that does not exist, which reads as missing',
      async (person) => {
        const snapshot = await assertSucceeds(
          people[person].firestore().doc(`${name}/not-written-yet`).get(),
        );
        expect(snapshot.exists).toBe(false);
      },
    );

    it.each(PEOPLE)('denies %s every list, filtered or not', async (person) => {
      const db = people[person].firestore();
      await assertFails(db.collection(name).get());
      await assertFails(db.collection(name).limit(1).get());
      const { data } = rules.documentOf(OWNER_UID);
      for (const [field, value] of Object.entries(data)) {
        if (typeof value === 'string') {
          await assertFails(runQuery(people[person], name, [{ field, value }]));
        }
      }
    });

    it('denies a signed-out visitor every read', async () => {
      const db = people.signedOut.firestore();
      await assertFails(db.doc(pathOf(name, OWNER_UID)).get());
      await assertFails(db.doc(`${name}/not-written-yet`).get());
    });
  }

  if (rules.access === 'serverOnly') {
    it.each(PEOPLE)('denies %s every read, even of a document about them', async (person) => {
      const db = people[person].firestore();
      const uid = UID_OF[person] ?? OWNER_UID;
      await assertFails(db.doc(pathOf(name, uid)).get());
      await assertFails(db.doc(pathOf(name, OWNER_UID)).get());
      await assertFails(db.collection(name).get());
      if (ownerField) {
        await assertFails(runQuery(people[person], name, [{ field: ownerField, value: uid }]));
      }
    });
  }

  it.each(PEOPLE)(
    'denies %s every write: create, add, set, merge, update and delete',
    async (person) => {
      const db = people[person].firestore();
      const uid = UID_OF[person] ?? OWNER_UID;
      const own = FIRESTORE_CASES[name].documentOf(uid).data;
      await assertFails(db.doc(`${name}/created-by-${person}`).set(own));
      await assertFails(db.collection(name).add(own));
      // The owner's document, and the person's own document where they have one.
      for (const path of new Set([pathOf(name, OWNER_UID), pathOf(name, uid)])) {
        await assertFails(db.doc(path).set(own));
        await assertFails(db.doc(path).set({ editedByClient: true }, { merge: true }));
        await assertFails(db.doc(path).update({ editedByClient: true }));
        await assertFails(db.doc(path).delete());
      }
    },
  );
});
