import { useCallback, useState } from 'react';
import type {
  CallableInput,
  CallableName,
  CallableOutput,
} from '@yardwise/domain/commands/remoteCommands';
import { useDataLayer } from './DataLayerContext';
import { toCommandFailure, type CommandFailure } from './commandFailure';

export interface CommandState<N extends CallableName> {
  run(input: CallableInput<N>): Promise<CallableOutput<N> | undefined>;
  pending: boolean;
  failure: CommandFailure | undefined;
}

/** Runs one command with pending and failure state; a failure resolves to undefined and is kept in `failure`. */
export function useCommand<N extends CallableName>(name: N): CommandState<N> {
  const { commands } = useDataLayer();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<CommandFailure>();
  const run = useCallback(
    async (input: CallableInput<N>): Promise<CallableOutput<N> | undefined> => {
      setPending(true);
      setFailure(undefined);
      try {
        const output: CallableOutput<N> = await commands.call(name, input);
        return output;
      } catch (error) {
        setFailure(toCommandFailure(error));
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [commands, name],
  );
  return { run, pending, failure };
}
