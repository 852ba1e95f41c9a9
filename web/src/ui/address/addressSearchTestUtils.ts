import { vi, type Mock } from 'vitest';
import type { CallableName } from '@yardwise/domain/commands/remoteCommands';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
} from '@web/data/memory/createMemoryDataLayer';
import type { CommandClient } from '@web/data/types';

export type CommandCallSpy = Mock<(name: CallableName, input: unknown) => Promise<unknown>>;

/** An in-memory data layer (seeded addresses) with every command call recorded. */
export function spiedMemoryLayer(
  layer: MemoryDataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' }),
): { dataLayer: MemoryDataLayer; call: CommandCallSpy } {
  const call: CommandCallSpy = vi.fn((name, input) => layer.commands.call(name, input as never));
  const commands: CommandClient = { call: call as unknown as CommandClient['call'] };
  return { dataLayer: { ...layer, commands }, call };
}

/** The inputs the spy received for one command, in order. */
export function inputsOf<T = Record<string, unknown>>(
  call: CommandCallSpy,
  name: CallableName,
): T[] {
  return call.mock.calls.filter(([called]) => called === name).map(([, input]) => input as T);
}

/** A promise the test settles when it chooses, to deliver answers in any order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
