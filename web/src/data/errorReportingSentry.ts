import type { ErrorContext, ErrorReportingBackend } from './errorReporting';

/** The part of the Sentry browser SDK the app uses. */
export interface SentrySdk {
  init(options: {
    dsn: string;
    environment: string;
    /** Off: the SDK adds no IP address, cookies or request headers to a report. */
    sendDefaultPii: false;
    beforeSend(event: object): object | null;
    beforeBreadcrumb(breadcrumb: object): object | null;
  }): unknown;
  captureException(
    exception: unknown,
    context: {
      tags: Record<string, string>;
      user?: { id: string };
      contexts?: Record<string, Record<string, unknown>>;
    },
  ): string;
}

const REDACTIONS: [RegExp, string][] = [
  // An email address, also inside a link (design-profile-quiz-email=ana%40example.com).
  [/[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  // A Firebase ID or custom token.
  [/\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, '[token]'],
  // Credentials in links: the login token, password-reset codes.
  [/\b(login_token|oobCode|token|access_token|id_token)=[^&\s"'#]+/gi, '$1=[redacted]'],
];

/** Text with email addresses and tokens replaced; what a report may carry from the page. */
export function redactReportText(text: string): string {
  return REDACTIONS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}

/** A copy of a report (or one of its parts) with every string redacted. */
export function redactReport<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactReportText(value) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => redactReport(item, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactReport(item, depth + 1)]),
  ) as T;
}

/**
 * Reports through Sentry: the context becomes tags (searchable) and the uid the report's user;
 * every report and breadcrumb is redacted before it leaves the page (the URL of a funnel page can
 * carry the visitor's email, a console line an error's text).
 */
export function sentryBackend(
  sdk: SentrySdk,
  options: { dsn: string; environment: string },
): ErrorReportingBackend {
  sdk.init({
    dsn: options.dsn,
    environment: options.environment,
    sendDefaultPii: false,
    beforeSend: (event) => redactReport(event),
    beforeBreadcrumb: (breadcrumb) => redactReport(breadcrumb),
  });
  return {
    capture(error: unknown, context: ErrorContext) {
      const tags: Record<string, string> = { where: context.where };
      if (context.orderId) tags.orderId = context.orderId;
      if (context.alert) tags.alert = context.alert;
      sdk.captureException(error, {
        tags,
        ...(context.uid ? { user: { id: context.uid } } : {}),
        ...(context.componentStack
          ? { contexts: { react: { componentStack: context.componentStack } } }
          : {}),
      });
    },
  };
}
