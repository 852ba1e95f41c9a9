import { describe, expect, it } from 'vitest';
import { MARKETING_LINKS, marketingUrl } from './brand';

describe('marketing site links (funnel §2)', () => {
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
