import type { CollectionName, DocOf, WithId } from '@yardwise/domain/firestore/collections';
import type { FieldEquals } from '../types';
import { decodeFields, documentIdOf, encodeValue, type RestFields } from './firestoreRestValues';

interface RestDocument {
  name: string;
  fields?: RestFields;
}

export interface FirestoreRestOptions {
  /** `…/v1/projects/{project}/databases/(default)/documents` of the project or its emulator. */
  documentsUrl: string;
  /** The signed-in user's ID token and the App Check token, as each request needs them. */
  headers(): Promise<Record<string, string>>;
  fetch?: typeof fetch;
}

/** One-time reads through Firestore's REST API: a few hundred bytes of code instead of the SDK. */
export interface FirestoreRest {
  getDocument<C extends CollectionName>(
    collection: C,
    id: string,
  ): Promise<WithId<DocOf<C>> | null>;
  runQuery<C extends CollectionName>(
    collection: C,
    filters: FieldEquals<C>[],
  ): Promise<WithId<DocOf<C>>[]>;
}

/** A refused read, with the status Firestore answered and its reason (e.g. PERMISSION_DENIED). */
export class FirestoreRestError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreRestError';
  }
}

// The documents are as the functions wrote them (domain/src/firestore/documents.ts).
function asDocument<C extends CollectionName>(document: RestDocument): WithId<DocOf<C>> {
  const data = decodeFields(document.fields ?? {});
  return { ...data, id: documentIdOf(document.name) } as unknown as WithId<DocOf<C>>;
}

function whereClause<C extends CollectionName>(filters: FieldEquals<C>[]) {
  const clauses = filters.map(({ field, value }) =>
    value === null
      ? { unaryFilter: { op: 'IS_NULL', field: { fieldPath: field } } }
      : { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: encodeValue(value) } },
  );
  if (clauses.length === 0) return {};
  if (clauses.length === 1) return { where: clauses[0] };
  return { where: { compositeFilter: { op: 'AND', filters: clauses } } };
}

async function refusal(response: Response, what: string): Promise<FirestoreRestError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { status?: string; message?: string };
  } | null;
  const reason = body?.error?.status ?? `HTTP_${response.status}`;
  return new FirestoreRestError(
    response.status,
    reason,
    `Reading ${what} failed: ${reason}${body?.error?.message ? ` (${body.error.message})` : ''}`,
  );
}

export function firestoreRest({
  documentsUrl,
  headers,
  fetch: send = (...args) => fetch(...args),
}: FirestoreRestOptions): FirestoreRest {
  return {
    async getDocument<C extends CollectionName>(collection: C, id: string) {
      const response = await send(`${documentsUrl}/${collection}/${encodeURIComponent(id)}`, {
        headers: await headers(),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw await refusal(response, `${collection}/${id}`);
      return asDocument<C>((await response.json()) as RestDocument);
    },
    async runQuery<C extends CollectionName>(collection: C, filters: FieldEquals<C>[]) {
      const response = await send(`${documentsUrl}:runQuery`, {
        method: 'POST',
        headers: { ...(await headers()), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: { from: [{ collectionId: collection }], ...whereClause(filters) },
        }),
      });
      if (!response.ok) throw await refusal(response, `a query on ${collection}`);
      const results = (await response.json()) as { document?: RestDocument }[];
      return results.flatMap((result) => (result.document ? [asDocument<C>(result.document)] : []));
    },
  };
}
