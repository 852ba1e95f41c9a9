import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from './routes';
import { CONSULTATION_PATH, LOGIN_PATH } from './paths';
import { INDEXED_PATHS, PRIVATE_PATH_PREFIXES, robotsTxt, sitemapXml } from './siteIndex';

const SITE = 'https://app.yard-design.example/';

const keptOut = (path: string) =>
  PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

describe('what search engines are told', () => {
  it('keeps onboarding, the purchase and every page that needs an account out', () => {
    const robots = robotsTxt(SITE);

    expect(robots).toMatch(/^User-agent: \*\n/);
    expect(robots).toContain('Disallow: /onboard\n');
    expect(robots).toContain('Disallow: /purchase\n');
    expect(robots).toContain('Disallow: /design-feedback\n');
    for (const route of SPEC_ROUTES.filter((spec) => spec.access === 'account')) {
      expect(keptOut(route.path), route.path).toBe(true);
    }
    expect(robots).toContain('Sitemap: https://app.yard-design.example/sitemap.xml');
  });

  it('lists the public pages in the sitemap, each a page anyone may open and none kept out', () => {
    const sitemap = sitemapXml(SITE);

    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap).toContain(
      '<url><loc>https://app.yard-design.example/design-profile/find-your-package</loc></url>',
    );
    expect(sitemap).toContain('<loc>https://app.yard-design.example/design-consultation</loc>');
    expect(sitemap).toContain('<loc>https://app.yard-design.example/login</loc>');
    expect(INDEXED_PATHS).toEqual(expect.arrayContaining([CONSULTATION_PATH, LOGIN_PATH]));
    for (const path of INDEXED_PATHS) {
      const route = SPEC_ROUTES.find((spec) => spec.path === path);
      expect(route?.access, path).toBe('public');
      expect(keptOut(path), path).toBe(false);
    }
  });

  it('refuses a site address that is not a web address', () => {
    expect(() => robotsTxt('javascript:alert(1)')).toThrow(/http\(s\)/);
    expect(() => sitemapXml('https://app.example.com/shop?x=1')).toThrow(/origin/);
    expect(() => sitemapXml('not a url')).toThrow();
  });
});
