#!/usr/bin/env node
/**
 * Writes the web app manifest's PNG icons from client/public/favicon.svg with sharp:
 * pwa-192.png and pwa-512.png ("any"), pwa-maskable-512.png (the pin inside the maskable safe zone, 80% circle, on
 * a full-bleed brand background) and apple-touch-icon.png (180 px). Run after changing the SVG:
 *   node scripts/generate-pwa-icons.mjs
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'client', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'));
const BRAND = '#1d4ed8';

async function plain(size, name) {
  await sharp(svg, { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(publicDir, name));
}

async function maskable(size, name) {
  // The safe zone is a circle of 80% of the size: the 64-unit rounded square scaled to 60% fits inside it.
  const inner = Math.round(size * 0.6);
  const icon = await sharp(svg, { density: 72 * (inner / 64) * 2 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: icon, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(publicDir, name));
}

await plain(192, 'pwa-192.png');
await plain(512, 'pwa-512.png');
await plain(180, 'apple-touch-icon.png');
await maskable(512, 'pwa-maskable-512.png');
console.log('PWA icons written to client/public');
