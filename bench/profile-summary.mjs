#!/usr/bin/env node
/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, e.g. from `BENCH_CPU_PROF=1 npm run bench`): self time per
 * package (node_modules/<name>, the product's own code, Node internals, GC, idle) and the 25 heaviest functions.
 *
 *   node bench/profile-summary.mjs bench/profiles/CPU.<...>.cpuprofile
 */
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile>');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
for (let i = 0; i < profile.samples.length; i += 1) {
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
}

/** The package a frame belongs to. */
function owner(frame) {
  const url = frame.url ?? '';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.includes('/server/dist/')) return '(product)';
  if (url.startsWith('node:') || url === '') return frame.functionName.startsWith('(') ? frame.functionName : '(node internals)';
  return url;
}

const packages = new Map();
const functions = new Map();
let total = 0;
for (const [id, micros] of self) {
  const frame = byId.get(id).callFrame;
  total += micros;
  const pkg = owner(frame);
  packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
  const name = `${frame.functionName || '(anonymous)'} ${pkg} ${(frame.url ?? '').split('/').slice(-1)[0]}:${frame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + micros);
}
const pct = (v) => `${((v / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`Total ${(total / 1e6).toFixed(1)} s sampled\n\nSelf time per package:`);
for (const [name, v] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${pct(v)}  ${name}`);
console.log('\nHeaviest functions (self time):');
for (const [name, v] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${pct(v)}  ${name}`);
