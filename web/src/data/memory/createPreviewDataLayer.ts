import { commandsOnFirstCall } from './commandsOnFirstCall';
import {
  memoryDataLayer,
  type MemoryDataLayer,
  type MemoryDataLayerOptions,
} from './memoryDataLayer';

/**
 * The preview build's data layer: the in-memory layer whose command runner (the domain's commands
 * and their schemas) loads with the first command instead of holding up the first page.
 */
export function createPreviewDataLayer(options: MemoryDataLayerOptions = {}): MemoryDataLayer {
  return memoryDataLayer(options, (store, auth, storage) =>
    commandsOnFirstCall(() =>
      Promise.all([import('./memoryCommands'), import('./memoryCommandModules')]).then(
        ([runner, modules]) =>
          runner.createMemoryCommands(store, auth, storage, modules.LAZY_COMMAND_MODULES),
      ),
    ),
  );
}
