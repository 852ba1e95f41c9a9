import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RECAPTCHA_ACTION } from '@yardwise/domain/checkout/recaptcha';
import { reportError } from '@web/data/errorReporting';
import { callsOf, renderPurchase } from './purchaseTestUtils';

vi.mock('@web/data/errorReporting', () => ({ reportError: vi.fn() }));

const SITE_KEY = 'site-key-1';
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
const execute = vi.fn<(siteKey: string, options: { action: string }) => Promise<string>>();

/** Google's script as the page loads it, never from the network: the tag loads, grecaptcha starts. */
function fakeRecaptchaScript() {
  window.grecaptcha = { ready: (callback) => callback(), execute };
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    append(node);
    if (node instanceof HTMLScriptElement && node.src.startsWith(RECAPTCHA_SCRIPT)) {
      setTimeout(() => node.dispatchEvent(new Event('load')));
    }
    return node;
  });
}

beforeEach(() => {
  vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', SITE_KEY);
  let issued = 0;
  execute.mockReset().mockImplementation(async () => `fresh-token-${++issued}`);
  vi.mocked(reportError).mockClear();
  fakeRecaptchaScript();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  delete window.grecaptcha;
  window.localStorage.clear();
});

describe('reCAPTCHA at the order step', () => {
  it('creates the order with a token of its own, and CONFIRM ORDER checks another', async () => {
    const { user, call } = renderPurchase();

    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    const confirm = await screen.findByRole('button', { name: 'CONFIRM ORDER' });

    expect(callsOf(call, 'createOrder')).toEqual([
      expect.objectContaining({ order: expect.any(Object), recaptchaToken: 'fresh-token-1' }),
    ]);
    expect(callsOf(call, 'validateRecaptcha')).toEqual([]);

    await user.click(confirm);
    expect(await screen.findByText('Left the purchase page')).toBeInTheDocument();
    // Google accepts a token once: the payment's check is sent a new one.
    expect(callsOf(call, 'validateRecaptcha')).toEqual([
      { token: 'fresh-token-2', action: RECAPTCHA_ACTION },
    ]);
    expect(execute.mock.calls).toEqual([
      [SITE_KEY, { action: RECAPTCHA_ACTION }],
      [SITE_KEY, { action: RECAPTCHA_ACTION }],
    ]);
  });

  it("says 'Recaptcha validation failed' and sends no order when no token can be had; NEXT again works", async () => {
    execute.mockRejectedValueOnce(new Error('reCAPTCHA timed out'));
    const { user, call } = renderPurchase();

    await user.click(await screen.findByRole('button', { name: 'NEXT' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Recaptcha validation failed');
    expect(callsOf(call, 'createOrder')).toEqual([]);
    expect(reportError).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'CONFIRM ORDER' })).not.toBeInTheDocument();

    // Nothing is lost: the billing details are still filled in, and the next try goes through.
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('button', { name: 'CONFIRM ORDER' })).toBeInTheDocument();
    expect(callsOf(call, 'createOrder')).toEqual([
      expect.objectContaining({ recaptchaToken: 'fresh-token-1' }),
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
