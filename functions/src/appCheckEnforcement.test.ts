import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Answer {
  status: number;
  body: { error?: { status: string; message: string } };
}

type HttpHandler = (req: unknown, res: unknown) => Promise<unknown>;

/** A callable request from a page without App Check (and signed out), as the runtime hands it over. */
function requestWithoutAppCheck() {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  return {
    method: 'POST',
    headers,
    header: (name: string) => headers[name.toLowerCase()],
    get: (name: string) => headers[name.toLowerCase()],
    body: { data: {} },
  };
}

function recordingResponse() {
  const answer: Answer = { status: 200, body: {} };
  const headers = new Map<string, unknown>();
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headersSent: false,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    status(code: number) {
      answer.status = code;
      return res;
    },
    send(body: Answer['body']) {
      answer.body = body;
      res.emit('finish');
      return res;
    },
    end() {
      res.emit('finish');
      return res;
    },
  });
  return { res, answer };
}

/** Every callable the deployment exports, loaded with APP_CHECK_ENFORCED as given. */
async function exportedCallables(enforced: string | undefined): Promise<[string, HttpHandler][]> {
  vi.resetModules();
  vi.stubEnv('APP_CHECK_ENFORCED', enforced);
  const functions: Record<string, unknown> = await import('./index');
  return Object.entries(functions).filter(
    (entry): entry is [string, HttpHandler] =>
      typeof entry[1] === 'function' &&
      (entry[1] as { __endpoint?: { callableTrigger?: unknown } }).__endpoint?.callableTrigger !==
        undefined,
  );
}

async function call(handler: HttpHandler): Promise<Answer> {
  const { res, answer } = recordingResponse();
  await handler(requestWithoutAppCheck(), res);
  return answer;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('App Check on the callables, switched by APP_CHECK_ENFORCED', () => {
  it('refuses a call without an App Check token on every callable when switched on', async () => {
    const callables = await exportedCallables('true');
    expect(callables.map(([name]) => name)).toEqual(
      expect.arrayContaining(['acceptTerms', 'createOrder', 'sendPasswordResetEmail']),
    );

    for (const [name, handler] of callables) {
      const answer = await call(handler);
      expect({ name, ...answer }).toEqual({
        name,
        status: 401,
        body: { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } },
      });
    }
  });

  it.each([
    ['off by default', undefined],
    ['switched off', 'false'],
  ])('lets the call through to the command when %s', async (_, enforced) => {
    const callables = await exportedCallables(enforced);
    expect(callables.length).toBeGreaterThan(0);

    for (const [name, handler] of callables) {
      const answer = await call(handler);
      // The command itself answers (it wants a signed-in caller, in its own words), not App Check.
      expect(answer.body.error?.message, name).toEqual(expect.any(String));
      expect(answer.body.error?.message, name).not.toBe('Unauthenticated');
    }
  });

  it('leaves the Stripe webhook alone: Stripe sends no App Check token, its signature is checked', async () => {
    vi.resetModules();
    vi.stubEnv('APP_CHECK_ENFORCED', 'true');
    const { stripeWebhook } = await import('./index');
    expect(stripeWebhook.__endpoint.httpsTrigger).toBeDefined();
    expect(stripeWebhook.__endpoint.callableTrigger).toBeUndefined();
  });
});
