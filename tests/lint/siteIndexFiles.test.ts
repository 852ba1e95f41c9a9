import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import viteConfig from '../../web/vite.config';

// The web build writes robots.txt and sitemap.xml for the address it is served at.

function siteIndexPlugin(): Plugin {
  const plugin = (viteConfig.plugins ?? [])
    .flat()
    .find((candidate) => (candidate as Plugin | null)?.name === 'site-index-files');
  if (!plugin) throw new Error('web/vite.config.ts has no site-index-files plugin');
  return plugin as Plugin;
}

function builtFiles(env: Record<string, string>): Record<string, string> {
  const plugin = siteIndexPlugin();
  const files: Record<string, string> = {};
  const configResolved = plugin.configResolved as (config: { env: object }) => void;
  configResolved({ env });
  const generateBundle = plugin.generateBundle as (this: unknown) => void;
  generateBundle.call({
    emitFile: (file: { fileName: string; source: string }) => {
      files[file.fileName] = file.source;
    },
  });
  return files;
}

describe('the web build', () => {
  it('writes robots.txt and sitemap.xml naming the configured address', () => {
    const files = builtFiles({ VITE_APP_URL: 'https://design.example.com' });

    expect(files['robots.txt']).toContain('Disallow: /onboard\n');
    expect(files['robots.txt']).toContain('Sitemap: https://design.example.com/sitemap.xml');
    expect(files['sitemap.xml']).toContain(
      '<loc>https://design.example.com/design-profile/find-your-package</loc>',
    );
  });

  it('fails without an address rather than publish a sitemap of relative links', () => {
    expect(() => builtFiles({})).toThrow();
  });

  it('only when building: the dev server and tests are left alone', () => {
    expect(siteIndexPlugin().apply).toBe('build');
  });
});
