import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { number, object, string } from 'yup';
import { callableCommand } from './callableCommand';
import { callableRequest, rejection } from '../testing/callable';

const handler = vi.fn(
  async ({
    input,
    caller,
  }: {
    input: { sku: string; quantity: number };
    caller: { uid: string };
  }) => ({
    uid: caller.uid,
    sku: input.sku,
  }),
);

const quote = callableCommand({
  name: 'quote',
  access: 'account',
  input: object({ sku: string().required(), quantity: number().integer().min(1).required() })
    .noUnknown()
    .strict(),
  handler,
});

const client = { uid: 'client-1', signIn: 'password', email: 'ana@example.com' } as const;

beforeEach(() => {
  handler.mockClear();
  vi.mocked(logger.error).mockClear();
});

describe('callable commands that call external services', () => {
  it('runs the handler with the caller and the validated input', async () => {
    await expect(
      quote.run(callableRequest({ sku: 'front-yard', quantity: 1 }, client)),
    ).resolves.toEqual({
      uid: 'client-1',
      sku: 'front-yard',
    });
  });

  it('refuses a signed-out caller and an anonymous visitor before the handler runs', async () => {
    expect((await rejection(quote.run(callableRequest({ sku: 'x', quantity: 1 })))).code).toBe(
      'unauthenticated',
    );
    const anonymous = { uid: 'anon-1', signIn: 'anonymous' } as const;
    expect(
      (await rejection(quote.run(callableRequest({ sku: 'x', quantity: 1 }, anonymous)))).code,
    ).toBe('permission-denied');
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses wrong types, missing and extra fields as invalid-argument', async () => {
    for (const data of [
      { sku: 'x', quantity: '1' },
      { sku: 'x' },
      { sku: 'x', quantity: 1, price: 0 },
      null,
      'x',
    ]) {
      const error = await rejection(quote.run(callableRequest(data, client)));
      expect(error.code).toBe('invalid-argument');
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('logs an unexpected failure and tells the caller only that something went wrong', async () => {
    handler.mockRejectedValueOnce(new Error('card processor said: secret detail'));

    const error = await rejection(quote.run(callableRequest({ sku: 'x', quantity: 1 }, client)));

    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('secret detail');
    expect(logger.error).toHaveBeenCalledOnce();
  });
});
