import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { moveItem, orderUpdates, sortByPriority } from '@yardwise/domain/wishlist/priorityOrder';
import { useDataLayer } from '@web/data/DataLayerContext';
import { toCommandFailure } from '@web/data/commandFailure';

/** What the list needs of a wish-list row: its response id and the order saved for it. */
export interface PriorityRow {
  responseId: string;
  response: { order?: number | null };
}

export type OrderSaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export interface PriorityOrder<T extends PriorityRow> {
  /** The rows in the order shown: the homeowner's latest order while it is being saved. */
  rows: T[];
  move(from: number, to: number): void;
  status: OrderSaveStatus;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

/**
 * "Let's Prioritize!" ordering: a move shows at once, then only the rows whose
 * position changed are saved with updateResponseOrder. Saves run one after another, each against
 * the order the previous one stored, so quick moves never put two rows at one position. A failed
 * save puts the list back in the saved order, drops the moves queued behind it and says why.
 */
export function usePriorityOrder<T extends PriorityRow>(saved: readonly T[]): PriorityOrder<T> {
  const { commands } = useDataLayer();
  const [shownIds, setShownIds] = useState<string[] | null>(null);
  const [status, setStatus] = useState<OrderSaveStatus>({ kind: 'idle' });
  const latestSaved = useRef(saved);
  /** Orders our own saves stored that the live read may not show yet. */
  const stored = useRef(new Map<string, number>());
  const pending = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** Increases on each failure, so the saves queued before it are dropped. */
  const failures = useRef(0);

  const byId = useMemo(() => new Map(saved.map((row) => [row.responseId, row])), [saved]);
  const savedIds = useMemo(() => saved.map((row) => row.responseId), [saved]);
  // What the live read says, by content: a new array with the same rows changes nothing.
  const savedKey = saved.map((row) => `${row.responseId}:${row.response.order ?? ''}`).join(',');

  useEffect(() => {
    latestSaved.current = saved;
  }, [saved]);

  // The live read caught up, or the list changed elsewhere: follow it once nothing is being saved.
  useEffect(() => {
    if (pending.current > 0) return;
    stored.current.clear();
    setShownIds(null);
  }, [savedKey]);

  const storedOrder = useCallback(
    (id: string): number | null | undefined =>
      stored.current.get(id) ??
      latestSaved.current.find((row) => row.responseId === id)?.response.order,
    [],
  );

  const save = useCallback(
    (ids: string[]) => {
      const failuresSoFar = failures.current;
      pending.current += 1;
      setStatus({ kind: 'saving' });
      queue.current = queue.current.then(async () => {
        let savedAll = false;
        try {
          if (failures.current !== failuresSoFar) return;
          const updates = orderUpdates(ids.map((id) => ({ id, order: storedOrder(id) })));
          if (updates.length > 0) {
            await commands.call('updateResponseOrder', {
              orders: updates.map(({ id, order }) => ({ responseId: id, order })),
            });
            for (const { id, order } of updates) stored.current.set(id, order);
          }
          savedAll = true;
        } catch (error) {
          failures.current += 1;
          const savedOrder = sortByPriority(ids.map((id) => ({ id, order: storedOrder(id) })));
          setShownIds(savedOrder.map((row) => row.id));
          setStatus({ kind: 'failed', message: toCommandFailure(error).message });
        } finally {
          pending.current -= 1;
          if (savedAll && pending.current === 0) setStatus({ kind: 'saved' });
        }
      });
    },
    [commands, storedOrder],
  );

  const ids = shownIds && sameIds(shownIds, savedIds) ? shownIds : savedIds;
  const rows = ids.flatMap((id) => byId.get(id) ?? []);

  const move = useCallback(
    (from: number, to: number) => {
      const next = moveItem(ids, from, to);
      if (next.every((id, index) => id === ids[index])) return;
      setShownIds(next);
      save(next);
    },
    [ids, save],
  );

  return { rows, move, status };
}
