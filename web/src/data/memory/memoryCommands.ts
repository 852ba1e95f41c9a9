import { cutTooDeepInput, executeCommand } from '@yardwise/domain/commands/command';
import type { CommandClient } from '@web/data/types';
import { CommandFailure, toCommandFailure } from '@web/data/commandFailure';
import type { MemoryAuth } from './memoryAuth';
import type { CommandModules } from './memoryCommandModules';
import type { MemoryStorage } from './memoryStorage';
import type { MemoryStore } from './memoryStore';

export const PREVIEW_UNAVAILABLE =
  'The preview cannot do this yet: it needs the local Firebase stack (npm start).';

/**
 * Runs commands in the browser with the same domain rules the functions run; input and output
 * cross a JSON boundary as they would over the network.
 */
export function createMemoryCommands(
  store: MemoryStore,
  auth: MemoryAuth,
  storage: MemoryStorage,
  modules: CommandModules,
): CommandClient {
  return {
    async call(name, input) {
      const user = auth.currentUser();
      const caller = user
        ? // The preview sends no email and has no verification link: its accounts count as verified.
          { uid: user.uid, isAnonymous: user.isAnonymous, email: user.email, emailVerified: true }
        : null;
      try {
        // Cut first: JSON.stringify recurses and would overflow on input nested thousands deep,
        // which the commands' validation then refuses as invalid-argument, as the functions do.
        const wireInput: unknown =
          input === undefined ? undefined : JSON.parse(JSON.stringify(cutTooDeepInput(input)));
        const command = await modules.domainCommand(name);
        if (command) {
          const output = await store.transaction((docStore) =>
            executeCommand(command, wireInput, caller, docStore, new Date()),
          );
          return JSON.parse(JSON.stringify(output ?? null));
        }
        const remote = await modules.remoteCommand(name);
        if (!remote) throw new CommandFailure('unavailable', PREVIEW_UNAVAILABLE);
        const output = await remote(wireInput, { caller, store, storage, now: new Date() });
        return JSON.parse(JSON.stringify(output ?? null));
      } catch (error) {
        throw toCommandFailure(error);
      }
    },
  };
}
