import { fileExtension, uploadFileNamePrefix, type UploadKind } from './uploadAccept';

// Decision: media/{uid}/{uuid}.{timestamp}{ext}, in the user's own folder as storage.rules
// requires.

/** Where an upload is stored; uuid and timestamp (ms) come from the caller so this stays pure. */
export function mediaUploadPath(
  uid: string,
  uuid: string,
  timestamp: number,
  originalFileName: string,
  /** Plans are stored under their own prefix, which storage.rules gives the documents' limit. */
  kind: UploadKind = 'default',
): string {
  if (!/^[A-Za-z0-9_-]+$/.test(uid))
    throw new Error('A user id for a storage path has no slashes or dots.');
  if (!/^[A-Za-z0-9-]+$/.test(uuid)) throw new Error('An upload id is letters, digits and dashes.');
  if (!Number.isSafeInteger(timestamp) || timestamp < 0)
    throw new Error('A timestamp is whole milliseconds.');
  const prefix = uploadFileNamePrefix(kind);
  return `media/${uid}/${prefix}${uuid}.${timestamp}${fileExtension(originalFileName)}`;
}
