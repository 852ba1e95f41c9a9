// `npm run test:emulators`: only the emulators tier of `npm test` (the Firestore rules, the race
// tests and, where its runtime is here, the Storage rules, on the official emulators). Unlike
// `npm test`, it fails when the tools are missing. Extra arguments go to vitest:
//   npm run test:emulators -- storage      (only files matching "storage")
//   npm run test:emulators -- --project races
import { EMULATOR_PROJECTS } from './lib/emulatorTier.mjs';

process.env.YARDWISE_REQUIRE_EMULATORS = '1';
const args = process.argv.slice(2);
if (!args.some((arg) => arg.startsWith('--project'))) {
  process.argv.splice(2, 0, ...EMULATOR_PROJECTS.flatMap((name) => ['--project', name]));
}
await import('./test.mjs');
