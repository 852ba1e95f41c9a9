// Reads vitest's JSON report into counts per tier, for the summary `npm test` ends with.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { REPO_ROOT, repoPath } from './repo.mjs';

/** vitest's bin; not in the package's exports. */
export const VITEST_BIN = repoPath('node_modules/vitest/vitest.mjs');

/**
 * The tier (vitest project) a test file belongs to, from where it lives.
 * @param {string} file absolute path
 */
export function tierOf(file) {
  const path = relative(REPO_ROOT, file);
  if (path.endsWith('.race.test.ts')) return 'races';
  if (path.startsWith('tests/rules/'))
    return path.includes('storage') ? 'storage-rules' : 'firestore-rules';
  const [top, second] = path.split('/');
  return top === 'tests' ? (second ?? top) : (top ?? path);
}

/**
 * @typedef {{ files: number, passed: number, failed: number, startMs: number, endMs: number }} TierCounts
 * @typedef {{ passed: number, failed: number, tiers: Map<string, TierCounts> }} RunCounts
 */

/**
 * Passed and failed tests of one run, in all and per tier. A file that fails to load or whose
 * beforeAll throws has no failing test of its own: it counts as one failure.
 * @param {string} reportFile
 * @returns {RunCounts}
 */
export function readReport(reportFile) {
  /** @type {RunCounts} */
  const counts = { passed: 0, failed: 0, tiers: new Map() };
  if (!existsSync(reportFile)) return counts;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  for (const file of report.testResults) {
    const tier = tierOf(file.name);
    const entry = counts.tiers.get(tier) ?? {
      files: 0,
      passed: 0,
      failed: 0,
      startMs: Infinity,
      endMs: 0,
    };
    const results = /** @type {{ status: string }[]} */ (file.assertionResults);
    const passed = results.filter((test) => test.status === 'passed').length;
    let failed = results.filter((test) => test.status === 'failed').length;
    if (file.status === 'failed' && failed === 0) failed = 1;
    entry.files += 1;
    entry.passed += passed;
    entry.failed += failed;
    entry.startMs = Math.min(entry.startMs, file.startTime);
    entry.endMs = Math.max(entry.endMs, file.endTime);
    counts.tiers.set(tier, entry);
    counts.passed += passed;
    counts.failed += failed;
  }
  return counts;
}

/**
 * One line per tier: its tests and the time from its first file's start to its last file's end
 * (tiers run side by side, so these overlap).
 * @param {Map<string, TierCounts>} tiers
 */
export function tierLines(tiers) {
  return [...tiers.entries()].map(([name, tier]) => {
    const seconds = Math.round((tier.endMs - tier.startMs) / 1000);
    const failed = tier.failed > 0 ? `, ${tier.failed} failed` : '';
    return `  ${name.padEnd(16)} ${String(tier.passed).padStart(5)} passed${failed} in ${tier.files} files, ${seconds} s`;
  });
}
