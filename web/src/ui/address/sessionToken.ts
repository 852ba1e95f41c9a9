/**
 * A new address-search session token: Google bills the keystrokes of one search and the pick that
 * ends it as one session. randomUUID exists only on https and localhost; elsewhere 32 random hex
 * digits fit the same token rule (at most 36 URL-safe characters).
 */
export function newAddressSessionToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
