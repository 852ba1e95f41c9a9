import { randomUUID } from 'node:crypto';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import { mediaTagOfVariant } from '@yardwise/domain/onboarding/media';
import type { MemoryMediaStorage } from '../adapters/storage/memoryMediaStorage';
import { recordMedia } from '../index';
import { callableRequest, type TestCaller } from '../testing/callable';

// Test helper: a later step's file uploaded and recorded as the web app does it (stored in the
// client's folder, plans under the plan- prefix, then recordMedia).

const START: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
};

export async function uploadLaterStepFile(
  storage: MemoryMediaStorage,
  client: TestCaller,
  variant: 'landscape-inspiration' | 'plan',
  fileType: keyof typeof START = 'image/jpeg',
  originalFileName = 'file',
): Promise<WithId<MediaDoc>> {
  const prefix = variant === 'plan' ? 'plan-' : '';
  const extension = fileType === 'application/pdf' ? 'pdf' : fileType.slice('image/'.length);
  const path = `media/${client.uid}/${prefix}${randomUUID()}.1772445600000.${extension}`;
  storage.put(path, { contentType: fileType, size: 4096 }, Uint8Array.from(START[fileType]!));
  const input = { path, fileType, variant, tag: mediaTagOfVariant(variant), originalFileName };
  const { media } = await recordMedia.run(callableRequest(input, client));
  return media;
}
