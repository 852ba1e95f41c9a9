import { afterEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { CLIENT_CANNOT_ONBOARD } from '@yardwise/domain/onboarding/messages';
import { webhookStaffAlerts, type StaffAlerts } from '../adapters/alerts/staffAlerts';
import { callableRequest, rejection } from '../testing/callable';
import { alertCannotOnboard, setStaffAlertsForTests } from './alertCannotOnboard';

const client = { uid: 'client-7', signIn: 'password', email: 'ana@example.com' } as const;
const alert = (data: unknown, caller: Parameters<typeof callableRequest>[1] = client) =>
  alertCannotOnboard.run(callableRequest(data, caller));

afterEach(() => {
  setStaffAlertsForTests(null);
  vi.unstubAllGlobals();
});

describe('alertCannotOnboard', () => {
  it('tells staff the client cannot onboard, with the uid and no personal details', async () => {
    const sent: [string, Record<string, string>][] = [];
    const fake: StaffAlerts = { send: async (text, ids) => (sent.push([text, ids]), 'posted') };
    setStaffAlertsForTests(fake);

    expect(await alert({ detail: 'No profile for user client-7' })).toEqual({ alerted: true });

    expect(sent).toEqual([
      [`No profile for user client-7 ${CLIENT_CANNOT_ONBOARD}`, { uid: 'client-7' }],
    ]);
  });

  it('posts JSON text to the webhook and reports a refusal as not alerted', async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 500 }));
    const alerts = webhookStaffAlerts('https://hooks.example.test/alerts', fetch);
    expect(await alerts.send(CLIENT_CANNOT_ONBOARD, { uid: 'client-7' })).toBe('failed');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      text: `${CLIENT_CANNOT_ONBOARD} (uid: client-7)`,
    });
  });

  it('without a webhook the alert goes to the error log (the local stand-in)', async () => {
    expect(await alert({ detail: 'timed out' })).toEqual({ alerted: true });
    expect(logger.error).toHaveBeenCalledWith(`[alert] timed out ${CLIENT_CANNOT_ONBOARD}`, {
      uid: 'client-7',
    });
  });

  it('refuses anonymous visitors and malformed details', async () => {
    expect((await rejection(alert({ detail: 'x' }, { uid: 'a1', signIn: 'anonymous' }))).code).toBe(
      'permission-denied',
    );
    expect((await rejection(alert({ detail: 'x'.repeat(501) }))).code).toBe('invalid-argument');
    expect((await rejection(alert({ detail: 'x', extra: true }))).code).toBe('invalid-argument');
  });
});
