import type { CLIENT_CANNOT_ONBOARD } from '@yardwise/domain/onboarding/messages';

/**
 * What a report says besides the error: ids only, never
 * an email, a name or an address, so that nothing personal leaves the page with it.
 */
export interface ErrorContext {
  /** What failed, as a fixed sentence: the console line and the report's title. */
  where: string;
  /** The signed-in user, when the code that failed knows them. */
  uid?: string | null;
  /** An analytics or payment failure names the order. */
  orderId?: string | null;
  /** The onboard state could not be loaded, so staff are alerted as well. */
  alert?: typeof CLIENT_CANNOT_ONBOARD;
  /** React's component stack, for a render failure. */
  componentStack?: string | null;
}

/** An error-monitoring service. */
export interface ErrorReportingBackend {
  capture(error: unknown, context: ErrorContext): void;
}

/** Resolved: the service, or null when none is configured (or it could not load). */
let backend: ErrorReportingBackend | null | undefined;
let loading: Promise<ErrorReportingBackend | null> | undefined;

async function configuredBackend(): Promise<ErrorReportingBackend | null> {
  const dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN;
  // Loaded on the first report only, so the service's SDK never weighs on a page that works; a
  // build without a DSN leaves it out altogether.
  if (!dsn) return null;
  const { loadSentryBackend } = await import('./errorReportingSentryLoader');
  return loadSentryBackend(dsn);
}

function loadBackend(): Promise<ErrorReportingBackend | null> {
  loading ??= configuredBackend().then(
    (loaded) => (backend = loaded),
    (error: unknown) => {
      console.error('The error reporting service could not be loaded', error);
      return (backend = null);
    },
  );
  return loading;
}

/**
 * Logs the error to the console
 * and, when VITE_SENTRY_DSN is set, sends it to the error-monitoring service with its context.
 * Never throws: reporting must not break the page that is already failing.
 */
export function reportError(error: unknown, context: ErrorContext): void {
  console.error(context.where, error, ...(context.componentStack ? [context.componentStack] : []));
  try {
    if (backend !== undefined) {
      backend?.capture(error, context);
      return;
    }
    void loadBackend().then((loaded) => {
      try {
        loaded?.capture(error, context);
      } catch {
        // A service that fails to take a report has nothing better to tell.
      }
    });
  } catch {
    // As above.
  }
}

/** Tests: reports go to this backend (null: to none) until it is reset with undefined. */
export function setErrorReportingBackendForTests(
  replacement: ErrorReportingBackend | null | undefined,
): void {
  backend = replacement;
  loading = replacement === undefined ? undefined : Promise.resolve(replacement);
}
