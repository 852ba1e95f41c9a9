import { describe, expect, it } from 'vitest';
import {
  MEDIA_QUOTA,
  mediaQuotaAllows,
  UNRECORDED_UPLOAD_KEPT_MS,
  unrecordedUploadIsStale,
} from './mediaRetention';

const GB = 1024 * 1024 * 1024;

describe('the media quota of one client', () => {
  it('is 300 files and 10 GB', () => {
    expect(MEDIA_QUOTA).toEqual({ files: 300, bytes: 10 * GB });
  });

  it('takes a file that fits under both, up to exactly the byte limit', () => {
    expect(mediaQuotaAllows([], GB)).toBe(true);
    const nineFull = Array.from({ length: 9 }, () => ({ size: GB }));
    expect(mediaQuotaAllows(nineFull, GB)).toBe(true);
    expect(mediaQuotaAllows(nineFull, GB + 1)).toBe(false);
  });

  it('refuses the 301st file, however small', () => {
    const photos = Array.from({ length: 299 }, () => ({ size: 1024 }));
    expect(mediaQuotaAllows(photos, 1)).toBe(true);
    expect(mediaQuotaAllows([...photos, { size: 1024 }], 1)).toBe(false);
  });

  it('counts a record made before sizes were recorded as a file of no bytes', () => {
    expect(mediaQuotaAllows([{}, {}], 10 * GB)).toBe(true);
  });
});

describe('unrecorded uploads', () => {
  const stored = new Date('2026-03-01T10:00:00.000Z');
  const after = (ms: number) => new Date(stored.getTime() + ms);

  it('are kept for a day, then are stale', () => {
    expect(UNRECORDED_UPLOAD_KEPT_MS).toBe(24 * 60 * 60 * 1000);
    expect(unrecordedUploadIsStale(stored, after(UNRECORDED_UPLOAD_KEPT_MS))).toBe(false);
    expect(unrecordedUploadIsStale(stored, after(UNRECORDED_UPLOAD_KEPT_MS + 1))).toBe(true);
  });
});
