// Exports only. Each callable is exported under its command name: the web client calls it by that name.
import { COMMANDS } from '@yardwise/domain/commands/registry';
import { commandFunction } from './commands/commandFunction';

export const acceptTerms = commandFunction(COMMANDS.acceptTerms);
