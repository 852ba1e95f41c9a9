import type { AnyCommand, CommandName } from '@yardwise/domain/commands/registry';
import type { RemoteCommandName } from '@yardwise/domain/commands/remoteCommands';
import type { MEMORY_REMOTE_COMMANDS } from './memoryRemoteCommands';

type RemoteStandIn = (typeof MEMORY_REMOTE_COMMANDS)[RemoteCommandName];

/** Where the in-memory runner finds a command by name: null when there is none. */
export interface CommandModules {
  domainCommand(name: string): AnyCommand | null | Promise<AnyCommand | null>;
  remoteCommand(name: string): RemoteStandIn | null | Promise<RemoteStandIn | null>;
}

// The funnel's first pages call only these: each loads on its own, so a visitor's first page does
// not wait for the schemas of every other command (onboarding, wish list, checkout) to download.
const FIRST_PAGE_COMMANDS: Partial<Record<string, () => Promise<AnyCommand>>> = {
  createDesignProfile: () =>
    import('@yardwise/domain/commands/createDesignProfile').then(
      (module) => module.createDesignProfile as AnyCommand,
    ),
  updateDesignProfile: () =>
    import('@yardwise/domain/commands/updateDesignProfile').then(
      (module) => module.updateDesignProfile as AnyCommand,
    ),
  catalogPrices: () =>
    import('@yardwise/domain/catalog/catalogPrices').then(
      (module) => module.catalogPrices as AnyCommand,
    ),
};

/** The preview build's commands, each downloaded when it is first called. */
export const LAZY_COMMAND_MODULES: CommandModules = {
  async domainCommand(name) {
    const firstPage = FIRST_PAGE_COMMANDS[name];
    if (firstPage) return firstPage();
    const { COMMANDS, commandNamed } = await import('@yardwise/domain/commands/registry');
    return name in COMMANDS ? commandNamed(name as CommandName) : null;
  },
  async remoteCommand(name) {
    const { MEMORY_REMOTE_COMMANDS: standIns } = await import('./memoryRemoteCommands');
    return standIns[name as RemoteCommandName] ?? null;
  },
};
