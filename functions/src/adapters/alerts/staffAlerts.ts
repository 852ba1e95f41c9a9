import { channelSafeText } from '@yardwise/domain/security/channelText';
import { ALERT_WEBHOOK_URL, configuredValue } from '../../config';
import { logError } from '../../logs';

// Operational alerts for staff: a JSON post to a chat
// webhook when one is configured; without one the alert stays in the function log.

/** One attempt waits this long before it counts as failed. */
export const ALERT_TIMEOUT_MS = 5_000;

export type AlertDelivery = 'posted' | 'logged' | 'failed';

/** Who an alert is about: ids only, never names, emails or addresses. */
export type AlertIds = { uid: string };

export interface StaffAlerts {
  send(text: string, ids: AlertIds): Promise<AlertDelivery>;
}

export function webhookStaffAlerts(url: string, fetchImpl: typeof fetch = fetch): StaffAlerts {
  return {
    async send(text, ids) {
      const line = `${channelSafeText(text)} (${Object.entries(ids)
        .map(([key, value]) => `${key}: ${value}`)
        .join(', ')})`;
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          // "text" is what Slack-style incoming webhooks read.
          body: JSON.stringify({ text: line }),
          signal: AbortSignal.timeout(ALERT_TIMEOUT_MS),
        });
        if (response.ok) return 'posted';
        logError('The alert webhook refused an alert', { status: response.status, ...ids });
      } catch (error) {
        logError('Posting an alert failed', {
          error: error instanceof Error ? error.message : String(error),
          ...ids,
        });
      }
      return 'failed';
    },
  };
}

/** The local stand-in: the alert is written to the log at error level, where monitoring sees it. */
export const loggedStaffAlerts: StaffAlerts = {
  async send(text, ids) {
    logError(`[alert] ${text}`, ids);
    return 'logged';
  },
};

export function selectStaffAlerts(): StaffAlerts {
  const url = configuredValue(ALERT_WEBHOOK_URL);
  return url ? webhookStaffAlerts(url) : loggedStaffAlerts;
}
