/** One cookie's value from a document.cookie string, URL-decoded; null when absent or malformed. */
export function cookieValue(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  /** A parent domain shared with the other apps (e.g. ".example.com"); host-only when absent. */
  domain?: string | undefined;
}

/** Sets a cookie for the whole site; Secure on https so it never travels in the clear. */
export function setCookie(name: string, value: string, options: CookieOptions): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'path=/',
    `max-age=${options.maxAgeSeconds}`,
    'samesite=lax',
  ];
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (window.location.protocol === 'https:') parts.push('secure');
  document.cookie = parts.join('; ');
}
