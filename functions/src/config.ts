import { setGlobalOptions } from 'firebase-functions/v2/options';
import { brandFrom, type BrandConfig } from '@yardwise/domain/brand/brand';
import {
  defineBoolean,
  defineSecret,
  defineString,
  type SecretParam,
  type StringParam,
} from 'firebase-functions/params';

// Runtime options for every function, in one place. maxInstances is a cost guard, not a capacity plan.
setGlobalOptions({
  region: 'us-central1',
  memory: '256MiB',
  timeoutSeconds: 60,
  maxInstances: 10,
});

// External services: a missing value is never an error locally; each adapter falls back to its
// stand-in (configuredValue). How the emulators and a deploy treat one: docs/deploying.md.

/** Stripe API key. Absent: checkout shows the labelled "test payment" button that drives fulfilment directly. */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
/** Stripe webhook signing secret. Absent: the webhook rejects every request (nothing to verify against). */
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
/** SendGrid API key. Absent: emails stay in the outbox collection, marked as not sent by a provider. */
export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');
/** Sender address for SendGrid. Absent: only the outbox stand-in runs, which does not need it. */
export const SENDGRID_FROM_EMAIL = defineString('SENDGRID_FROM_EMAIL', {
  description: 'The verified SendGrid sender address, e.g. hello@yardwise.example',
});
/** Google Places/Geocoding key. Absent: a local stand-in answers address searches from seeded addresses. */
export const GOOGLE_MAPS_API_KEY = defineSecret('GOOGLE_MAPS_API_KEY');
/** reCAPTCHA secret. Absent: the check passes and logs that it was skipped. */
export const RECAPTCHA_SECRET_KEY = defineSecret('RECAPTCHA_SECRET_KEY');
/** Marketing email provider key. Absent: subscriptions are logged, not sent anywhere. */
export const MARKETING_EMAIL_API_KEY = defineSecret('MARKETING_EMAIL_API_KEY');
/** Where operational alerts are posted. Empty (the default): alerts go to the function log only. */
export const ALERT_WEBHOOK_URL = defineString('ALERT_WEBHOOK_URL', {
  default: '',
  description: 'Webhook that receives operational alerts; leave empty to only log them',
});
/** The web app's public URL, for links in emails and Stripe return URLs. Absent: links are relative. */
export const APP_BASE_URL = defineString('APP_BASE_URL', {
  description: 'Public URL of the web app, e.g. https://yardwise.example',
});

/**
 * App Check on every callable: when true, a call without a valid App Check token from the web app
 * is refused as unauthenticated before the command runs. Off by default, so the emulator, tests and
 * a project without an App Check provider keep working; switch it on per project with
 * APP_CHECK_ENFORCED=true in functions/.env.<projectId> once the web app sends tokens
 * (VITE_APP_CHECK_SITE_KEY). Read when the functions load, so a change needs a deploy. The Stripe
 * webhook is not a callable: Stripe cannot send App Check tokens, its signature authenticates it.
 */
export const APP_CHECK_ENFORCED = defineBoolean('APP_CHECK_ENFORCED', {
  default: false,
  description: 'Refuse callable requests without a valid App Check token',
});

/**
 * APP_CHECK_ENFORCED for a callable's enforceAppCheck. The SDK resolves a param given there when
 * the function is defined anyway, and at deploy and emulator start it then warns three times per
 * callable that a param was read while loading; this reads it as the SDK does, without the noise.
 */
export function appCheckEnforced(): boolean {
  return process.env[APP_CHECK_ENFORCED.name] === 'true';
}

/**
 * A param's value, or null when it is unset or empty: the signal for an adapter to use its local
 * stand-in. Reads the environment variable the param is loaded into, as `.value()` does, without
 * `.value()`'s warning for a secret that is deliberately absent.
 */
export function configuredValue(param: SecretParam | StringParam): string | null {
  const value = process.env[param.name];
  return value ? value : null;
}

/** The brand in server-written text (emails, order messages); the same settings as the web app's VITE_BRAND_*. */
export const BRAND_NAME = defineString('BRAND_NAME', { default: '' });
export const SUPPORT_EMAIL = defineString('SUPPORT_EMAIL', { default: '' });
export const SUPPORT_PHONE = defineString('SUPPORT_PHONE', { default: '' });

/** The deployment's brand; unset or empty params keep the neutral defaults. */
export function serverBrand(): BrandConfig {
  return brandFrom({
    productName: configuredValue(BRAND_NAME) ?? undefined,
    supportEmail: configuredValue(SUPPORT_EMAIL) ?? undefined,
    supportPhone: configuredValue(SUPPORT_PHONE) ?? undefined,
  });
}
