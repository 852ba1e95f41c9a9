import type { CommandClient } from '../types';

/**
 * A CommandClient whose implementation is loaded by the first call; calls made while it loads wait
 * for it. A failed load is not kept, so the next call tries again.
 */
export function commandsOnFirstCall(load: () => Promise<CommandClient>): CommandClient {
  let loading: Promise<CommandClient> | undefined;
  const client = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    call: async (name, input) => (await client()).call(name, input),
  };
}
