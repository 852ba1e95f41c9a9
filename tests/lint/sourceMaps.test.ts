import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../web/vite.config';

// The site's source maps are for the error reporter: built, never referenced, never published.

describe('source maps', () => {
  it('are built without a reference from the files the site serves', () => {
    expect(viteConfig.build?.sourcemap).toBe('hidden');
  });

  it('are not published by Hosting', async () => {
    const config = JSON.parse(
      await readFile(new URL('../../firebase.json', import.meta.url), 'utf8'),
    ) as { hosting: { ignore: string[] } };
    expect(config.hosting.ignore).toContain('**/*.map');
  });
});
