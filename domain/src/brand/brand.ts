/** Who the product presents itself as; a deployment sets its own (web env VITE_BRAND_NAME etc.). */
export interface BrandConfig {
  productName: string;
  supportEmail: string;
  supportPhone: string;
  marketingSiteUrl: string;
}

/** Neutral sample defaults: a descriptive name that is not a real company's, on reserved .example hosts. */
export const DEFAULT_BRAND: BrandConfig = {
  productName: 'Yard Design Studio',
  supportEmail: 'help@yard-design.example',
  supportPhone: '(555) 010-4477',
  marketingSiteUrl: 'https://www.yard-design.example',
};

/** The brand from deployment settings; a missing or blank setting keeps the default. */
export function brandFrom(
  settings: Partial<Record<keyof BrandConfig, string | undefined>>,
): BrandConfig {
  const pick = (key: keyof BrandConfig) => settings[key]?.trim() || DEFAULT_BRAND[key];
  return {
    productName: pick('productName'),
    supportEmail: pick('supportEmail'),
    supportPhone: pick('supportPhone'),
    marketingSiteUrl: pick('marketingSiteUrl'),
  };
}

/** The values the message templates name: {product}, {email}, {phone}. */
export function brandCopyValues(brand: BrandConfig): {
  product: string;
  email: string;
  phone: string;
} {
  return { product: brand.productName, email: brand.supportEmail, phone: brand.supportPhone };
}

export interface MarketingLink {
  label: string;
  path: string;
}

/** Header links to the marketing site, in display order. */
export const MARKETING_LINKS: readonly MarketingLink[] = [
  { label: 'HOME', path: '/' },
  { label: 'PACKAGES', path: '/packages' },
  { label: 'PORTFOLIO', path: '/gallery' },
  { label: 'REVIEWS', path: '/reviews' },
  { label: 'HOW IT WORKS', path: '/how-it-works' },
  { label: 'SHOP', path: '/shop' },
];

export function marketingUrl(path: string, siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
