import { afterEach, beforeEach, vi } from 'vitest';
import { clearFirestore } from '../../testing/firestore';
import { stripeWebhook } from '../stripeWebhook';
import {
  recordingResponse,
  stripeRequest,
  TEST_WEBHOOK_SECRET,
  type SignOptions,
} from './webhookHttp';

/** Calls the deployed function object (onRequest's wrapper and all) as the runtime would. */
export async function deliver(event: unknown, options?: SignOptions) {
  const { res, answer } = recordingResponse();
  await stripeWebhook(stripeRequest(event, options), res);
  return answer;
}

/**
 * For a webhook test file: every test starts with no spies and no recorded calls, the test
 * signing secret configured and an empty Firestore.
 */
export function startEachWebhookTestClean(): void {
  beforeEach(async () => {
    vi.restoreAllMocks();
    vi.clearAllMocks();
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', TEST_WEBHOOK_SECRET);
    await clearFirestore();
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });
}
