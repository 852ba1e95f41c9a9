import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DERIVED_IMAGE_SIZES } from '@yardwise/domain/onboarding/mediaProcessing';
import { makeDerivedImages } from './photoImages';

// How much memory and time converting one photo takes, which processUploadedPhoto's memory and
// timeoutSeconds are set from. Each photo runs in a fresh process, so its peak memory (resident
// set, the Node runtime's own included) is that photo's alone, as on a new function instance.
//   npx tsx functions/src/media/measurePhotoProcessing.ts [photo ...]   (default: the fixtures)

const FIXTURES = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures');
const DEFAULT_PHOTOS = ['photo.jpg', 'photo.png', 'photo.heic'].map((name) => join(FIXTURES, name));

function decoderOf(path: string) {
  return /\.hei[cf]$/i.test(path) ? 'heif' : 'image';
}

/** In the child: converts one photo and prints what it took. */
async function measureOne(path: string): Promise<void> {
  const bytes = new Uint8Array(readFileSync(path));
  const start = performance.now();
  const images = await makeDerivedImages(bytes, decoderOf(path), DERIVED_IMAGE_SIZES);
  const ms = performance.now() - start;
  const peakMiB = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    JSON.stringify({
      ms,
      peakMiB,
      thumbnail: images.thumbnail.bytes.length,
      display: images.display.bytes.length,
    }),
  );
}

function measureInChild(path: string) {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--one', path],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`${basename(path)}: ${child.stderr}`);
  return JSON.parse(child.stdout) as {
    ms: number;
    peakMiB: number;
    thumbnail: number;
    display: number;
  };
}

const [flag, onePath] = process.argv.slice(2);
if (flag === '--one' && onePath) {
  await measureOne(onePath);
} else {
  const photos = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PHOTOS;
  for (const path of photos) {
    const size = readFileSync(path).length;
    const { ms, peakMiB, thumbnail, display } = measureInChild(path);
    process.stdout.write(
      `${basename(path)} (${Math.round(size / 1024)} KB): ${Math.round(ms)} ms, peak ${Math.round(
        peakMiB,
      )} MiB; thumbnail ${Math.round(thumbnail / 1024)} KB, display ${Math.round(display / 1024)} KB
`,
    );
  }
}
