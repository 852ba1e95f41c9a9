// The browser keys of the card processor and reCAPTCHA. Read when needed, not at import time, so a
// build (or a test) without them uses the labelled stand-ins (docs/deploying.md, "External
// services").

function envKey(name: 'VITE_STRIPE_PUBLISHABLE_KEY' | 'VITE_RECAPTCHA_SITE_KEY'): string | null {
  const value = import.meta.env[name];
  return value && value.trim() !== '' ? value.trim() : null;
}

export function stripePublishableKey(): string | null {
  return envKey('VITE_STRIPE_PUBLISHABLE_KEY');
}

export function recaptchaSiteKey(): string | null {
  return envKey('VITE_RECAPTCHA_SITE_KEY');
}
