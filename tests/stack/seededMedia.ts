import type { YardName } from '@yardwise/domain/firestore/documents';
import { recordMediaDocument } from '@yardwise/domain/onboarding/commands/mediaCommands';
import {
  INSPIRATION_VARIANT,
  yardMediaVariant,
  type MediaTag,
} from '@yardwise/domain/onboarding/media';
import { firestoreDocStore } from '../../functions/src/commands/firestoreDocStore';
import { mediaDocumentId } from '../../functions/src/media/mediaDocumentId';
import { adminDb } from './stackBackend';

// Media as recordMedia leaves them once a file is stored: the same domain command in a transaction
// on the emulator. The stack has no Storage emulator here, so the files themselves are pictures
// the page can show without one.
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const VIDEO = '/sample/front-yard-video.mp4';

interface SeededFile {
  name: string;
  fileType: 'image/png' | 'video/mp4';
  variant: string;
  tag: MediaTag;
}

async function record(uid: string, file: SeededFile): Promise<void> {
  const db = adminDb();
  const path = `media/${uid}/${file.name}`;
  const isVideo = file.fileType === 'video/mp4';
  await db.runTransaction((tx) =>
    recordMediaDocument(firestoreDocStore(db, tx), {
      uid,
      mediaId: mediaDocumentId(path),
      fields: {
        path,
        fileType: file.fileType,
        variant: file.variant,
        tag: file.tag,
        originalFileName: file.name,
      },
      file: isVideo ? { downloadURL: VIDEO } : { downloadURL: PICTURE, thumbnailURL: PICTURE },
      now: new Date(),
    }),
  );
}

/** A yard's required uploads: six wide-angle photos and a slow-pan video. */
export async function seedYardUploads(uid: string, yard: YardName): Promise<void> {
  for (let n = 1; n <= 6; n += 1) {
    await record(uid, {
      name: `${yard}-corner-${n}.png`,
      fileType: 'image/png',
      variant: yardMediaVariant(yard, 'wide-angle'),
      tag: 'property',
    });
  }
  await record(uid, {
    name: `${yard}-pan.mp4`,
    fileType: 'video/mp4',
    variant: yardMediaVariant(yard, 'slow-pan'),
    tag: 'property',
  });
}

/** Exterior design inspiration photos. */
export async function seedExteriorInspiration(uid: string, count: number): Promise<void> {
  for (let n = 1; n <= count; n += 1) {
    await record(uid, {
      name: `exterior-inspiration-${n}.png`,
      fileType: 'image/png',
      variant: INSPIRATION_VARIANT,
      tag: 'exterior-design-inspiration',
    });
  }
}
