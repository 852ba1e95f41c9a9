import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/theme';
import { sourceFiles } from './sourceFiles';

// web/src/app/theme.ts registers only the recipes of the Chakra components the app uses (the full
// set would weigh on every page). A component whose recipe is missing renders unstyled, so every
// Chakra component imported in web/src must find its recipes in the system.

const chakraDir = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  '..',
  'esm',
);
const componentsDir = join(chakraDir, 'components');

/** Component names the app imports from '@chakra-ui/react' (values, not types). */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(join(import.meta.dirname, '../../web/src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !name.startsWith('type ') && /^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

/** The component folder that exports `name`, from Chakra's index. */
function componentFolder(name: string): string | null {
  const index = readFileSync(join(chakraDir, 'index.js'), 'utf8');
  const direct = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from './components/([\\w-]+)/`);
  const namespaced = new RegExp(`export \\{ (namespace(?:\\$\\w+)?) as ${name} \\}`).exec(index);
  if (namespaced) {
    const source = new RegExp(
      `import \\* as ${namespaced[1]!.replace('$', '\\$')} from './components/([\\w-]+)/`,
    ).exec(index);
    return source?.[1] ?? null;
  }
  return direct.exec(index)?.[1] ?? null;
}

/** Recipe keys a component folder uses, with the folders it imports (e.g. checkbox's checkmark). */
function recipeKeys(folder: string): Set<string> {
  const keys = new Set<string>();
  const folders = new Set([folder]);
  for (const file of readdirSync(join(componentsDir, folder))) {
    const text = readFileSync(join(componentsDir, folder, file), 'utf8');
    for (const match of text.matchAll(/from '\.\.\/([\w-]+)\//g)) folders.add(match[1]!);
  }
  for (const each of folders) {
    for (const file of readdirSync(join(componentsDir, each))) {
      const text = readFileSync(join(componentsDir, each, file), 'utf8');
      for (const match of text.matchAll(/key: "(\w+)"/g)) keys.add(match[1]!);
    }
  }
  return keys;
}

describe('Chakra recipes', () => {
  it('every Chakra component the app imports has its recipes in the theme', () => {
    const defaults = new Set([
      ...Object.keys(defaultConfig.theme?.recipes ?? {}),
      ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
    ]);
    const registered = new Set([
      ...Object.keys(system._config.theme?.recipes ?? {}),
      ...Object.keys(system._config.theme?.slotRecipes ?? {}),
    ]);
    const missing: string[] = [];
    for (const name of importedComponents()) {
      const folder = componentFolder(name);
      if (!folder) continue;
      for (const key of recipeKeys(folder)) {
        if (defaults.has(key) && !registered.has(key)) missing.push(`${name}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the recipes of a component (a control for the check above)', () => {
    expect(componentFolder('Checkbox')).toBe('checkbox');
    expect(recipeKeys('checkbox')).toEqual(new Set(['checkbox', 'checkmark']));
    expect(componentFolder('IconButton')).toBe('button');
  });
});
