import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Phone-sized photos for the upload journeys: /work/shared/data/photos/goa-panaji.jpg (the exifr fixture re-tagged to
 * Panaji, 15.4989 N 73.8278 E; provenance in e2e/fixtures/README.md, copied as e2e/fixtures/goa-panaji.jpg) scaled up
 * to a 12-megapixel 4032 × 3024 frame as a phone camera takes it, with a fine grain laid over it (a smooth upscale would
 * compress to a fraction of a real photo's size), saved as a JPEG of about 6 MB that keeps the original's EXIF,
 * GPS included. The grain comes from a seeded generator: the same bytes on every run.
 */
const SOURCE = new URL('../fixtures/goa-panaji.jpg', import.meta.url);
const WIDTH = 4032;
const HEIGHT = 3024;

/** Deterministic grain (a 32-bit linear congruential generator), half the frame's resolution, one channel. */
function grain(width: number, height: number, seed: number): Buffer {
  const bytes = Buffer.alloc(width * height);
  let state = seed >>> 0;
  for (let i = 0; i < bytes.length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/** One phone photo of about 6 MB, built once per seed and kept in the system's temporary folder. */
export async function phonePhoto(seed: number): Promise<{ path: string; bytes: number }> {
  const folder = join(tmpdir(), 'civic-e2e-phone-photos');
  await mkdir(folder, { recursive: true });
  const path = join(folder, `panaji-phone-${seed}.jpg`);
  try {
    return { path, bytes: (await stat(path)).size };
  } catch {
    // Not built yet.
  }
  const w = WIDTH / 2;
  const h = HEIGHT / 2;
  const noise = await sharp(grain(w, h, seed), { raw: { width: w, height: h, channels: 1 } })
    .resize(WIDTH, HEIGHT)
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();
  const photo = await sharp(await readFile(SOURCE))
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 93 })
    .keepExif()
    .toBuffer();
  await writeFile(path, photo);
  return { path, bytes: photo.length };
}
