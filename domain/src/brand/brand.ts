// Seed brand values; a deployment overrides the contact details through web env variables.
export const PRODUCT_NAME = 'Yardwise';
export const SUPPORT_EMAIL = 'help@yardwise.example';
export const SUPPORT_PHONE = '(555) 010-4477';
export const MARKETING_SITE_URL = 'https://www.yardwise.example';

export interface MarketingLink {
  label: string;
  path: string;
}

/** Header links to the marketing site (funnel §2 "Other routes"), in display order. */
export const MARKETING_LINKS: readonly MarketingLink[] = [
  { label: 'HOME', path: '/' },
  { label: 'PACKAGES', path: '/packages' },
  { label: 'PORTFOLIO', path: '/gallery' },
  { label: 'REVIEWS', path: '/reviews' },
  { label: 'HOW IT WORKS', path: '/how-it-works' },
  { label: 'SHOP', path: '/shop' },
];

export function marketingUrl(path: string, siteUrl: string = MARKETING_SITE_URL): string {
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
