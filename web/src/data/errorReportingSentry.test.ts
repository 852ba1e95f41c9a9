import { describe, expect, it, vi } from 'vitest';
import { CLIENT_CANNOT_ONBOARD } from '@yardwise/domain/onboarding/messages';
import { redactReportText, sentryBackend, type SentrySdk } from './errorReportingSentry';

function fakeSdk() {
  const sdk = {
    init: vi.fn<SentrySdk['init']>(),
    captureException: vi.fn<SentrySdk['captureException']>(() => 'event-id'),
  };
  return sdk;
}

const options = { dsn: 'https://public@errors.example/1', environment: 'production' };

function initOptions(sdk: ReturnType<typeof fakeSdk>) {
  const [first] = sdk.init.mock.calls[0] ?? [];
  if (!first) throw new Error('init was not called');
  return first;
}

describe('the Sentry error service', () => {
  it('starts the SDK with the DSN and without personal data', () => {
    const sdk = fakeSdk();
    sentryBackend(sdk, options);

    expect(sdk.init).toHaveBeenCalledOnce();
    expect(initOptions(sdk)).toMatchObject({
      dsn: options.dsn,
      environment: 'production',
      sendDefaultPii: false,
    });
  });

  it('sends what failed, the order and the alert as tags and the uid as the user', () => {
    const sdk = fakeSdk();
    const error = new Error('timed out');

    sentryBackend(sdk, options).capture(error, {
      where: 'The onboard state could not be loaded',
      uid: 'client-1',
      orderId: 'order-7',
      alert: CLIENT_CANNOT_ONBOARD,
    });

    expect(sdk.captureException).toHaveBeenCalledExactlyOnceWith(error, {
      tags: {
        where: 'The onboard state could not be loaded',
        orderId: 'order-7',
        alert: CLIENT_CANNOT_ONBOARD,
      },
      user: { id: 'client-1' },
    });
  });

  it('keeps a render failure’s component stack and leaves out what is unknown', () => {
    const sdk = fakeSdk();

    sentryBackend(sdk, options).capture('boom', {
      where: 'The app failed to render',
      uid: null,
      componentStack: '\n  at CheckoutPage',
    });

    expect(sdk.captureException).toHaveBeenCalledExactlyOnceWith('boom', {
      tags: { where: 'The app failed to render' },
      contexts: { react: { componentStack: '\n  at CheckoutPage' } },
    });
  });

  it('redacts emails and tokens from every report and breadcrumb before it is sent', () => {
    const sdk = fakeSdk();
    sentryBackend(sdk, options);
    const { beforeSend, beforeBreadcrumb } = initOptions(sdk);

    const event = {
      exception: { values: [{ type: 'Error', value: 'No account for ana.lopez@example.com' }] },
      request: {
        url: 'https://app.example/design-profile?design-profile-quiz-email=ana.lopez%40example.com',
      },
      tags: { where: 'Login with email failed' },
    };
    const breadcrumb = {
      category: 'navigation',
      data: { from: '/', to: '/purchase?login_token=eyJhbGciOi.eyJ1aWQi.c2lnbmF0dXJl&package=x' },
    };

    expect(beforeSend(event)).toEqual({
      exception: { values: [{ type: 'Error', value: 'No account for [email]' }] },
      request: { url: 'https://app.example/design-profile?design-profile-quiz-email=[email]' },
      tags: { where: 'Login with email failed' },
    });
    expect(beforeBreadcrumb(breadcrumb)).toEqual({
      category: 'navigation',
      data: { from: '/', to: '/purchase?login_token=[redacted]&package=x' },
    });
  });
});

describe('redactReportText', () => {
  it.each([
    ['an email address', 'for Ana+1@mail.example.co.uk', 'for [email]'],
    ['an ID token', 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJ1aWQiOiJ1MSJ9.c2ln', 'Bearer [token]'],
    [
      'a password-reset code',
      '/__/auth/action?oobCode=abc123&mode=x',
      '/__/auth/action?oobCode=[redacted]&mode=x',
    ],
  ])('hides %s', (_, text, expected) => {
    expect(redactReportText(text)).toBe(expected);
  });

  it('leaves ids and plain sentences alone', () => {
    const text = 'Payment for order order-7 (pi_3Ab) failed: card_declined';
    expect(redactReportText(text)).toBe(text);
  });
});
