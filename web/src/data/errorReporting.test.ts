import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CANNOT_ONBOARD } from '@yardwise/domain/onboarding/messages';
import {
  reportError,
  setErrorReportingBackendForTests,
  type ErrorContext,
  type ErrorReportingBackend,
} from './errorReporting';
import { loadSentryBackend } from './errorReportingSentryLoader';

vi.mock('./errorReportingSentryLoader', () => ({ loadSentryBackend: vi.fn() }));

function recordingBackend() {
  const reports: [unknown, ErrorContext][] = [];
  const backend: ErrorReportingBackend = {
    capture: (error, context) => reports.push([error, context]),
  };
  return { backend, reports };
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(loadSentryBackend).mockReset();
});

afterEach(() => {
  setErrorReportingBackendForTests(undefined);
  vi.unstubAllEnvs();
  consoleError.mockRestore();
});

describe('reportError', () => {
  it('logs the error to the console under what failed', () => {
    setErrorReportingBackendForTests(null);
    const error = new Error('permission-denied');

    reportError(error, { where: 'Payment failed', orderId: 'order-1' });
    reportError(error, { where: 'The app failed to render', componentStack: '\n  at Page' });

    expect(consoleError.mock.calls).toEqual([
      ['Payment failed', error],
      ['The app failed to render', error, '\n  at Page'],
    ]);
  });

  it('sends the error with its context to the error service', () => {
    const { backend, reports } = recordingBackend();
    setErrorReportingBackendForTests(backend);
    const error = new Error('timed out');
    const context: ErrorContext = {
      where: 'The onboard state could not be loaded',
      uid: 'client-1',
      alert: CLIENT_CANNOT_ONBOARD,
    };

    reportError(error, context);

    expect(reports).toEqual([[error, context]]);
  });

  it('without VITE_SENTRY_DSN, only logs and never loads the error service', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');

    reportError(new Error('offline'), { where: 'Address search failed' });
    await Promise.resolve();

    expect(consoleError).toHaveBeenCalledOnce();
    expect(loadSentryBackend).not.toHaveBeenCalled();
  });

  it('with VITE_SENTRY_DSN, loads the service once, on the first report, and sends every report', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://public@errors.example/1');
    const { backend, reports } = recordingBackend();
    vi.mocked(loadSentryBackend).mockResolvedValue(backend);

    reportError(new Error('first'), { where: 'Login with email failed' });
    reportError(new Error('second'), { where: 'Payment failed', orderId: 'order-9' });
    await vi.waitFor(() => expect(reports).toHaveLength(2));
    reportError(new Error('third'), { where: 'Anonymous sign-in failed' });

    expect(loadSentryBackend).toHaveBeenCalledExactlyOnceWith('https://public@errors.example/1');
    expect(reports.map(([error, context]) => [(error as Error).message, context.where])).toEqual([
      ['first', 'Login with email failed'],
      ['second', 'Payment failed'],
      ['third', 'Anonymous sign-in failed'],
    ]);
  });

  it('never throws, whether the service fails to load or to take a report', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://public@errors.example/1');
    vi.mocked(loadSentryBackend).mockRejectedValue(new Error('chunk failed to load'));

    expect(() => reportError(new Error('x'), { where: 'Payment failed' })).not.toThrow();
    await vi.waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'The error reporting service could not be loaded',
        expect.any(Error),
      ),
    );

    setErrorReportingBackendForTests({
      capture: () => {
        throw new Error('quota exceeded');
      },
    });
    expect(() => reportError(new Error('y'), { where: 'Payment failed' })).not.toThrow();
  });
});
