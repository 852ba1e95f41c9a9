import type { CallableFunction, HttpsFunction } from 'firebase-functions/v2/https';
import { cutTooDeepInput } from '@yardwise/domain/commands/command';

/**
 * An onCall function that cuts request data nested deeper than MAX_INPUT_DEPTH before the callable
 * runtime sees it. The runtime decodes the data with a recursive copy before any of our code runs,
 * and that copy overflows the stack about two thousand levels down ('internal', an error logged).
 * The cut data stays too deep, so validateInput refuses it as invalid-argument like any other
 * malformed input. What onCall attached to the function (run(), the trigger the deploy reads)
 * stays on it.
 */
export function withDepthGuard<F extends CallableFunction<unknown, unknown>>(callable: F): F {
  const guarded = (...[req, res]: Parameters<HttpsFunction>) => {
    const body: unknown = req.body;
    if (typeof body === 'object' && body !== null && 'data' in body) {
      body.data = cutTooDeepInput(body.data);
    }
    return callable(req, res);
  };
  const { length: _length, name: _name, ...attached } = Object.getOwnPropertyDescriptors(callable);
  return Object.defineProperties(guarded, attached) as F;
}
