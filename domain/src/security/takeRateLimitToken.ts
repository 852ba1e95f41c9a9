import type { DocStore } from '../commands/docStore';
import {
  decideRateLimit,
  RATE_LIMITS,
  rateLimitDocId,
  rateLimitError,
  type RateLimitedCommand,
} from './rateLimits';

/**
 * Counts one call of a limited command for the user, or throws the 'resource-exhausted'
 * CommandError when the limit is reached. Run it in a transaction of its own (the functions) or of
 * the command (the preview), so parallel calls are counted one after another and exactly the
 * limit gets through.
 */
export async function takeRateLimitToken(
  store: DocStore,
  command: RateLimitedCommand,
  uid: string,
  now: Date,
): Promise<void> {
  const id = rateLimitDocId(command, uid);
  const decision = decideRateLimit(await store.get('rateLimits', id), RATE_LIMITS[command], now);
  if (!decision.allowed) throw rateLimitError(decision.retryAfterSeconds);
  await store.set('rateLimits', id, decision.counter);
}
