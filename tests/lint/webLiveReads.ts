import { readFileSync } from 'node:fs';
import { sourceFiles } from './sourceFiles';

// The live reads the web app makes (useLiveDocument and useLiveQuery calls in web/src), read from
// its source so the security-rules checks can hold the rules to exactly these reads.

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

export function liveReadsIn(webSourceDir: string): LiveRead[] {
  return sourceFiles(webSourceDir).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/useLive(Document|Query)\(\s*'(\w+)'\s*,\s*/g)].map((call) => {
      const kind = call[1] === 'Query' ? 'query' : 'document';
      const argsAt = call.index + call[0].length;
      if (kind === 'query' && text[argsAt] !== '[') {
        throw new Error(`${file}: a live query whose filters are not a literal list`);
      }
      const filters = kind === 'query' ? bracketed(text, argsAt) : '';
      const fields = [...filters.matchAll(/field:\s*'(\w+)'/g)].map((field) => field[1]!).sort();
      return { kind, collection: call[2]!, fields, file } satisfies LiveRead;
    });
  });
}
