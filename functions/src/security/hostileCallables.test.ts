import { describe, expect, it } from 'vitest';
import type { CallableName } from '@yardwise/domain/commands/remoteCommands';
import { callableSamples } from '@yardwise/domain/commands/testing/callableSamples';
import * as exported from '../index';
import { callableRequest, rejection } from '../testing/callable';
import { accessOf, HOSTILE_CALLABLES } from './testing/hostileCallables';

/** A firebase-functions v2 callable: onCall gives it run() and a callable trigger. */
function isCallable(value: unknown): boolean {
  const fn = value as { run?: unknown; __endpoint?: { callableTrigger?: unknown } } | null;
  return typeof fn?.run === 'function' && fn.__endpoint?.callableTrigger !== undefined;
}

const exportedCallables = Object.entries(exported)
  .filter(([, value]) => isCallable(value))
  .map(([name]) => name)
  .sort();

describe('the hostile-input suites cover every callable', () => {
  it('tells callables from the other exports (the webhook, the scheduled job)', () => {
    expect(exportedCallables).toContain('createOrder');
    expect(exportedCallables).toContain('acceptTerms');
    expect(exportedCallables).not.toContain('stripeWebhook');
    expect(exportedCallables).not.toContain('abandonedCartEmails');
  });

  it('has an entry and a sample payload for every callable the functions export', () => {
    expect(Object.keys(HOSTILE_CALLABLES).sort()).toEqual(exportedCallables);
    expect(Object.keys(callableSamples()).sort()).toEqual(exportedCallables);
  });

  const visitorCallables = (Object.keys(HOSTILE_CALLABLES) as CallableName[]).filter(
    (name) => accessOf(name) === 'visitor',
  );

  // The suites check that account callables refuse anonymous visitors; this checks that the
  // callables said to be open to visitors really are, so none is left out of that check.
  it.each(visitorCallables)(
    '%s is open to anonymous visitors: their bad input is judged, not their sign-in',
    async (name) => {
      const fn = exported[name] as { run(request: unknown): Promise<unknown> };
      const anonymous = { uid: 'anon-access', signIn: 'anonymous' } as const;

      const error = await rejection(fn.run(callableRequest({ unknownField: true }, anonymous)));

      expect(error.code).toBe('invalid-argument');
    },
  );
});
