import { MARKETING_SITE_URL, marketingUrl } from '@yardwise/domain/brand/brand';

/** A page of the marketing site, on the deployment's marketing host when the build names one. */
export function marketingHref(path: string): string {
  return marketingUrl(path, import.meta.env.VITE_MARKETING_SITE_URL || MARKETING_SITE_URL);
}
