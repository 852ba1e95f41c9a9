import { CHECKOUT_LOG_MESSAGES } from '@yardwise/domain/checkout/messages';
import {
  isProductionHost,
  normalizedEmailForHash,
  TRACKING_EVENTS,
} from '@yardwise/domain/checkout/tracking';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { reportError } from '@web/data/errorReporting';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export interface Tracker {
  event(name: string, params?: Record<string, unknown>): void;
  pageView(label: string): void;
  identify(customerId: string, email: string): Promise<void>;
}

export interface TrackingConfig {
  /** The Google tag measurement id; nothing is tracked without one. */
  measurementId: string | null;
  /** The one host whose purchases carry real values. */
  productionHost: string | null;
}

export const GOOGLE_TAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
/** A missing tracking function only logs this console error. Decision: the wording. */
export const MISSING_GTAG_MESSAGE = 'The Google tag function is missing; tracking event not sent:';

function envValue(value: string | undefined): string | null {
  return value?.trim() || null;
}

// Read when needed, not at import time, so a test can stub the environment.
export function trackingConfigFromEnv(): TrackingConfig {
  return {
    measurementId: envValue(import.meta.env.VITE_GA_MEASUREMENT_ID),
    productionHost: envValue(import.meta.env.VITE_PRODUCTION_HOST),
  };
}

/** Whether this page's purchase events carry real values: pass it to the domain events. */
export function onProductionHost(config: TrackingConfig = trackingConfigFromEnv()): boolean {
  return isProductionHost(window.location.hostname, config.productionHost);
}

const NO_OP_TRACKER: Tracker = {
  event: () => undefined,
  pageView: () => undefined,
  identify: () => Promise.resolve(),
};

function startGoogleTag(measurementId: string): void {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // gtag.js only reads Arguments objects from the data layer, never arrays.
    // eslint-disable-next-line prefer-rest-params
    (window.dataLayer ??= []).push(arguments);
  };
  window.gtag('js', new Date());
  // The app sends its own labelled page views; the tag's own would count each twice.
  window.gtag('config', measurementId, { send_page_view: false });
  const src = `${GOOGLE_TAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
  // Another tracker on the page (a remounted provider) may have loaded the tag already.
  if ([...document.scripts].some((script) => script.src === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The order an event is about: a purchase names it as its transaction id. */
function orderIdOf(params?: unknown): string | null {
  const orderId = (params as Record<string, unknown> | undefined)?.transaction_id;
  return typeof orderId === 'string' && orderId ? orderId : null;
}

/** An analytics send failure is reported with the order id when there is one. */
function failureMessage(name: string, params?: Record<string, unknown>): string {
  const orderId = orderIdOf(params);
  return orderId
    ? fillCopy(CHECKOUT_LOG_MESSAGES.purchaseTrackingFailed, { orderId })
    : `Sending the tracking event ${name} failed`;
}

function createGoogleTagTracker(measurementId: string): Tracker {
  let started = false;
  // Tracking must never break a page or a purchase, so every failure ends here and is reported.
  function send(failure: string, ...args: unknown[]): void {
    try {
      if (!started) {
        // Set first: a start that throws must not insert the script again on the next event.
        started = true;
        startGoogleTag(measurementId);
      }
      const gtag = window.gtag;
      if (typeof gtag !== 'function') {
        console.error(MISSING_GTAG_MESSAGE, ...args.slice(0, 2));
        return;
      }
      gtag(...args);
    } catch (error) {
      // args: the gtag command, the event name and its parameters.
      reportError(error, { where: failure, orderId: orderIdOf(args[2]) });
    }
  }

  return {
    event(name, params) {
      send(failureMessage(name, params), 'event', name, params);
    },
    pageView(label) {
      send(failureMessage(TRACKING_EVENTS.pageView), 'event', TRACKING_EVENTS.pageView, {
        page_title: label,
      });
    },
    async identify(customerId, email) {
      send('Identifying the customer for tracking failed', 'set', { user_id: customerId });
      const normalized = normalizedEmailForHash(email);
      if (!normalized) return;
      try {
        const hashed = await sha256Hex(normalized);
        send('Sending the hashed email for tracking failed', 'set', 'user_data', {
          sha256_email_address: hashed,
        });
      } catch (error) {
        // Plain http offers no digest; the customer id alone still links the purchase.
        reportError(error, { where: 'Hashing the email for tracking failed', uid: customerId });
      }
    },
  };
}

/** Does nothing without a measurement id, so local runs and previews send no analytics. */
export function createTracker(config: TrackingConfig): Tracker {
  return config.measurementId ? createGoogleTagTracker(config.measurementId) : NO_OP_TRACKER;
}
