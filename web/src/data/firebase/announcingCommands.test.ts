import { expect, it, vi } from 'vitest';
import type { CommandClient } from '../types';
import { changeSignal } from './changeSignal';
import { announcingCommands } from './createFirebaseDataLayer';

function settleLater() {
  let settle!: { resolve(value: unknown): void; reject(error: Error): void };
  const call = vi.fn(
    () =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { commands: { call } as unknown as CommandClient, settle: () => settle };
}

it.each([
  ['succeeded', (s: { resolve(v: unknown): void }) => s.resolve({ ok: true })],
  ['failed', (s: { reject(e: Error): void }) => s.reject(new Error('refused'))],
])('asks the own-record reads to read again once a command has %s', async (_, finish) => {
  const recordsChanged = changeSignal();
  const reread = vi.fn();
  recordsChanged.listen(reread);
  const { commands, settle } = settleLater();
  const call = announcingCommands(commands, recordsChanged).call('acceptTerms', {} as never);
  await Promise.resolve();
  expect(reread).not.toHaveBeenCalled();
  finish(settle() as never);
  await call.catch(() => undefined);
  expect(reread).toHaveBeenCalledTimes(1);
});
