import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { readModeOf } from '@yardwise/domain/firestore/readModes';
import type { CollectionName } from '@yardwise/domain/firestore/collections';
import { changeSignal } from './changeSignal';
import type { FirestoreRest } from './firestoreRest';
import {
  announcingChanges,
  lazySource,
  liveReadsFrom,
  onceSource,
  sourceByReadMode,
  type Emit,
  type ReadSource,
} from './readSources';

/** A REST API whose answers the test changes; each read takes the answer of its moment. */
function fakeRest(initial: Record<string, unknown>) {
  const documents = new Map(Object.entries(initial));
  const getDocument = vi.fn((collection: CollectionName, id: string) =>
    Promise.resolve(documents.get(`${collection}/${id}`) ?? null),
  );
  const rest = { getDocument, runQuery: vi.fn(() => Promise.resolve([])) };
  return { rest: rest as unknown as FirestoreRest, documents, getDocument };
}

/** The SDK's listeners as a source the test pushes snapshots into. */
function fakeLiveSource() {
  const emits = new Map<string, Emit<unknown>>();
  const source: ReadSource = {
    watchDocument(collection, id, emit) {
      emits.set(`${collection}/${id}`, emit as Emit<unknown>);
      return () => emits.delete(`${collection}/${id}`);
    },
    watchQuery(collection, _filters, emit) {
      emits.set(collection, emit as Emit<unknown>);
      return () => emits.delete(collection);
    },
  };
  const push = (key: string, data: unknown) =>
    act(() => emits.get(key)!({ status: 'success', data, error: undefined }));
  return { source, emits, push };
}

function appReads(initial: Record<string, unknown>) {
  const recordsChanged = changeSignal();
  const rest = fakeRest(initial);
  const live = fakeLiveSource();
  const loadLive = vi.fn(() => Promise.resolve(live.source));
  const reads = liveReadsFrom(
    sourceByReadMode(readModeOf, {
      reference: onceSource(rest.rest),
      ownRecords: onceSource(rest.rest, recordsChanged),
      server: announcingChanges(lazySource(loadLive), recordsChanged),
    }),
  );
  return { reads, recordsChanged, rest, live, loadLive };
}

describe('reads by read mode', () => {
  it('reads the client’s own record once and again after a command, showing the old one meanwhile', async () => {
    const { reads, recordsChanged, rest, loadLive } = appReads({
      'profiles/uid-1': { id: 'uid-1', firstName: 'Dana' },
    });
    const { result } = renderHook(() => reads.useDocument('profiles', 'uid-1'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toEqual({ id: 'uid-1', firstName: 'Dana' }));

    rest.documents.set('profiles/uid-1', { id: 'uid-1', firstName: 'Dani' });
    act(() => recordsChanged.fire());
    expect(result.current).toMatchObject({ status: 'success', data: { firstName: 'Dana' } });
    await waitFor(() => expect(result.current.data).toMatchObject({ firstName: 'Dani' }));
    expect(rest.getDocument).toHaveBeenCalledTimes(2);
    expect(loadLive).not.toHaveBeenCalled();
  });

  it('does not read the catalog again after a command', async () => {
    const { reads, recordsChanged, rest } = appReads({
      'products/full-yard': { id: 'full-yard', priceCents: 149900 },
    });
    const { result } = renderHook(() => reads.useDocument('products', 'full-yard'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => recordsChanged.fire());
    await Promise.resolve();
    expect(rest.getDocument).toHaveBeenCalledTimes(1);
  });

  it('keeps the newest read when an older one answers last', async () => {
    const recordsChanged = changeSignal();
    const answers: ((value: unknown) => void)[] = [];
    const rest = {
      getDocument: vi.fn(() => new Promise((resolve) => answers.push(resolve))),
      runQuery: vi.fn(),
    } as unknown as FirestoreRest;
    const reads = liveReadsFrom(onceSource(rest, recordsChanged));
    const { result } = renderHook(() => reads.useDocument('onboardStates', 'state-1'));
    act(() => recordsChanged.fire());
    await act(async () => answers[1]!({ id: 'state-1', currentStep: 'new' }));
    await act(async () => answers[0]!({ id: 'state-1', currentStep: 'old' }));
    expect(result.current.data).toEqual({ id: 'state-1', currentStep: 'new' });
  });

  it('shares one read between screens reading the same record, before and after a command', async () => {
    const { reads, recordsChanged, rest } = appReads({ 'profiles/uid-1': { id: 'uid-1' } });
    const gate = renderHook(() => reads.useDocument('profiles', 'uid-1'));
    const shell = renderHook(() => reads.useDocument('profiles', 'uid-1'));
    await waitFor(() => expect(shell.result.current.status).toBe('success'));
    expect(gate.result.current.status).toBe('success');
    expect(rest.getDocument).toHaveBeenCalledTimes(1);

    act(() => recordsChanged.fire());
    await waitFor(() => expect(rest.getDocument).toHaveBeenCalledTimes(2));
    const later = renderHook(() => reads.useDocument('profiles', 'uid-1'));
    await waitFor(() => expect(later.result.current.status).toBe('success'));
    expect(rest.getDocument).toHaveBeenCalledTimes(2);
  });

  it('reads again after a failed read instead of keeping the failure', async () => {
    const getDocument = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ id: 'full-yard' });
    const reads = liveReadsFrom(onceSource({ getDocument, runQuery: vi.fn() } as never));
    const first = renderHook(() => reads.useDocument('products', 'full-yard'));
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    const second = renderHook(() => reads.useDocument('products', 'full-yard'));
    await waitFor(() => expect(second.result.current.data).toEqual({ id: 'full-yard' }));
  });

  it('stops reading again once the screen is gone', async () => {
    const { reads, recordsChanged, rest } = appReads({ 'profiles/uid-1': { id: 'uid-1' } });
    const { result, unmount } = renderHook(() => reads.useDocument('profiles', 'uid-1'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    unmount();
    recordsChanged.fire();
    expect(rest.getDocument).toHaveBeenCalledTimes(1);
  });

  it('shows a refused read as an error', async () => {
    const rest = {
      getDocument: vi.fn(() => Promise.reject(new Error('Reading profiles/x failed'))),
      runQuery: vi.fn(),
    } as unknown as FirestoreRest;
    const reads = liveReadsFrom(onceSource(rest));
    const { result } = renderHook(() => reads.useDocument('profiles', 'x'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Reading profiles/x failed');
  });

  it('loads the live listeners only for what the backend changes, and a change there re-reads own records', async () => {
    const { reads, rest, live, loadLive } = appReads({
      'profiles/uid-1': { id: 'uid-1', package: null },
    });
    const profile = renderHook(() => reads.useDocument('profiles', 'uid-1'));
    await waitFor(() => expect(profile.result.current.status).toBe('success'));
    expect(loadLive).not.toHaveBeenCalled();

    const statuses = renderHook(() =>
      reads.useQuery('newPackageOrderStatuses', [{ field: 'userId', value: 'uid-1' }]),
    );
    await waitFor(() => expect(live.emits.has('newPackageOrderStatuses')).toBe(true));
    expect(loadLive).toHaveBeenCalledTimes(1);
    live.push('newPackageOrderStatuses', [{ id: 'o1', status: 'pending' }]);
    expect(rest.getDocument).toHaveBeenCalledTimes(1);

    // Fulfilment: the order status changes and the profile it created is read again.
    rest.documents.set('profiles/uid-1', { id: 'uid-1', package: 'full-yard' });
    live.push('newPackageOrderStatuses', [{ id: 'o1', status: 'fulfilled' }]);
    expect(statuses.result.current.data).toEqual([{ id: 'o1', status: 'fulfilled' }]);
    await waitFor(() =>
      expect(profile.result.current.data).toMatchObject({ package: 'full-yard' }),
    );
  });

  it('reports a live source that failed to load and tries again on the next read', async () => {
    const live = fakeLiveSource();
    const load = vi
      .fn<() => Promise<ReadSource>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(live.source);
    const reads = liveReadsFrom(lazySource(load));
    const first = renderHook(() => reads.useQuery('media', [{ field: 'userId', value: 'u' }]));
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    first.unmount();
    renderHook(() => reads.useQuery('media', [{ field: 'userId', value: 'u' }]));
    await waitFor(() => expect(live.emits.has('media')).toBe(true));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
