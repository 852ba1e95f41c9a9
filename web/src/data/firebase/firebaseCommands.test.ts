import { describe, expect, it, vi } from 'vitest';
import { createFirebaseCommands } from './firebaseCommands';

const setup = vi.hoisted(() => ({ failuresLeft: 1 }));

vi.mock('./firebaseConfig', () => ({
  useEmulators: false,
  emulatorHosts: {},
  functionsRegion: 'us-central1',
}));
vi.mock('./firebaseApp', () => ({
  firebaseApp: () => {
    if (setup.failuresLeft > 0) {
      setup.failuresLeft -= 1;
      throw new Error('Failed to fetch dynamically imported module');
    }
    return { name: 'app' };
  },
}));
vi.mock('firebase/functions', () => ({
  getFunctions: () => ({ region: 'us-central1' }),
  connectFunctionsEmulator: vi.fn(),
  httpsCallable: (_functions: unknown, name: string) => (input: unknown) =>
    Promise.resolve({ data: { name, input } }),
}));

describe('commands through the Functions SDK', () => {
  it('tries loading the SDK again on the next command after a failed load', async () => {
    const commands = createFirebaseCommands();
    await expect(commands.call('acceptTerms', {} as never)).rejects.toBeDefined();
    await expect(
      commands.call('acceptTerms', { typeOfTos: '2026-01', tosAgreed: true } as never),
    ).resolves.toEqual({ name: 'acceptTerms', input: { typeOfTos: '2026-01', tosAgreed: true } });
  });
});
