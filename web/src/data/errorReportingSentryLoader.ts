import type { ErrorReportingBackend } from './errorReporting';
import { sentryBackend, type SentrySdk } from './errorReportingSentry';

/**
 * The Sentry SDK, loaded only when VITE_SENTRY_DSN is set (a build without it drops this module).
 * Kept apart from errorReportingSentry.ts so that tests of the adapter never load the SDK.
 */
export async function loadSentryBackend(dsn: string): Promise<ErrorReportingBackend> {
  const sdk: unknown = await import('@sentry/browser');
  // The SDK's own types are wider than the calls SentrySdk lists, which are all the app makes.
  return sentryBackend(sdk as SentrySdk, { dsn, environment: import.meta.env.MODE });
}
