#!/usr/bin/env node
/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, e.g. from `BENCH_CPU_PROF=1 npm run bench`): self time per
 * package (node_modules/<name>, the product's own code, Node internals, GC, idle) and the 25 heaviest functions.
 *
 *   node bench/profile-summary.mjs bench/profiles/CPU.<...>.cpuprofile [--busiest=<seconds>]
 *
 * --busiest=<seconds>: only the samples of the busiest window of that length (the least idle time), e.g. the filing
 * burst's nine seconds out of a whole run.
 */
import { readFileSync } from 'node:fs';

const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const busiest = Number(/^--busiest=(\d+(?:\.\d+)?)$/.exec(process.argv.slice(2).find((arg) => arg.startsWith('--busiest=')) ?? '')?.[1] ?? 0);
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [--busiest=<seconds>]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** The samples' indexes to count: all, or those of the busiest window (two pointers over the sample times). */
function chosenSamples() {
  const all = profile.samples.map((_, i) => i);
  if (!busiest) return all;
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  let at = 0;
  const times = profile.timeDeltas.map((dt) => (at += dt));
  let best = { busy: -1, from: 0, to: 0 };
  let busy = 0;
  let from = 0;
  for (let to = 0; to < times.length; to += 1) {
    if (!idle.has(profile.samples[to])) busy += profile.timeDeltas[to];
    while (times[to] - times[from] > busiest * 1e6) {
      if (!idle.has(profile.samples[from])) busy -= profile.timeDeltas[from];
      from += 1;
    }
    if (busy > best.busy) best = { busy, from, to };
  }
  console.log(`Busiest ${busiest} s: from ${(times[best.from] / 1e6).toFixed(1)} s to ${(times[best.to] / 1e6).toFixed(1)} s of the profile\n`);
  return all.slice(best.from, best.to + 1);
}

const self = new Map();
for (const i of chosenSamples()) {
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
