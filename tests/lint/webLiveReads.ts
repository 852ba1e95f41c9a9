import { readFileSync } from 'node:fs';
import type { CollectionAccess } from './firestoreRulesPolicy';
import { sourceFiles } from './sourceFiles';

// The Firestore reads the web app makes (the live useLiveDocument and useLiveQuery calls, and the
// one-time useReferenceDocument and useReferenceQuery calls, in web/src), read from its source so
// the security-rules checks can hold the rules to exactly these reads.

export interface LiveRead {
  kind: 'document' | 'query';
  collection: string;
  /** A query's equality filters, by field name, sorted; empty for a document read. */
  fields: string[];
  file: string;
}

/** The text of the bracketed list that opens at `open`. */
function bracketed(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '[') depth += 1;
    else if (text[i] === ']') {
      depth -= 1;
      if (depth === 0) return text.slice(open, i + 1);
    }
  }
  throw new Error(`An unclosed filter list at ${open}`);
}

/** Every call of the hooks (not their declarations), up to its first argument. */
const LIVE_READ_CALL =
  /(?<!function\s+)(?<![\w.])use(?:Live|Reference)(Document|Query)\s*(?:<[^>()]*>)?\(\s*/g;
const COLLECTION_ARGUMENT = /^'(\w+)'\s*,\s*/;

/** The live reads in the source files under `webSourceDir`, in the order they are written. */
export function liveReadsIn(webSourceDir: string): LiveRead[] {
  return sourceFiles(webSourceDir).flatMap((file) =>
    liveReadsInText(readFileSync(file, 'utf8'), file),
  );
}

/**
 * The live reads in one file. A call this reader cannot see through (a collection or filters
 * passed in a variable) throws: the rules checks would otherwise miss the read it makes.
 */
export function liveReadsInText(text: string, file: string): LiveRead[] {
  return [...text.matchAll(LIVE_READ_CALL)].map((call) => {
    const kind = call[1] === 'Query' ? 'query' : 'document';
    const collectionAt = call.index + call[0].length;
    const collection = COLLECTION_ARGUMENT.exec(text.slice(collectionAt));
    if (!collection) {
      throw new Error(`${file}: a live read whose collection is not a string literal`);
    }
    const argsAt = collectionAt + collection[0].length;
    if (kind === 'query' && text[argsAt] !== '[') {
      throw new Error(`${file}: a live query whose filters are not a literal list`);
    }
    const filters = kind === 'query' ? bracketed(text, argsAt) : '';
    const fields = [...filters.matchAll(/field:\s*'(\w+)'/g)].map((field) => field[1]!).sort();
    return { kind, collection: collection[1]!, fields, file } satisfies LiveRead;
  });
}

/** The reads the rules would refuse: a get without a get grant, a query without a list grant. */
export function refusedLiveReads(
  reads: readonly LiveRead[],
  access: Readonly<Record<string, Pick<CollectionAccess, 'get' | 'list'>>>,
): string[] {
  return reads
    .filter((read) => !access[read.collection]?.[read.kind === 'query' ? 'list' : 'get'])
    .map((read) => `a ${read.kind} read of ${read.collection} in ${read.file}`);
}
