/** The name an account shows: first and last name. */
export function displayNameOf(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/**
 * Decision: a display name (from Google or an earlier signup) splits into the first word and the
 * rest; the purchase page's billing form asks again when a part is missing.
 */
export function namesOfDisplayName(displayName: string | null): {
  firstName: string;
  lastName: string;
} {
  const [firstName = '', ...rest] = (displayName ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
