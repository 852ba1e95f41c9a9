import { expect } from 'vitest';
import { CommandError } from '../commandError';

/** The CommandError a command's promise is refused with (the test fails if it succeeds). */
export async function refusal(promise: Promise<unknown>): Promise<CommandError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CommandError);
  return error as CommandError;
}
