/** Every funnel step key in full-funnel order. */
export const FUNNEL_STEP_KEYS = [
  'find-your-package',
  'contact-info',
  'home-address',
  'location-loading',
  'location-found',
  'help-needed',
  'yard-selection',
  'yard-size',
  'wish-list',
  'unique-yard',
  'time-frame',
  'budget',
  'typeform',
  'recommended-package',
  'create-account',
  'purchase',
  'payment-confirmed',
] as const;

export type FunnelStepKey = (typeof FUNNEL_STEP_KEYS)[number];

export function isFunnelStepKey(value: string): value is FunnelStepKey {
  return (FUNNEL_STEP_KEYS as readonly string[]).includes(value);
}
