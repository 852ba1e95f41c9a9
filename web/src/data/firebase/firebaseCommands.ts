import type { CommandClient } from '@web/data/types';
import { toCommandFailure } from '@web/data/commandFailure';
import { loadOnce } from '@web/data/loadOnce';
import { emulatorHosts, functionsRegion, useEmulators } from './firebaseConfig';

/**
 * The Functions SDK is loaded on the first command, not with the first page; a failed download
 * (offline for a moment) is tried again by the next command.
 */
const loadFunctions = loadOnce(() =>
  Promise.all([import('firebase/functions'), import('./firebaseApp')]).then(
    ([sdk, { firebaseApp }]) => {
      const functions = sdk.getFunctions(firebaseApp(), functionsRegion);
      if (useEmulators) {
        sdk.connectFunctionsEmulator(
          functions,
          emulatorHosts.functions.host,
          emulatorHosts.functions.port,
        );
      }
      return { sdk, functions };
    },
  ),
);

/** Commands are callable functions exported under the command's name. */
export function createFirebaseCommands(): CommandClient {
  return {
    async call(name, input) {
      try {
        const { sdk, functions } = await loadFunctions();
        const result = await sdk.httpsCallable(functions, name)(input);
        return result.data as never;
      } catch (error) {
        throw toCommandFailure(error);
      }
    },
  };
}
