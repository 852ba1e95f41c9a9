import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import {
  PLAN_FILE_PREFIX,
  UPLOAD_SIZE_LIMITS,
  uploadContentDisposition,
  type StoredCategory,
} from '@yardwise/domain/forms/uploadAccept';
import {
  ACCEPTED_TYPES,
  REFUSED_FILE_NAMES,
  REFUSED_TYPES,
  UPLOADER_FILE_NAME,
} from './storageCases';
import { OTHER_UID, OWNER_UID, PEOPLE, VISITOR_UID, type Person } from './people';
import { contexts, createRulesTestEnvironment } from './rulesTestEnvironment';

// storage.rules: a client who bought a design (an onboard state exists) uploads only into
// media/{own uid}/, an SVG only to download, only accepted
// content types, within the size limit of each kind (the limits the uploader states), never over
// an existing file; it reads only its own files, one by one; nothing else, for anyone.

const KINDS = Object.keys(ACCEPTED_TYPES) as StoredCategory[];
/** Room for a 1 GB upload and the one a byte over it, through the emulator. */
const LARGE_UPLOAD_TIMEOUT_MS = 10 * 60_000;

const MB = 1024 * 1024;
const ZEROS = new Uint8Array(MB);

/**
 * A file of this many bytes that starts like a JPEG (the rules look at the declared content type
 * and the size). A Blob, so the SDK sends slices of it without copying up to 1 GB.
 */
function file(size: number): Blob {
  const head = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]).subarray(0, size);
  const rest = size - head.length;
  const parts: BlobPart[] = [head];
  for (let whole = Math.floor(rest / MB); whole > 0; whole -= 1) parts.push(ZEROS);
  parts.push(ZEROS.subarray(0, rest % MB));
  return new Blob(parts);
}

/**
 * Uploads as the web app does (an SVG to download) and resolves with the stored metadata, or
 * rejects when the rules deny it; `contentDisposition` overrides the app's (null: none).
 */
function upload(
  context: RulesTestContext,
  path: string,
  size: number,
  contentType: string,
  contentDisposition: string | null = uploadContentDisposition(contentType) ?? null,
): Promise<unknown> {
  return context
    .storage()
    .ref(path)
    .put(file(size), { contentType, ...(contentDisposition ? { contentDisposition } : {}) })
    .then((snapshot) => snapshot.metadata);
}

/** Fulfilment's onboard state of a client who bought a design, written as the server would. */
async function boughtADesign(uid: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .doc(`onboardStates/${onboardStateIdFor(uid)}`)
      .set({ userId: uid });
  });
}

/** A file in the user's folder, named as the uploader names them. */
const ownFile = (uid: string, suffix = '') => `media/${uid}/${UPLOADER_FILE_NAME}${suffix}`;

/** Stores a file as the server would (rules off). */
async function storeAsServer(path: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await upload(context, path, 1024, 'image/jpeg');
  });
}

let env: RulesTestEnvironment;
let people: Record<Person, RulesTestContext>;

beforeAll(async () => {
  env = await createRulesTestEnvironment('storage');
  people = contexts(env);
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearStorage();
  await boughtADesign(OWNER_UID);
});

describe('uploads into the own folder', () => {
  it.each(KINDS.flatMap((kind) => ACCEPTED_TYPES[kind].map((type) => [kind, type])))(
    'allows a small %s of type %s',
    async (_kind, contentType) => {
      const metadata = await assertSucceeds(
        upload(people.owner, ownFile(OWNER_UID), 64 * 1024, contentType!),
      );
      expect(metadata).toMatchObject({ contentType, size: 64 * 1024 });
    },
  );

  it('denies an account that bought nothing an upload even into its own folder', async () => {
    await assertFails(upload(people.otherClient, ownFile(OTHER_UID), 1024, 'image/jpeg'));
    await boughtADesign(OTHER_UID);
    await assertSucceeds(upload(people.otherClient, ownFile(OTHER_UID), 1024, 'image/jpeg'));
  });

  it('denies an SVG that would open in a tab; allows it stored to download', async () => {
    const svg = 'image/svg+xml';
    await assertFails(upload(people.owner, ownFile(OWNER_UID, '-a'), 1024, svg, null));
    await assertFails(upload(people.owner, ownFile(OWNER_UID, '-b'), 1024, svg, 'inline'));
    const stored = await assertSucceeds(upload(people.owner, ownFile(OWNER_UID, '-c'), 1024, svg));
    expect(stored).toMatchObject({ contentDisposition: 'attachment' });
  });

  it('denies an anonymous visitor an upload even into their own folder (media needs an account)', async () => {
    await assertFails(upload(people.anonymousVisitor, ownFile(VISITOR_UID), 1024, 'image/png'));
  });

  it.each(KINDS)(
    'allows a %s of exactly its size limit and denies one a byte over',
    async (kind) => {
      const type = ACCEPTED_TYPES[kind][0]!;
      const limit = UPLOAD_SIZE_LIMITS[kind];
      await assertSucceeds(upload(people.owner, ownFile(OWNER_UID, '-a'), limit, type));
      await assertFails(upload(people.owner, ownFile(OWNER_UID, '-b'), limit + 1, type));
    },
    LARGE_UPLOAD_TIMEOUT_MS,
  );

  it('denies a photo over the photo limit even though a document of that size is allowed', async () => {
    await assertFails(
      upload(people.owner, ownFile(OWNER_UID), UPLOAD_SIZE_LIMITS.photo + 1, 'image/jpeg'),
    );
    await assertSucceeds(
      upload(
        people.owner,
        ownFile(OWNER_UID, '-pdf'),
        UPLOAD_SIZE_LIMITS.photo + 1,
        'application/pdf',
      ),
    );
  }, 120_000);

  it.each(['image/jpeg', 'image/png'])(
    'allows a plan of type %s up to the document limit under the plan prefix, and no more',
    async (contentType) => {
      const plan = (suffix: string) =>
        `media/${OWNER_UID}/${PLAN_FILE_PREFIX}${UPLOADER_FILE_NAME}${suffix}`;
      const limit = UPLOAD_SIZE_LIMITS.document;
      await assertSucceeds(upload(people.owner, plan('-a'), limit, contentType));
      await assertFails(upload(people.owner, plan('-b'), limit + 1, contentType));
      // The same image under any other name is a photo, held to the photo limit.
      await assertFails(upload(people.owner, ownFile(OWNER_UID, '-c'), limit, contentType));
    },
    LARGE_UPLOAD_TIMEOUT_MS,
  );

  it('denies a plan-named file of a type plans do not take over the photo limit', async () => {
    const plan = `media/${OWNER_UID}/${PLAN_FILE_PREFIX}${UPLOADER_FILE_NAME}`;
    await assertFails(upload(people.owner, plan, UPLOAD_SIZE_LIMITS.photo + 1, 'image/heic'));
  }, 120_000);

  it('denies an empty file', async () => {
    await assertFails(upload(people.owner, ownFile(OWNER_UID), 0, 'image/jpeg'));
  });

  it.each(REFUSED_TYPES)('denies content type %s', async (contentType) => {
    await assertFails(upload(people.owner, ownFile(OWNER_UID), 1024, contentType));
  });

  it.each(REFUSED_FILE_NAMES)(
    'denies a file name the uploader never gives: %s',
    async (fileName) => {
      await assertFails(upload(people.owner, `media/${OWNER_UID}/${fileName}`, 1024, 'image/jpeg'));
    },
  );

  it('denies writing over a file that is already there', async () => {
    await storeAsServer(ownFile(OWNER_UID));
    await assertFails(upload(people.owner, ownFile(OWNER_UID), 2048, 'image/jpeg'));
  });
});

describe('uploads anywhere else', () => {
  it.each(['otherClient', 'anonymousVisitor', 'signedOut'] as const)(
    "denies %s an upload into the owner's folder",
    async (person) => {
      await assertFails(upload(people[person], ownFile(OWNER_UID), 1024, 'image/jpeg'));
    },
  );

  it.each([
    `public/${OWNER_UID}.jpg`,
    `${OWNER_UID}/photo.jpg`,
    `media/${OWNER_UID}.jpg`,
    `media/${OWNER_UID}/nested/photo.jpg`,
    `thumbnails/${OWNER_UID}/photo.jpg`,
  ])('denies the owner an upload to %s', async (path) => {
    await assertFails(upload(people.owner, path, 1024, 'image/jpeg'));
  });
});

describe('stored files', () => {
  beforeEach(async () => {
    await storeAsServer(ownFile(OWNER_UID));
    await storeAsServer(ownFile(OTHER_UID));
  });

  it('lets the owner read their file', async () => {
    const metadata = await assertSucceeds(
      people.owner.storage().ref(ownFile(OWNER_UID)).getMetadata(),
    );
    expect(metadata.size).toBe(1024);
  });

  it.each(['otherClient', 'anonymousVisitor', 'signedOut'] as const)(
    "denies %s the owner's file",
    async (person) => {
      await assertFails(people[person].storage().ref(ownFile(OWNER_UID)).getMetadata());
    },
  );

  it.each(PEOPLE)('denies %s listing any folder', async (person) => {
    const storage = people[person].storage();
    await assertFails(storage.ref(`media/${OWNER_UID}`).listAll());
    await assertFails(storage.ref('media').listAll());
    await assertFails(storage.ref().listAll());
  });

  it.each(PEOPLE)("denies %s changing or deleting the owner's file", async (person) => {
    const ref = people[person].storage().ref(ownFile(OWNER_UID));
    await assertFails(ref.updateMetadata({ contentType: 'text/html' }));
    await assertFails(ref.updateMetadata({ customMetadata: { note: 'x' } }));
    await assertFails(ref.delete());
  });

  it('denies reads outside media/, even of a path named after the owner', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await upload(context, `exports/${OWNER_UID}.pdf`, 1024, 'application/pdf');
    });
    await assertFails(people.owner.storage().ref(`exports/${OWNER_UID}.pdf`).getMetadata());
  });
});
