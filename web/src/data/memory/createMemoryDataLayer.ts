import { createMemoryCommands } from './memoryCommands';
import {
  memoryDataLayer,
  type MemoryDataLayer,
  type MemoryDataLayerOptions,
} from './memoryDataLayer';
import { STATIC_COMMAND_MODULES } from './staticCommandModules';

export type { MemoryDataLayer, MemoryDataLayerOptions } from './memoryDataLayer';

/** The in-memory data layer: same interface and domain rules as Firebase, for the preview and component tests. */
export function createMemoryDataLayer(options: MemoryDataLayerOptions = {}): MemoryDataLayer {
  return memoryDataLayer(options, (store, auth, storage) =>
    createMemoryCommands(store, auth, storage, STATIC_COMMAND_MODULES),
  );
}
