import { describe, expect, it, vi } from 'vitest';
import { firestoreRest, FirestoreRestError } from './firestoreRest';

const DOCUMENTS = 'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function restWith(answer: (url: string, init: RequestInit) => Response) {
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) =>
    Promise.resolve(answer(String(url), init ?? {})),
  );
  const rest = firestoreRest({
    documentsUrl: DOCUMENTS,
    headers: () => Promise.resolve({ Authorization: 'Bearer id-token' }),
    fetch: fetch as typeof globalThis.fetch,
  });
  return { rest, fetch };
}

describe('getDocument', () => {
  it('reads a document with the user token and returns its data with its id', async () => {
    const { rest, fetch } = restWith(() =>
      json(200, {
        name: `projects/p/databases/(default)/documents/profiles/uid-1`,
        fields: { firstName: { stringValue: 'Dana' }, package: { stringValue: 'full-yard' } },
      }),
    );
    await expect(rest.getDocument('profiles', 'uid-1')).resolves.toEqual({
      id: 'uid-1',
      firstName: 'Dana',
      package: 'full-yard',
    });
    expect(fetch).toHaveBeenCalledWith(`${DOCUMENTS}/profiles/uid-1`, {
      headers: { Authorization: 'Bearer id-token' },
    });
  });

  it('returns null for a document that does not exist', async () => {
    const { rest } = restWith(() => json(404, { error: { status: 'NOT_FOUND' } }));
    await expect(rest.getDocument('profiles', 'uid-1')).resolves.toBeNull();
  });

  it('rejects with the reason when the rules refuse the read', async () => {
    const { rest } = restWith(() =>
      json(403, {
        error: { status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' },
      }),
    );
    const failure = rest.getDocument('profiles', 'someone-else');
    await expect(failure).rejects.toBeInstanceOf(FirestoreRestError);
    await expect(failure).rejects.toThrow(
      'Reading profiles/someone-else failed: PERMISSION_DENIED (Missing or insufficient permissions.)',
    );
  });

  it('escapes the id in the path', async () => {
    const { rest, fetch } = restWith(() => json(404, {}));
    await rest.getDocument('onboardStates', 'a/b');
    expect(fetch.mock.calls[0]![0]).toBe(`${DOCUMENTS}/onboardStates/a%2Fb`);
  });
});

describe('runQuery', () => {
  function bodyOf(fetch: ReturnType<typeof restWith>['fetch']) {
    const init = fetch.mock.calls[0]![1]!;
    return JSON.parse(init.body as string) as unknown;
  }

  it('sends one equality filter as a field filter and returns the documents found', async () => {
    const { rest, fetch } = restWith(() =>
      json(200, [
        {
          document: {
            name: `projects/p/databases/(default)/documents/products/patio`,
            fields: { kind: { stringValue: 'addOn' }, priceCents: { integerValue: '9900' } },
          },
          readTime: '2026-11-21T10:00:00Z',
        },
      ]),
    );
    await expect(rest.runQuery('products', [{ field: 'kind', value: 'addOn' }])).resolves.toEqual([
      { id: 'patio', kind: 'addOn', priceCents: 9900 },
    ]);
    expect(fetch.mock.calls[0]![0]).toBe(`${DOCUMENTS}:runQuery`);
    expect(fetch.mock.calls[0]![1]!.method).toBe('POST');
    expect(bodyOf(fetch)).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'products' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'kind' },
            op: 'EQUAL',
            value: { stringValue: 'addOn' },
          },
        },
      },
    });
  });

  it('joins several filters with AND and filters a null with IS_NULL', async () => {
    const { rest, fetch } = restWith(() => json(200, [{ readTime: '2026-11-21T10:00:00Z' }]));
    await expect(
      rest.runQuery('media', [
        { field: 'userId', value: 'uid-1' },
        { field: 'thumbnailURL', value: null },
      ]),
    ).resolves.toEqual([]);
    expect(bodyOf(fetch)).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'media' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              {
                fieldFilter: {
                  field: { fieldPath: 'userId' },
                  op: 'EQUAL',
                  value: { stringValue: 'uid-1' },
                },
              },
              { unaryFilter: { op: 'IS_NULL', field: { fieldPath: 'thumbnailURL' } } },
            ],
          },
        },
      },
    });
  });

  it('reads a whole collection without a where clause', async () => {
    const { rest, fetch } = restWith(() => json(200, []));
    await rest.runQuery('checklistItems', []);
    expect(bodyOf(fetch)).toEqual({
      structuredQuery: { from: [{ collectionId: 'checklistItems' }] },
    });
  });

  it('rejects when the query is refused', async () => {
    const { rest } = restWith(() => new Response('gateway', { status: 502 }));
    await expect(rest.runQuery('media', [])).rejects.toThrow(
      'Reading a query on media failed: HTTP_502',
    );
  });
});
