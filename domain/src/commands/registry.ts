import type { AnyObject, InferType, ObjectSchema } from 'yup';
import type { CommandDefinition } from './command';
import { acceptTerms } from './acceptTerms';
import { createDesignProfile } from './createDesignProfile';
import { updateDesignProfile } from './updateDesignProfile';
import { updateProfile } from './updateProfile';

/** Every callable command, by the name the functions export it under. */
export const COMMANDS = {
  acceptTerms,
  createDesignProfile,
  updateDesignProfile,
  updateProfile,
} as const;

export type CommandName = keyof typeof COMMANDS;
export type CommandInput<N extends CommandName> = InferType<(typeof COMMANDS)[N]['input']>;
export type CommandOutput<N extends CommandName> = Awaited<ReturnType<(typeof COMMANDS)[N]['run']>>;

/** Any registered command with its types widened, for code that runs commands by name. */
export type AnyCommand = CommandDefinition<ObjectSchema<AnyObject>, unknown>;

export function commandNamed(name: CommandName): AnyCommand {
  return COMMANDS[name];
}
