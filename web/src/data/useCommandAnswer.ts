import type {
  CallableInput,
  CallableName,
  CallableOutput,
} from '@yardwise/domain/commands/remoteCommands';
import { useDataLayer } from './DataLayerContext';
import { useReadOnce } from './readOnce';
import type { LiveResult } from './types';

/**
 * The answer of a command that only reads (the catalogue's prices for a cart), asked once per
 * input during the visit and shared by every screen that asks; null input asks nothing.
 */
export function useCommandAnswer<N extends CallableName>(
  name: N,
  input: CallableInput<N> | null,
): LiveResult<CallableOutput<N> | undefined> {
  const { commands } = useDataLayer();
  return useReadOnce<CallableOutput<N> | undefined>(
    commands,
    input === null ? null : `${name}:${JSON.stringify(input)}`,
    () => commands.call(name, input!),
    undefined,
  );
}
