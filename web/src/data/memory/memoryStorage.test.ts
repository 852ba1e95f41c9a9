import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memoryStorage';

const PATH = 'media/sample-client/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.1768400000000.jpg';

function photo(name = 'IMG_0001.jpg'): File {
  return new File(['not really a photo'], name, { type: 'image/jpeg' });
}

describe('MemoryStorage (the preview’s Cloud Storage)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports progress in timed steps, then keeps the file with its type, size and a URL', async () => {
    const storage = new MemoryStorage({ stepDelayMs: 150, steps: 4 });
    const progress: number[] = [];
    const file = photo();

    const handle = storage.upload(PATH, file, 'image/jpeg', (fraction) => progress.push(fraction));
    await vi.advanceTimersByTimeAsync(150);
    expect(progress).toEqual([0.25]);
    expect(storage.describe(PATH)).toBeUndefined();

    await vi.advanceTimersByTimeAsync(450);
    await handle.done;
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    expect(storage.describe(PATH)).toMatchObject({
      blob: file,
      contentType: 'image/jpeg',
      size: file.size,
      url: expect.stringMatching(/^(blob:|data:)/),
    });
  });

  it('fails the next uploads part-way when asked, and the one after succeeds', async () => {
    const storage = new MemoryStorage({ stepDelayMs: 10, steps: 4 });
    storage.failNextUploads(1);
    const progress: number[] = [];

    const failing = storage.upload(PATH, photo(), 'image/jpeg', (f) => progress.push(f));
    const outcome = expect(failing.done).rejects.toMatchObject({ code: 'storage/unknown' });
    await vi.advanceTimersByTimeAsync(100);
    await outcome;
    expect(progress).toEqual([0.25, 0.5]);
    expect(storage.describe(PATH)).toBeUndefined();

    const next = storage.upload(PATH, photo(), 'image/jpeg', () => undefined);
    await vi.advanceTimersByTimeAsync(100);
    await expect(next.done).resolves.toBeUndefined();
  });

  it('fails with the error a lasting network drop gives, after some progress', async () => {
    const storage = new MemoryStorage({ stepDelayMs: 10, steps: 4 });
    storage.failNextUploads(1, 'storage/retry-limit-exceeded');
    const progress: number[] = [];

    const failing = storage.upload(PATH, photo(), 'image/jpeg', (f) => progress.push(f));
    const outcome = expect(failing.done).rejects.toMatchObject({
      code: 'storage/retry-limit-exceeded',
    });
    await vi.advanceTimersByTimeAsync(100);
    await outcome;
    expect(progress).toEqual([0.25, 0.5]);
    expect(storage.describe(PATH)).toBeUndefined();
  });

  it('fails a "fail-once" file on its first upload only', async () => {
    const storage = new MemoryStorage({ stepDelayMs: 10 });
    const file = photo('back-yard-fail-once.jpg');

    const first = storage.upload(PATH, file, 'image/jpeg', () => undefined);
    const firstOutcome = expect(first.done).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(100);
    await firstOutcome;

    const retry = storage.upload(`${PATH}.retry.jpg`, file, 'image/jpeg', () => undefined);
    await vi.advanceTimersByTimeAsync(100);
    await expect(retry.done).resolves.toBeUndefined();
  });

  it('stops a cancelled upload without storing it', async () => {
    const storage = new MemoryStorage({ stepDelayMs: 10 });
    const handle = storage.upload(PATH, photo(), 'image/jpeg', () => undefined);
    const outcome = expect(handle.done).rejects.toMatchObject({ code: 'storage/canceled' });

    await vi.advanceTimersByTimeAsync(10);
    handle.cancel();
    await outcome;
    await vi.advanceTimersByTimeAsync(100);
    expect(storage.describe(PATH)).toBeUndefined();
  });

  it('refuses what storage.rules refuse: an unknown type, and writing over a stored file', async () => {
    const storage = new MemoryStorage({ stepDelayMs: 0 });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(
      storage.upload(PATH, text, 'text/plain', () => undefined).done,
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });

    const stored = storage.upload(PATH, photo(), 'image/jpeg', () => undefined);
    await vi.runAllTimersAsync();
    await stored.done;
    await expect(
      storage.upload(PATH, photo(), 'image/jpeg', () => undefined).done,
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('deletes a stored file; deleting a missing one says so', async () => {
    const storage = new MemoryStorage({ stepDelayMs: 0 });
    const handle = storage.upload(PATH, photo(), 'image/jpeg', () => undefined);
    await vi.runAllTimersAsync();
    await handle.done;

    expect(storage.delete(PATH)).toBe(true);
    expect(storage.describe(PATH)).toBeUndefined();
    expect(storage.delete(PATH)).toBe(false);
  });

  it('fails the next deletes when asked, keeping the file, and deletes again after', async () => {
    const storage = new MemoryStorage({ stepDelayMs: 0 });
    const handle = storage.upload(PATH, photo(), 'image/jpeg', () => undefined);
    await vi.runAllTimersAsync();
    await handle.done;
    storage.failNextDeletes(1);

    expect(() => storage.delete(PATH)).toThrow(
      expect.objectContaining({ code: 'storage/retry-limit-exceeded' }),
    );
    expect(storage.describe(PATH)).toBeDefined();
    expect(storage.delete(PATH)).toBe(true);
  });
});
