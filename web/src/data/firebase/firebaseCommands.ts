import type * as FunctionsSdk from 'firebase/functions';
import type { CommandClient } from '../types';
import { toCommandFailure } from '../commandFailure';
import { emulatorHosts, functionsRegion, useEmulators } from './firebaseConfig';

type FunctionsModule = typeof FunctionsSdk;
let functionsReady:
  | Promise<{ sdk: FunctionsModule; functions: ReturnType<FunctionsModule['getFunctions']> }>
  | undefined;

/** The Functions SDK is loaded on the first command, not with the first page. */
function loadFunctions() {
  functionsReady ??= Promise.all([import('firebase/functions'), import('./firebaseApp')]).then(
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
  );
  return functionsReady;
}

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
