import Stripe from 'stripe';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

export const TEST_WEBHOOK_SECRET = 'whsec_test_yardwise_local';

export interface SignOptions {
  secret?: string;
  /** Seconds since the epoch the signature claims; default now. */
  timestamp?: number;
  method?: string;
  /** Sign this payload but send `body` (a tampered request). */
  signedPayload?: string;
}

/** A POST as Stripe sends it: the raw JSON body and a `stripe-signature` header over it. */
export function stripeRequest(event: unknown, options: SignOptions = {}): Request {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: options.signedPayload ?? payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return rawRequest(payload, { 'stripe-signature': signature }, options.method);
}

export function rawRequest(
  payload: string,
  headers: Record<string, string>,
  method = 'POST',
): Request {
  const lowerCased = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    method,
    headers: { 'content-type': 'application/json', ...lowerCased },
    header: (name: string) => lowerCased[name.toLowerCase()],
    rawBody: Buffer.from(payload),
    body: JSON.parse(payload) as unknown,
  } as unknown as Request;
}

/** What the function answered. */
export interface RecordedResponse {
  statusCode: number;
  body: unknown;
  headers: Record<string, string>;
}

/** A response that records status, headers and body, like express's. */
export function recordingResponse(): { res: Response; answer: RecordedResponse } {
  const answer: RecordedResponse = { statusCode: 200, body: undefined, headers: {} };
  const res = {
    headersSent: false,
    status(code: number) {
      answer.statusCode = code;
      return res;
    },
    set(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    send(body: unknown) {
      answer.body = body;
      res.headersSent = true;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      res.headersSent = true;
      return res;
    },
  };
  return { res: res as unknown as Response, answer };
}
