#!/usr/bin/env node
// `npm run bench` (after the build): every benchmark in turn, figures only. The BFF's benchmarks run
// with the BFF's own Node flags, as `npm start` runs it.
import { spawnSync } from 'node:child_process';
import { BFF_NODE_FLAGS } from './bff-node-flags.mjs';

const BENCHES = [
  ['bff/dist/bench/post-login.bench.js', BFF_NODE_FLAGS],
  ['bff/dist/bench/kitchen.bench.js', BFF_NODE_FLAGS],
  ['bff/dist/bench/rates.bench.js', BFF_NODE_FLAGS],
  ['bff/dist/bench/overview.bench.js', BFF_NODE_FLAGS],
  ['bff/dist/bench/invoicing.bench.js', BFF_NODE_FLAGS],
  ['bff/dist/bench/inventory.bench.js', BFF_NODE_FLAGS],
  ['web/e2e/dist/bench/page-weight.bench.js', []],
];

for (const [script, flags] of BENCHES) {
  const { status } = spawnSync(process.execPath, [...flags, script], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
