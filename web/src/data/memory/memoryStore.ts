import type { CollectionName, DocOf, WithId } from '@yardwise/domain/firestore/collections';
import { matchesFields, type DocStore } from '@yardwise/domain/commands/docStore';
import type { SeedDocuments } from '@yardwise/domain/seed/sampleData';

type Documents = Map<CollectionName, Map<string, unknown>>;

/**
 * Documents held in memory with change listeners: the preview's and the component tests'
 * stand-in for Firestore. Documents are copied in and out so no caller can mutate the store.
 */
export class MemoryStore {
  private documents: Documents = new Map();
  private listeners = new Set<() => void>();
  private version = 0;
  /** The last transaction queued; the next one starts when it settles. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(seed: SeedDocuments = {}) {
    for (const [collection, docs] of Object.entries(seed) as [
      CollectionName,
      Record<string, unknown>,
    ][]) {
      this.documents.set(collection, new Map(Object.entries(structuredClone(docs))));
    }
  }

  /** Increases on every change; lets React hooks tell whether to read again. */
  getVersion(): number {
    return this.version;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  read<C extends CollectionName>(collection: C, id: string): WithId<DocOf<C>> | undefined {
    const data = this.documents.get(collection)?.get(id) as DocOf<C> | undefined;
    return data === undefined ? undefined : { ...structuredClone(data), id };
  }

  list<C extends CollectionName>(collection: C): WithId<DocOf<C>>[] {
    const docs = this.documents.get(collection) ?? new Map<string, unknown>();
    return [...docs.entries()].map(([id, data]) => ({ ...structuredClone(data as DocOf<C>), id }));
  }

  /**
   * Runs work against a transaction-like store: its writes land together, or not at all if it
   * throws. Transactions run one at a time, as Firestore serialises conflicting ones, so what a
   * command read is still true when its writes land (two racing creates make one document).
   */
  transaction<T>(work: (store: DocStore) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.runTransaction(work));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async runTransaction<T>(work: (store: DocStore) => Promise<T>): Promise<T> {
    // A written value of undefined is a deletion.
    const writes: [CollectionName, string, unknown][] = [];
    const pendingWrite = (collection: CollectionName, id: string) =>
      writes.findLast(([c, i]) => c === collection && i === id);
    const current = (collection: CollectionName, id: string): unknown => {
      const written = pendingWrite(collection, id);
      return written ? written[2] : this.documents.get(collection)?.get(id);
    };
    const store: DocStore = {
      get: async (collection, id) => {
        const data = current(collection, id);
        return data === undefined ? undefined : (structuredClone(data) as never);
      },
      query: async (collection, filters) => {
        const ids = new Set([
          ...(this.documents.get(collection)?.keys() ?? []),
          ...writes.filter(([c]) => c === collection).map(([, id]) => id),
        ]);
        return [...ids]
          .sort()
          .map((id) => [id, current(collection, id)] as const)
          .filter(([, data]) => data !== undefined && matchesFields(data as object, filters))
          .map(([id, data]) => ({ ...structuredClone(data as object), id })) as never;
      },
      set: async (collection, id, data) => {
        writes.push([collection, id, structuredClone(data)]);
      },
      update: async (collection, id, data) => {
        const existing = current(collection, id);
        if (existing === undefined) throw new Error(`No document to update: ${collection}/${id}`);
        writes.push([collection, id, { ...(existing as object), ...structuredClone(data) }]);
      },
      delete: async (collection, id) => {
        writes.push([collection, id, undefined]);
      },
    };
    const result = await work(store);
    if (writes.length > 0) {
      for (const [collection, id, data] of writes) {
        if (!this.documents.has(collection)) this.documents.set(collection, new Map());
        const docs = this.documents.get(collection)!;
        if (data === undefined) docs.delete(id);
        else docs.set(id, data);
      }
      this.version += 1;
      this.listeners.forEach((listener) => listener());
    }
    return result;
  }
}
