import { describe, expect, it } from 'vitest';
import { brandCopyValues, brandFrom, DEFAULT_BRAND, MARKETING_LINKS, marketingUrl } from './brand';

describe('marketing site links', () => {
  it('are home, packages, gallery labelled PORTFOLIO, reviews, how-it-works and shop', () => {
    expect(MARKETING_LINKS.map((link) => link.label)).toEqual([
      'HOME',
      'PACKAGES',
      'PORTFOLIO',
      'REVIEWS',
      'HOW IT WORKS',
      'SHOP',
    ]);
    expect(MARKETING_LINKS.find((link) => link.label === 'PORTFOLIO')?.path).toBe('/gallery');
  });

  it('join the site address and the path with exactly one slash', () => {
    expect(marketingUrl('/gallery', 'https://site.example/')).toBe('https://site.example/gallery');
    expect(marketingUrl('reviews', 'https://site.example')).toBe('https://site.example/reviews');
  });
});

describe('brand configuration', () => {
  it('decision: defaults to a neutral descriptive name on reserved .example hosts', () => {
    expect(DEFAULT_BRAND.productName).toBe('Yard Design Studio');
    expect(DEFAULT_BRAND.supportEmail.endsWith('.example')).toBe(true);
    expect(DEFAULT_BRAND.marketingSiteUrl).toMatch(/^https:\/\/[^/]+\.example$/);
  });

  it('takes each setting a deployment gives and keeps the default for blank ones', () => {
    const brand = brandFrom({
      productName: 'Acme Gardens',
      supportEmail: '  ',
      supportPhone: undefined,
    });
    expect(brand).toEqual({ ...DEFAULT_BRAND, productName: 'Acme Gardens' });
  });

  it('fills the {product}, {email} and {phone} template values', () => {
    expect(brandCopyValues(brandFrom({ productName: 'Acme Gardens' }))).toEqual({
      product: 'Acme Gardens',
      email: DEFAULT_BRAND.supportEmail,
      phone: DEFAULT_BRAND.supportPhone,
    });
  });
});
