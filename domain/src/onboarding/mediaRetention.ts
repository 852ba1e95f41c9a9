// How much a client may store, and how long an upload nobody recorded is kept. Storage rules can
// check one file but cannot count, so the count and the bytes are checked when recordMedia
// records a file; a file never recorded is deleted by a scheduled job instead.

const GB = 1024 * 1024 * 1024;

/**
 * Decision: 300 files and 10 GB per client. Five yards of photos and a video or two each, plus the
 * inspiration photos, plans and design-feedback photos, fit many times over; a client cannot
 * make the bucket free hosting.
 */
export const MEDIA_QUOTA = { files: 300, bytes: 10 * GB } as const;

/** Shown when recording one more file would take the client over MEDIA_QUOTA. */
export const MEDIA_QUOTA_REACHED =
  'You have reached the storage limit for your project. Please delete some files to upload more.';

/**
 * Whether a client whose recorded media are `recorded` may record one more file of `bytes`.
 * A record made before sizes were recorded counts as a file of no bytes.
 */
export function mediaQuotaAllows(recorded: readonly { size?: number }[], bytes: number): boolean {
  const used = recorded.reduce((sum, media) => sum + (media.size ?? 0), 0);
  return recorded.length < MEDIA_QUOTA.files && used + bytes <= MEDIA_QUOTA.bytes;
}

/** Decision: an upload nobody recorded is kept a day (the upload page records it at once). */
export const UNRECORDED_UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

/** Whether an upload stored at `storedAt` and never recorded is deleted now. */
export function unrecordedUploadIsStale(storedAt: Date, now: Date): boolean {
  return now.getTime() - storedAt.getTime() > UNRECORDED_UPLOAD_KEPT_MS;
}
