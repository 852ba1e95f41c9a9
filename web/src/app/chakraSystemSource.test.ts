import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAKRA_SYSTEM_MODULE, withoutRuntimeGlobalStyles } from './chakraSystemSource';

/** The system module of the Chakra the app is built with. */
function installedSystemModule(): string {
  const chakraEntry = createRequire(import.meta.url).resolve('@chakra-ui/react');
  const packageRoot = join(dirname(chakraEntry), '..', '..');
  return readFileSync(
    join(packageRoot, CHAKRA_SYSTEM_MODULE.replace('/@chakra-ui/react/', '')),
    'utf8',
  );
}

describe("the app build's rewrite of Chakra's system module", () => {
  it('leaves the global styles out of creating the system and changes nothing else', () => {
    const source = installedSystemModule();
    const rewritten = withoutRuntimeGlobalStyles(source);

    expect(rewritten).toContain('const _global = [];');
    expect(rewritten).not.toMatch(/_global = \[getPreflightCss\(\)/);
    const untouched = (text: string) =>
      text.split('\n').filter((line) => !line.includes('_global = ['));
    expect(untouched(rewritten)).toEqual(untouched(source));
    // The page's stylesheet is still built from the same functions.
    expect(rewritten).toMatch(/getTokenCss,\s*getGlobalCss,\s*getPreflightCss/);
  });

  it('fails the build when Chakra no longer builds them as expected', () => {
    expect(() => withoutRuntimeGlobalStyles('const _global = createGlobal();')).toThrow(
      /no longer builds its global styles/,
    );
  });
});
