import { COMMANDS, commandNamed, type CommandName } from '@yardwise/domain/commands/registry';
import type { RemoteCommandName } from '@yardwise/domain/commands/remoteCommands';
import type { CommandModules } from './memoryCommandModules';
import { MEMORY_REMOTE_COMMANDS } from './memoryRemoteCommands';

/** Every command at hand at once: for component tests, where nothing is downloaded. */
export const STATIC_COMMAND_MODULES: CommandModules = {
  domainCommand: (name) => (name in COMMANDS ? commandNamed(name as CommandName) : null),
  remoteCommand: (name) => MEMORY_REMOTE_COMMANDS[name as RemoteCommandName] ?? null,
};
