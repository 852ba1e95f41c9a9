import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { contexts, createRulesTestEnvironment } from './rulesTestEnvironment';

// storage.rules: a client uploads only into media/{own uid}/, only accepted types, within the
// size limit of each kind (photos 25 MB, videos 1 GB, documents 50 MB), and never overwrites.

const OWNER = SAMPLE_CLIENT.uid;
const MB = 1024 * 1024;

/** Bytes that start like a JPEG; the rules look at the declared content type and the size. */
function bytes(size: number): Uint8Array {
  const data = new Uint8Array(size);
  data.set([0xff, 0xd8, 0xff, 0xe0].slice(0, size));
  return data;
}

/** Uploads and resolves when the upload completes (or rejects when the rules deny it). */
function upload(
  context: RulesTestContext,
  path: string,
  data: Uint8Array,
  contentType: string,
): Promise<unknown> {
  return context
    .storage()
    .ref(path)
    .put(data, { contentType })
    .then((snapshot) => snapshot.metadata);
}

let env: RulesTestEnvironment;
let people: ReturnType<typeof contexts>;

beforeAll(async () => {
  env = await createRulesTestEnvironment();
  people = contexts(env, OWNER, SAMPLE_CLIENT.email);
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearStorage();
});

describe('uploads into the own folder', () => {
  it('allows a JPEG photo under the limit', async () => {
    await assertSucceeds(
      upload(people.owner, `media/${OWNER}/front-yard-1.jpg`, bytes(64 * 1024), 'image/jpeg'),
    );
  });

  it('allows a video and a PDF', async () => {
    await assertSucceeds(
      upload(people.owner, `media/${OWNER}/front-yard-pan.mp4`, bytes(256 * 1024), 'video/mp4'),
    );
    await assertSucceeds(
      upload(people.owner, `media/${OWNER}/survey.pdf`, bytes(16 * 1024), 'application/pdf'),
    );
  });

  it('denies a content type that is not a photo, video or document', async () => {
    await assertFails(upload(people.owner, `media/${OWNER}/page.html`, bytes(1024), 'text/html'));
    await assertFails(
      upload(people.owner, `media/${OWNER}/animation.gif`, bytes(1024), 'image/gif'),
    );
  });

  it('denies a photo over 25 MB', async () => {
    await assertFails(
      upload(people.owner, `media/${OWNER}/huge.jpg`, bytes(25 * MB + 1), 'image/jpeg'),
    );
  }, 120_000);

  it('denies overwriting a file that is already there', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await upload(context, `media/${OWNER}/front-yard-1.jpg`, bytes(1024), 'image/jpeg');
    });
    await assertFails(
      upload(people.owner, `media/${OWNER}/front-yard-1.jpg`, bytes(2048), 'image/jpeg'),
    );
  });
});

describe('uploads anywhere else', () => {
  it("denies uploading into another user's folder", async () => {
    await assertFails(
      upload(people.otherClient, `media/${OWNER}/front-yard-1.jpg`, bytes(1024), 'image/jpeg'),
    );
    await assertFails(
      upload(people.anonymousVisitor, `media/${OWNER}/front-yard-1.jpg`, bytes(1024), 'image/jpeg'),
    );
  });

  it('denies a signed-out upload and uploads outside media/', async () => {
    await assertFails(
      upload(people.signedOut, `media/${OWNER}/front-yard-1.jpg`, bytes(1024), 'image/jpeg'),
    );
    await assertFails(upload(people.owner, `public/${OWNER}.jpg`, bytes(1024), 'image/jpeg'));
  });
});

describe('reading files', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await upload(context, `media/${OWNER}/front-yard-1.jpg`, bytes(1024), 'image/jpeg');
    });
  });

  it('lets the owner read their file', async () => {
    await assertSucceeds(
      people.owner.storage().ref(`media/${OWNER}/front-yard-1.jpg`).getMetadata(),
    );
  });

  it('denies another client and a signed-out visitor', async () => {
    await assertFails(
      people.otherClient.storage().ref(`media/${OWNER}/front-yard-1.jpg`).getMetadata(),
    );
    await assertFails(
      people.signedOut.storage().ref(`media/${OWNER}/front-yard-1.jpg`).getMetadata(),
    );
  });
});
