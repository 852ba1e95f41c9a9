import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Secrets reach the functions only as Firebase params (functions/src/config.ts), whose values live
// in Secret Manager or the git-ignored functions/.secret.local; nothing secret is committed, and the
// web app, whose every VITE_ value is public, asks for none.

const repoRoot = new URL('../..', import.meta.url).pathname;

/** The files git would commit: tracked and new ones, without the ignored. */
function repoFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((path) => path !== '');
}

function readText(path: string): string | null {
  try {
    if (statSync(join(repoRoot, path)).size > 2 * 1024 * 1024) return null;
    const text = readFileSync(join(repoRoot, path), 'utf8');
    return text.includes('\0') ? null : text;
  } catch {
    return null; // listed by git but deleted in the work tree
  }
}

const SECRET_NAME = /KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|DSN/i;

/** `process.env` reads of a secret-looking name, and reads by a computed name (which could be any). */
function secretEnvReads(source: string): string[] {
  const reads: string[] = [];
  for (const match of source.matchAll(/process\.env(?:\.([A-Za-z_$][\w$]*)|\[\s*([^\]]*)\])/g)) {
    const dotted = match[1];
    const bracketed = match[2]?.trim();
    const literal = bracketed?.match(/^(['"`])([\w$]+)\1$/)?.[2];
    const name = dotted ?? literal;
    if (name === undefined || SECRET_NAME.test(name)) reads.push(match[0]);
  }
  return reads;
}

const LIKELY_SECRETS: [string, RegExp][] = [
  ['Stripe live key', /\b(?:sk|rk)_live_[A-Za-z0-9]{10,}/],
  ['Stripe test secret key', /\bsk_test_[A-Za-z0-9]{24,}/],
  ['Stripe webhook secret', /\bwhsec_[A-Za-z0-9]{32,}/],
  ['SendGrid key', /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}/],
  ['private key', /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/],
  ['service account key', /"private_key"\s*:/],
];

describe('secrets', () => {
  it('are read from the environment only through the params in functions/src/config.ts', () => {
    const offenders = repoFiles()
      .filter((path) => /^(functions|web|domain)\/src\/.*\.tsx?$/.test(path))
      .filter((path) => path !== 'functions/src/config.ts')
      .filter((path) => !/\.test\.tsx?$/.test(path) && !/\/testing\//.test(path))
      .flatMap((path) => secretEnvReads(readText(path) ?? '').map((read) => `${path}: ${read}`));

    expect(offenders).toEqual([]);
  });

  it('finds what the check above looks for', () => {
    expect(secretEnvReads('const key = process.env.STRIPE_SECRET_KEY;')).toHaveLength(1);
    expect(secretEnvReads("const key = process.env['SENDGRID_API_KEY'];")).toHaveLength(1);
    expect(secretEnvReads('const value = process.env[name];')).toHaveLength(1);
    expect(secretEnvReads('const local = process.env.FUNCTIONS_EMULATOR === "true";')).toEqual([]);
  });

  it('are not committed: no file holds what looks like a real key', () => {
    const found = repoFiles().flatMap((path) => {
      const text = readText(path);
      if (text === null) return [];
      return LIKELY_SECRETS.filter(([, pattern]) => pattern.test(text)).map(
        ([kind]) => `${path}: ${kind}`,
      );
    });

    expect(found).toEqual([]);
  });

  it('have their local files git-ignored', () => {
    const ignored = (path: string) => {
      try {
        execFileSync('git', ['check-ignore', '--quiet', '--no-index', path], { cwd: repoRoot });
        return true;
      } catch {
        return false;
      }
    };

    for (const path of [
      'functions/.secret.local',
      'functions/.env.local',
      'web/.env.local',
      'web/.env.production.local',
    ]) {
      expect(ignored(path), path).toBe(true);
    }
  });

  it('are never asked of the web app, whose VITE_ values are public in the page', () => {
    const webFiles = repoFiles().filter((path) => /^web\/(src\/.*\.tsx?|\.env[\w.-]*)$/.test(path));
    const names = webFiles.flatMap((path) => readText(path)?.match(/\bVITE_\w+/g) ?? []);

    expect(names.length).toBeGreaterThan(0);
    expect(
      [...new Set(names)].filter((name) => /SECRET|PRIVATE|PASSWORD|TOKEN/.test(name)),
    ).toEqual([]);
  });
});
