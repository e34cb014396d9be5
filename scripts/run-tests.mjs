#!/usr/bin/env node
// Runs node's test runner over the compiled tests of the given workspaces (dist/**/*.test.js), or
// over the .test.mjs/.test.ts files of a folder given as a path (browser tests). Every Node tier runs
// under it; the web's unit and component tests run under vitest (`npm test -w web`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const find = (dir, test) => {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules') return [];
    const p = join(dir, name);
    return statSync(p).isDirectory() ? find(p, test) : test(name) ? [p] : [];
  });
};

const files = process.argv
  .slice(2)
  .flatMap((arg) =>
    existsSync(join(arg, 'dist'))
      ? find(join(arg, 'dist'), (n) => n.endsWith('.test.js'))
      : find(arg, (n) => /\.test\.(mjs|js)$/.test(n)),
  );
if (files.length === 0) {
  console.error('no test files found for', process.argv.slice(2).join(' '));
  process.exit(1);
}
const concurrency = process.env.TEST_CONCURRENCY ?? '2';
const result = spawnSync(
  process.execPath,
  [
    '--enable-source-maps',
    '--test',
    `--test-concurrency=${concurrency}`,
    // A test waiting on something that never comes (a broker gone) fails instead of hanging CI.
    `--test-timeout=${process.env.TEST_TIMEOUT_MS ?? '600000'}`,
    '--test-reporter=spec',
    ...files,
  ],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
