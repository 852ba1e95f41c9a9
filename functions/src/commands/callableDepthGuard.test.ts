// Input nested thousands of levels deep must be refused as invalid-argument, with no error logged:
// through run() (what the hostile suites use, past the runtime) and over HTTP, where the callable
// runtime decodes the data recursively before any of our code runs. The runtime logs through its
// own logger, which the mock below does not reach; it logs exactly when it answers 500 'internal',
// so the 400 status is what shows it logged nothing.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { Auth, type DecodedIdToken } from 'firebase-admin/auth';
import type { HttpsFunction } from 'firebase-functions/v2/https';
import { STAFF_CLAIM } from '@yardwise/domain/account/passwordReset';
import type { CallableName } from '@yardwise/domain/commands/remoteCommands';
import { callableSamples } from '@yardwise/domain/commands/testing/callableSamples';
import {
  HOSTILE_NESTING_DEPTH,
  nestedList,
  nestedObject,
} from '@yardwise/domain/commands/testing/hostilePayloads';
import { INPUT_TOO_DEEP } from '@yardwise/domain/forms/messages';
import * as exported from '../index';
import { callableRequest, rejection, type TestCaller } from '../testing/callable';

const client: TestCaller = { uid: 'client-1', signIn: 'password', email: 'ana@example.com' };
const samples = callableSamples();

const callableNames = (Object.keys(samples) as CallableName[]).filter(
  (name) => (exported[name] as { __endpoint?: { callableTrigger?: unknown } }).__endpoint,
);

/** The parts of an Express response the callable runtime and its CORS step use. */
class RecordedResponse extends EventEmitter {
  statusCode = 200;
  body: unknown;
  private readonly headers = new Map<string, unknown>();
  getHeader(name: string) {
    return this.headers.get(name.toLowerCase());
  }
  setHeader(name: string, value: unknown) {
    this.headers.set(name.toLowerCase(), value);
    return this;
  }
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  send(body: unknown) {
    this.body = body;
    this.emit('finish');
    return this;
  }
  write() {
    return true;
  }
  end() {
    this.emit('finish');
    return this;
  }
}

/**
 * Calls the exported function as the Functions runtime does: a POST whose JSON body the body
 * parser has already parsed (JSON.parse does not recurse, so any depth arrives), with a bearer
 * token the stubbed verifier accepts as the client's, carrying the staff claim so the password
 * reset reaches its validation too.
 */
async function postToCallable(fn: HttpsFunction, data: unknown) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: 'Bearer test-token',
  };
  const request = {
    method: 'POST',
    headers,
    body: { data },
    header: (name: string) => headers[name.toLowerCase()],
  };
  const response = new RecordedResponse();
  await fn(request as never, response as never);
  return response as { statusCode: number; body: { error?: { status: string; message: string } } };
}

beforeEach(() => {
  vi.mocked(logger.error).mockClear();
  vi.spyOn(Auth.prototype, 'verifyIdToken').mockResolvedValue({
    uid: client.uid,
    sub: client.uid,
    email: client.email,
    firebase: { sign_in_provider: client.signIn },
    [STAFF_CLAIM]: true,
  } as unknown as DecodedIdToken);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('input nested 5,000 levels deep', () => {
  it('finds the callables to call', () => {
    expect(callableNames).toContain('acceptTerms');
    expect(callableNames).toContain('sendOnboardHelpEmail');
    expect(callableNames).toContain('sendPasswordResetEmail');
  });

  it.each([
    ['acceptTerms', 'a domain command'],
    ['sendOnboardHelpEmail', 'a command with adapters'],
  ] as const)('%s (%s) refuses it through run() as invalid-argument', async (name, _kind) => {
    const { valid } = samples[name];
    const [field] = Object.keys(valid);
    for (const deep of [nestedList(HOSTILE_NESTING_DEPTH), nestedObject(HOSTILE_NESTING_DEPTH)]) {
      const error = await rejection(
        exported[name].run(callableRequest({ ...valid, [field!]: deep }, client)),
      );

      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe(INPUT_TOO_DEEP);
    }
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each(callableNames)(
    '%s refuses it over HTTP as invalid-argument (400), logging no error',
    async (name) => {
      const { valid } = samples[name];
      const [field] = Object.keys(valid);

      const response = await postToCallable(exported[name], {
        ...valid,
        [field!]: nestedList(HOSTILE_NESTING_DEPTH),
      });

      expect(response.statusCode).toBe(400);
      expect(response.body.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: INPUT_TOO_DEEP,
      });
      expect(logger.error).not.toHaveBeenCalled();
    },
  );

  it('still serves valid input over HTTP', async () => {
    const response = await postToCallable(exported.catalogPrices, samples.catalogPrices.valid);

    expect(response.statusCode).toBe(200);
    expect(response.body).toHaveProperty('result');
  });
});
