import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Storage SDK is replaced by a task the test drives: progress snapshots, then completion, an
// error (a dropped connection the SDK gave up on) or a cancellation.
const sdk = vi.hoisted(() => {
  type Next = (snapshot: { bytesTransferred: number; totalBytes: number }) => void;
  interface FakeTask {
    next: Next;
    fail(error: Error): void;
    complete(): void;
    cancel: () => void;
  }
  const tasks: FakeTask[] = [];
  const uploadBytesResumable = (_ref: unknown, _file: Blob, _metadata: unknown) => {
    const task: Partial<FakeTask> & { on: unknown } = {
      on(_event: string, next: Next, error: (error: Error) => void, complete: () => void) {
        Object.assign(task, { next, fail: error, complete });
      },
    };
    task.cancel = vi.fn(() =>
      task.fail!(
        Object.assign(new Error('User canceled the upload/download.'), {
          code: 'storage/canceled',
        }),
      ),
    );
    tasks.push(task as FakeTask);
    return task;
  };
  return { tasks, uploadBytesResumable: vi.fn(uploadBytesResumable) };
});

vi.mock('./firebaseApp', () => ({ firebaseApp: () => ({ name: 'app' }) }));
vi.mock('./firebaseConfig', () => ({ useEmulators: false, emulatorHosts: {} }));
vi.mock('firebase/storage', () => ({
  getStorage: vi.fn(() => ({ name: 'storage' })),
  connectStorageEmulator: vi.fn(),
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  uploadBytesResumable: sdk.uploadBytesResumable,
}));

const { createFirebaseStorage } = await import('./firebaseStorage');

const PATH = 'media/client-ana/5f0c7a52-6a0e-4c55-9a8e-1d2f3b4c5d6e.1772445600000.jpg';
const file = () => new File(['pixels'], 'IMG_0001.jpg', { type: 'image/jpeg' });

/** The SDK task of the latest upload, once the lazily loaded SDK has started it. */
async function startedTask() {
  await vi.waitFor(() => expect(sdk.tasks.length).toBeGreaterThan(0));
  return sdk.tasks.at(-1)!;
}

beforeEach(() => {
  sdk.tasks.length = 0;
  sdk.uploadBytesResumable.mockClear();
});

describe('Firebase Storage uploads', () => {
  it('uploads to the path with the content type, reports progress and resolves when stored', async () => {
    const progress: number[] = [];
    const handle = createFirebaseStorage().upload(PATH, file(), 'image/jpeg', (fraction) =>
      progress.push(fraction),
    );
    const task = await startedTask();

    task.next({ bytesTransferred: 3, totalBytes: 6 });
    task.complete();

    await expect(handle.done).resolves.toBeUndefined();
    expect(progress).toEqual([0.5, 1]);
    expect(sdk.uploadBytesResumable).toHaveBeenCalledWith({ fullPath: PATH }, expect.any(File), {
      contentType: 'image/jpeg',
    });
  });

  it('stores an SVG to download, so its link never opens it in a tab', async () => {
    const handle = createFirebaseStorage().upload(PATH, file(), 'image/svg+xml', () => {});
    const task = await startedTask();
    task.complete();

    await expect(handle.done).resolves.toBeUndefined();
    expect(sdk.uploadBytesResumable).toHaveBeenCalledWith({ fullPath: PATH }, expect.any(File), {
      contentType: 'image/svg+xml',
      contentDisposition: 'attachment',
    });
  });

  it('rejects with the SDK’s error when the connection drops part-way and does not come back', async () => {
    const progress: number[] = [];
    const handle = createFirebaseStorage().upload(PATH, file(), 'image/jpeg', (fraction) =>
      progress.push(fraction),
    );
    const task = await startedTask();
    const dropped = Object.assign(new Error('Max retry time for operation exceeded.'), {
      code: 'storage/retry-limit-exceeded',
    });

    task.next({ bytesTransferred: 2, totalBytes: 6 });
    task.fail(dropped);

    await expect(handle.done).rejects.toBe(dropped);
    expect(progress).toEqual([2 / 6]);
  });

  it('cancels the task in flight, rejecting as cancelled', async () => {
    const handle = createFirebaseStorage().upload(PATH, file(), 'image/jpeg', () => undefined);
    const task = await startedTask();

    handle.cancel();

    await expect(handle.done).rejects.toMatchObject({ code: 'storage/canceled' });
    expect(task.cancel).toHaveBeenCalled();
  });

  it('never starts an upload cancelled before the SDK loaded', async () => {
    const handle = createFirebaseStorage().upload(PATH, file(), 'image/jpeg', () => undefined);
    handle.cancel();

    await expect(handle.done).rejects.toMatchObject({ code: 'storage/canceled' });
    expect(sdk.uploadBytesResumable).not.toHaveBeenCalled();
  });
});

describe('the local stack started without its Storage emulator', () => {
  it('says uploads are off and how to turn them on; a deployed build is not affected', async () => {
    vi.stubEnv('VITE_STORAGE_EMULATOR', 'missing');
    vi.resetModules();
    vi.doMock('./firebaseConfig', () => ({ useEmulators: true, emulatorHosts: {} }));
    const localStack = await import('./firebaseStorage');

    expect(localStack.createFirebaseStorage().unavailableReason).toBe(
      'Uploads are off in this local stack: the Storage emulator is not running. Run `npx firebase setup:emulators:storage` once with internet access, then restart `npm start`.',
    );
    // This file's build talks to Cloud Storage itself (no emulators): uploads stay on.
    expect(createFirebaseStorage().unavailableReason).toBeUndefined();
    vi.unstubAllEnvs();
  });
});
