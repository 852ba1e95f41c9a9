import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { CallableName } from '@yardwise/domain/commands/remoteCommands';
import type { ColorDoc } from '@yardwise/domain/firestore/documents';
import type { CommandFailure } from '@web/data/commandFailure';
import { LiveReadsContext } from '@web/data/liveReads';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { createMemoryLiveReads } from '@web/data/memory/memoryLiveReads';
import type { LiveReads } from '@web/data/types';

// Test helpers of the colour picker: make one command or the live read of the colour choices
// fail, and change the colours on offer.

/** Every call of this command fails with `failure`; the others run as usual. */
export function failCommand(layer: MemoryDataLayer, name: CallableName, failure: CommandFailure) {
  const original = layer.commands.call.bind(layer.commands);
  const call = vi.spyOn(layer.commands, 'call');
  call.mockImplementation(((command: CallableName, input: never) =>
    command === name ? Promise.reject(failure) : original(command, input)) as typeof original);
  return call;
}

/** The live read of the client's colour choices fails with `error`. */
export function failColorResponsesRead(layer: MemoryDataLayer, error: Error) {
  const reads = createMemoryLiveReads(layer.store);
  const failing: LiveReads = {
    useDocument: reads.useDocument,
    useQuery(collection, filters) {
      const result = reads.useQuery(collection, filters);
      return collection === 'colorResponses' ? { status: 'error', data: undefined, error } : result;
    },
  };
  layer.LiveDataProvider = function FailingLiveData({ children }: { children: ReactNode }) {
    return <LiveReadsContext.Provider value={failing}>{children}</LiveReadsContext.Provider>;
  };
}

export async function removeAllColors(layer: MemoryDataLayer) {
  const ids = layer.store.list('colors').map((color) => color.id);
  await layer.store.transaction(async (tx) => {
    for (const id of ids) await tx.delete('colors', id);
  });
}

/** Replaces the colours on offer with `count` shades of one category. */
export async function offerManyColors(layer: MemoryDataLayer, count: number) {
  await removeAllColors(layer);
  await layer.store.transaction(async (tx) => {
    for (let n = 1; n <= count; n += 1) {
      const number = String(n).padStart(3, '0');
      const color: ColorDoc = { name: `Shade ${number}`, hexCode: '#808080', category: 'Grays' };
      await tx.set('colors', `color-shade-${number}`, color);
    }
  });
}
