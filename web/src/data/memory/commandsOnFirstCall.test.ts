import { describe, expect, it, vi } from 'vitest';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import type { CommandClient } from '@web/data/types';
import { commandsOnFirstCall } from './commandsOnFirstCall';

function recordingClient(): CommandClient & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    call: async (name, input) => {
      calls.push([name, input]);
      return { dateOfAgree: '2026-01-05T10:00:00.000Z', alreadyAccepted: false } as never;
    },
  };
}

const accept = { typeOfTos: CURRENT_TERMS_VERSION, tosAgreed: true };

describe('commandsOnFirstCall', () => {
  it('loads the command runner on the first call, once, and passes every call on', async () => {
    const runner = recordingClient();
    const load = vi.fn(async () => runner);
    const commands = commandsOnFirstCall(load);
    expect(load).not.toHaveBeenCalled();

    const [first] = await Promise.all([
      commands.call('acceptTerms', accept),
      commands.call('acceptTerms', accept),
    ]);
    await commands.call('acceptTerms', accept);

    expect(first).toEqual({ dateOfAgree: '2026-01-05T10:00:00.000Z', alreadyAccepted: false });
    expect(load).toHaveBeenCalledTimes(1);
    expect(runner.calls).toEqual([
      ['acceptTerms', accept],
      ['acceptTerms', accept],
      ['acceptTerms', accept],
    ]);
  });

  it('tries to load again after a failed load', async () => {
    const runner = recordingClient();
    const load = vi
      .fn<() => Promise<CommandClient>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(runner);
    const commands = commandsOnFirstCall(load);

    await expect(commands.call('acceptTerms', accept)).rejects.toThrow('offline');
    await expect(commands.call('acceptTerms', accept)).resolves.toMatchObject({
      alreadyAccepted: false,
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
