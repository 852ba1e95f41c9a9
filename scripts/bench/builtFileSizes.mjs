import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The gzipped size of files of a build by the path the browser asked for, as the build's own size
 * report counts them (gzip level 9). Each file is read and compressed once.
 * @param {string} distDir
 */
export function builtFileSizes(distDir) {
  /** @type {Map<string, number>} */
  const sizes = new Map();
  return {
    /**
     * The sum over the paths (each file once, however often it was requested).
     * @param {string[]} paths  e.g. /assets/index-abc123.js
     */
    async gzipBytesOf(paths) {
      let total = 0;
      for (const path of new Set(paths)) {
        const file = normalize(join(distDir, decodeURIComponent(path)));
        if (!file.startsWith(`${normalize(distDir)}${sep}`))
          throw new Error(`outside the build: ${path}`);
        if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(file), { level: 9 }).length);
        total += sizes.get(file) ?? 0;
      }
      return total;
    },
  };
}
