import { expect } from 'vitest';
import type { DecodedIdToken } from 'firebase-admin/auth';
import {
  HttpsError,
  type CallableFunction,
  type CallableRequest,
} from 'firebase-functions/v2/https';

export type SignIn = 'password' | 'anonymous' | 'phone' | 'google.com';

export interface TestCaller {
  uid: string;
  signIn: SignIn;
  email?: string;
  /** The token's email_verified: an account whose owner opened the verification link. */
  emailVerified?: boolean;
}

/** A callable request as the Functions runtime builds it after verifying the caller's ID token. */
export function callableRequest(data: unknown, user?: TestCaller): CallableRequest<unknown> {
  const auth = user && {
    uid: user.uid,
    rawToken: 'test-token',
    token: {
      uid: user.uid,
      email: user.email,
      email_verified: user.emailVerified === true,
      firebase: { sign_in_provider: user.signIn },
    } as unknown as DecodedIdToken,
  };
  return { data, auth, rawRequest: {} as CallableRequest['rawRequest'], acceptsStreaming: false };
}

/**
 * `call(fn, data, caller?)` for a test file: runs the callable as the runtime would for the
 * caller's verified request, as `defaultCaller` when no caller is given.
 */
export function callsAs(defaultCaller: TestCaller) {
  return <Output>(
    fn: CallableFunction<unknown, Promise<Output>>,
    data: unknown,
    caller: TestCaller = defaultCaller,
  ) => fn.run(callableRequest(data, caller));
}

/** The HttpsError a call failed with; fails the test when the call succeeds. */
export async function rejection(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}
