import { afterEach, describe, expect, it, vi } from 'vitest';
import { Observable, Subject } from 'rxjs';
import type { LiveResult } from '@web/data/types';
import { LISTEN_RETRY_MS, liveResults } from './liveResults';

afterEach(() => {
  vi.useRealTimers();
});

describe('liveResults', () => {
  it('passes values on as success results', () => {
    const source = new Subject<number>();
    const seen: LiveResult<number>[] = [];
    liveResults(source).subscribe((result) => seen.push(result));

    source.next(1);
    source.next(2);
    expect(seen.map((result) => [result.status, result.data])).toEqual([
      ['success', 1],
      ['success', 2],
    ]);
  });

  it('turns a failure into an error result instead of an error, then listens again', () => {
    vi.useFakeTimers();
    // Each subscription opens a fresh listener, as a Firestore listener does.
    let listens = 0;
    let listener = new Subject<string>();
    const source = new Observable<string>((subscriber) => {
      listens += 1;
      listener = new Subject<string>();
      return listener.subscribe(subscriber);
    });
    const seen: LiveResult<string>[] = [];
    const errors: unknown[] = [];
    liveResults(source).subscribe({
      next: (result) => seen.push(result),
      error: (error: unknown) => errors.push(error),
    });

    listener.error(new Error('permission-denied'));
    expect(seen.at(-1)).toMatchObject({ status: 'error', error: new Error('permission-denied') });
    expect(errors).toEqual([]);
    expect(listens).toBe(1);

    vi.advanceTimersByTime(LISTEN_RETRY_MS);
    expect(listens).toBe(2);
    listener.next('back');
    expect(seen.at(-1)).toEqual({ status: 'success', data: 'back', error: undefined });
  });
});
