// "Let's Prioritize!": the homeowner drags items into order and the order is saved.

export interface Ordered {
  id: string;
  order: number;
}

/** Responses in their saved order; unordered (0 or missing) ones last, by id so the list is stable. */
export function sortByPriority<T extends { id: string; order?: number | null }>(
  items: readonly T[],
): T[] {
  const rank = (item: T) => (item.order && item.order > 0 ? item.order : Number.POSITIVE_INFINITY);
  return [...items].sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
}

/** The list after dragging the item at `from` to `to`; out-of-range indexes leave it unchanged. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < items.length;
  if (!inRange(from) || !inRange(to) || from === to) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1) as [T];
  moved.splice(to, 0, item);
  return moved;
}

// Decision: order numbers count from 1, and only responses whose number changed are written.
export function orderUpdates(
  reordered: readonly { id: string; order?: number | null }[],
): Ordered[] {
  return reordered
    .map((item, index) => ({ id: item.id, order: index + 1, previous: item.order }))
    .filter((item) => item.previous !== item.order)
    .map(({ id, order }) => ({ id, order }));
}
