/**
 * The password of an account staff make for a customer (proxy mode): random and never shown, so
 * nobody knows it; the customer chooses their own from the password reset email.
 */
export function randomProxyPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
