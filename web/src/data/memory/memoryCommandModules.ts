import type { AnyCommand, CommandName } from '@yardwise/domain/commands/registry';
import type { RemoteCommandName } from '@yardwise/domain/commands/remoteCommands';
import type { MEMORY_REMOTE_COMMANDS } from './memoryRemoteCommands';

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

/** The domain command of that name, loaded on demand; null when there is none. */
export async function loadDomainCommand(name: string): Promise<AnyCommand | null> {
  const firstPage = FIRST_PAGE_COMMANDS[name];
  if (firstPage) return firstPage();
  const { COMMANDS, commandNamed } = await import('@yardwise/domain/commands/registry');
  return name in COMMANDS ? commandNamed(name as CommandName) : null;
}

/** The preview's stand-in for a server-only command (payments, promo codes, contact), on demand. */
export async function loadRemoteCommand(
  name: string,
): Promise<(typeof MEMORY_REMOTE_COMMANDS)[RemoteCommandName] | null> {
  const { MEMORY_REMOTE_COMMANDS: commands } = await import('./memoryRemoteCommands');
  return commands[name as RemoteCommandName] ?? null;
}
