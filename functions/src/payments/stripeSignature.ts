import type Stripe from 'stripe';

/** Stripe's default: a signature older than five minutes is a replay, not a delivery. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

let webhooks: Promise<Stripe['webhooks']> | undefined;

/**
 * The stripe package, loaded on first use: only the webhook needs it, and every other function in
 * the bundle would otherwise pay for it at cold start. Verifying needs no API key (static webhooks).
 */
function loadWebhooks(): Promise<Stripe['webhooks']> {
  webhooks ??= import('stripe')
    .then((module) => module.default.webhooks)
    .catch((error: unknown) => {
      webhooks = undefined; // let the next request retry instead of caching a failed load
      throw error;
    });
  return webhooks;
}

export class SignatureRejectedError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Invalid signature', { cause });
    this.name = 'SignatureRejectedError';
  }
}

/**
 * The event of a webhook request, verified against the signing secret on the RAW body (a re-encoded
 * body would not match). Throws SignatureRejectedError for a missing, bad or stale signature or a
 * body that is not JSON; a failure to load the library is ours and rethrown as is.
 */
export async function verifiedStripeEvent(
  rawBody: Buffer,
  signature: string,
  secret: string,
): Promise<unknown> {
  const stripeWebhooks = await loadWebhooks();
  try {
    return stripeWebhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    throw new SignatureRejectedError(error);
  }
}
