import { MARKETING_SEND_METHODS, marketingPromoBody } from '@yardwise/domain/promo/singleUsePromo';
import { configuredValue, MARKETING_EMAIL_API_KEY } from '../../config';
import { logInfo } from '../../logs';

// The single-use code is handed to the email-marketing system (Cordial) with
// { channels.email.address, promo_code } by POST, and by PUT with the same body if POST fails.

/** Decision: Cordial's contacts endpoint; POST creates, PUT updates. */
export const MARKETING_CONTACTS_URL = 'https://api.cordial.io/v2/contacts';
/** One attempt waits this long before it counts as failed. */
export const MARKETING_TIMEOUT_MS = 10_000;

export type MarketingHandOff =
  | { delivered: true; method: (typeof MARKETING_SEND_METHODS)[number] }
  /** Both methods failed; one line per attempt, for the log. */
  | { delivered: false; failures: string[] }
  /** No key: the local stand-in only logged the hand-off. */
  | { delivered: false; standIn: true };

export interface MarketingEmail {
  handOffPromoCode(email: string, code: string): Promise<MarketingHandOff>;
}

export function httpMarketingEmail(
  apiKey: string,
  fetchImpl: typeof fetch = fetch,
  url: string = MARKETING_CONTACTS_URL,
): MarketingEmail {
  // Cordial authenticates with the key as the Basic-auth user name and an empty password.
  const authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  return {
    async handOffPromoCode(email, code) {
      const body = JSON.stringify(marketingPromoBody(email, code));
      const failures: string[] = [];
      for (const method of MARKETING_SEND_METHODS) {
        try {
          const response = await fetchImpl(url, {
            method,
            headers: { Authorization: authorization, 'Content-Type': 'application/json' },
            body,
            signal: AbortSignal.timeout(MARKETING_TIMEOUT_MS),
          });
          if (response.ok) return { delivered: true, method };
          failures.push(`${method} answered ${response.status}`);
        } catch (error) {
          failures.push(
            `${method} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      return { delivered: false, failures };
    },
  };
}

/** The local stand-in: logs that a code would have been handed over (not to whom) and succeeds. */
export const marketingEmailStandIn: MarketingEmail = {
  async handOffPromoCode(_email, code) {
    logInfo(
      '[local stand-in] MARKETING_EMAIL_API_KEY is not set: promo code not handed to the marketing system',
      { promoCode: code },
    );
    return { delivered: false, standIn: true };
  },
};

/** The marketing system when MARKETING_EMAIL_API_KEY is configured, else the stand-in. */
export function createMarketingEmail(fetchImpl: typeof fetch = fetch): MarketingEmail {
  const apiKey = configuredValue(MARKETING_EMAIL_API_KEY);
  return apiKey ? httpMarketingEmail(apiKey, fetchImpl) : marketingEmailStandIn;
}
