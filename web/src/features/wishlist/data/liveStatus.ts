import type { LiveResult } from '@web/data/types';

export type LiveStatus = LiveResult<unknown>['status'];

/** Several live reads as one: an error wins, then loading; success once every read has arrived. */
export function combinedStatus(...results: Pick<LiveResult<unknown>, 'status'>[]): LiveStatus {
  if (results.some((result) => result.status === 'error')) return 'error';
  if (results.some((result) => result.status === 'loading')) return 'loading';
  return 'success';
}

export function firstError(...results: Pick<LiveResult<unknown>, 'error'>[]): Error | undefined {
  return results.find((result) => result.error)?.error;
}
