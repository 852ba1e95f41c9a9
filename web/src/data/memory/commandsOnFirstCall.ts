import { loadOnce } from '@web/data/loadOnce';
import type { CommandClient } from '@web/data/types';

/**
 * A CommandClient whose implementation is loaded by the first call; calls made while it loads wait
 * for it. A failed load is not kept, so the next call tries again.
 */
export function commandsOnFirstCall(load: () => Promise<CommandClient>): CommandClient {
  const client = loadOnce(load);
  return {
    call: async (name, input) => (await client()).call(name, input),
  };
}
