import { brandFrom, marketingUrl, type BrandConfig } from '@yardwise/domain/brand/brand';

/** This build's brand: the deployment's VITE_BRAND_* / VITE_SUPPORT_* settings over neutral defaults. */
export const brand: BrandConfig = brandFrom({
  productName: import.meta.env.VITE_BRAND_NAME,
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL,
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE,
  marketingSiteUrl: import.meta.env.VITE_MARKETING_SITE_URL,
});

/** A page of the marketing site. */
export function marketingHref(path: string): string {
  return marketingUrl(path, brand.marketingSiteUrl);
}
