import type { InferType } from 'yup';
import { acceptTerms } from './acceptTerms';

/** Every callable command, by the name the functions export it under. */
export const COMMANDS = {
  acceptTerms,
} as const;

export type CommandName = keyof typeof COMMANDS;
export type CommandInput<N extends CommandName> = InferType<(typeof COMMANDS)[N]['input']>;
export type CommandOutput<N extends CommandName> = Awaited<ReturnType<(typeof COMMANDS)[N]['run']>>;
