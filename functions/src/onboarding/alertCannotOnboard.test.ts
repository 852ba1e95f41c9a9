import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import {
  CANNOT_ONBOARD_ALERT_NEEDS_PURCHASE,
  CLIENT_CANNOT_ONBOARD,
} from '@yardwise/domain/onboarding/messages';
import { webhookStaffAlerts, type StaffAlerts } from '../adapters/alerts/staffAlerts';
import { callableRequest, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { seedOnboardingClient } from './testing/onboardingClients';
import { alertCannotOnboard, setStaffAlertsForTests } from './alertCannotOnboard';

const client = { uid: 'client-7', signIn: 'password', email: 'ana@example.com' } as const;
const alert = (data: unknown, caller: Parameters<typeof callableRequest>[1] = client) =>
  alertCannotOnboard.run(callableRequest(data, caller));

beforeEach(async () => {
  await clearFirestore(['onboardStates', 'profiles', 'rateLimits', 'orders']);
  await seedOnboardingClient(client, 'full-yard');
});

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

  it('refuses an account that bought no design: it cannot post to the staff channel', async () => {
    const stranger = { uid: 'stranger-1', signIn: 'password', email: 'sam@example.com' } as const;
    const sent: string[] = [];
    setStaffAlertsForTests({ send: async (text) => (sent.push(text), 'posted') });
    const refused = await rejection(alert({ detail: 'hello' }, stranger));
    expect(refused.code).toBe('permission-denied');
    expect(refused.message).toBe(CANNOT_ONBOARD_ALERT_NEEDS_PURCHASE);
    expect(sent).toEqual([]);
  });

  it('takes three alerts an hour from one client, then refuses', async () => {
    setStaffAlertsForTests({ send: async () => 'posted' });
    for (let call = 0; call < 3; call += 1) await alert({ detail: 'timed out' });
    expect((await rejection(alert({ detail: 'timed out' }))).code).toBe('resource-exhausted');
  });

  it('posts a detail that tries to mention or link as plain text', async () => {
    const fetch = vi.fn(async () => new Response('ok', { status: 200 }));
    setStaffAlertsForTests(webhookStaffAlerts('https://hooks.example.test/alerts', fetch));
    await alert({ detail: '<!channel> <https://evil.example|Reset your password> @here' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const { text } = JSON.parse(String(init.body)) as { text: string };
    expect(text).toBe(
      '&lt;!channel&gt; &lt;https://evil.example|Reset your password&gt; @\u200bhere ' +
        `${CLIENT_CANNOT_ONBOARD} (uid: client-7)`,
    );
  });

  it('refuses anonymous visitors and malformed details', async () => {
    expect((await rejection(alert({ detail: 'x' }, { uid: 'a1', signIn: 'anonymous' }))).code).toBe(
      'permission-denied',
    );
    expect((await rejection(alert({ detail: 'x'.repeat(501) }))).code).toBe('invalid-argument');
    expect((await rejection(alert({ detail: 'x', extra: true }))).code).toBe('invalid-argument');
  });
});
