export interface CategoryGroup<T> {
  category: string;
  items: T[];
}

/** Items under their category, categories in the order their first item comes (the catalogue's order). */
export function groupByCategory<T extends { category: string }>(
  items: readonly T[],
): CategoryGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups].map(([category, grouped]) => ({ category, items: grouped }));
}
