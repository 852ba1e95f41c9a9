import { catchError, concat, map, of, switchMap, timer, type Observable } from 'rxjs';
import type { LiveResult } from '@web/data/types';

/** How long a failed listener waits before it listens again. */
export const LISTEN_RETRY_MS = 10_000;

/**
 * A listener's values as results a screen can show, its failures included: reactfire throws a
 * failed observable's error into the render, and keeps it for the page's lifetime. A failure
 * is shown as an error result instead, and the listener tries again after a pause, so a
 * passing fault (a dropped connection, a token being refreshed) ends without a reload.
 */
export function liveResults<T>(source: Observable<T>): Observable<LiveResult<T>> {
  const results: Observable<LiveResult<T>> = source.pipe(
    map((data): LiveResult<T> => ({ status: 'success', data, error: undefined })),
    catchError((error: unknown) =>
      concat(
        of<LiveResult<T>>({
          status: 'error',
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
        timer(LISTEN_RETRY_MS).pipe(switchMap(() => results)),
      ),
    ),
  );
  return results;
}
