import { matchesFields, type DocStore } from './docStore';

/**
 * For tests: a DocStore over a Map keyed "collection/id" that counts writes, enough to watch a
 * command's effects and to assert that a refused command wrote nothing.
 */
export interface MapDocStore extends DocStore {
  docs: Map<string, unknown>;
  writes: number;
}

export function mapDocStore(seed: Record<string, unknown> = {}): MapDocStore {
  const docs = new Map<string, unknown>(
    Object.entries(seed).map(([key, value]) => [key, structuredCopy(value)]),
  );
  const store: MapDocStore = {
    docs,
    writes: 0,
    async get(collection, id) {
      const data = docs.get(`${collection}/${id}`);
      return data === undefined ? undefined : (structuredCopy(data) as never);
    },
    async query(collection, filters) {
      const prefix = `${collection}/`;
      return [...docs.entries()]
        .filter(([key, data]) => key.startsWith(prefix) && matchesFields(data as object, filters))
        .map(([key, data]) => ({ ...structuredCopy(data as object), id: key.slice(prefix.length) }))
        .sort((a, b) => a.id.localeCompare(b.id)) as never;
    },
    async set(collection, id, data) {
      store.writes += 1;
      docs.set(`${collection}/${id}`, structuredCopy(data));
    },
    async update(collection, id, data) {
      const key = `${collection}/${id}`;
      if (!docs.has(key)) throw new Error(`No document ${key}`);
      store.writes += 1;
      docs.set(key, { ...(docs.get(key) as object), ...structuredCopy(data) });
    },
    async delete(collection, id) {
      const key = `${collection}/${id}`;
      if (!docs.has(key)) return;
      store.writes += 1;
      docs.delete(key);
    },
  };
  return store;
}

/** Documents are JSON: a JSON round trip copies them, so no test shares state with the store. */
function structuredCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
