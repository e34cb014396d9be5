// `npm start` keeps the product running when a tier dies (issue 9, finding 13): the upstream is
// killed, start.mjs starts it again, and the BFF's /health is ok again, without stopping anything.
// Runs the compiled tiers (npm test builds them first) on the embedded defaults in a temporary
// DATA_DIR, without the web app. Every wait is for a condition, bounded so a regression fails.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// A bound, not a timing: a first start migrates its database, slow when the machine is busy.
const WAIT_MS = 480_000;

const portFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });

/** P and P + 1 free, below the ephemeral range (see web/e2e/support/stack.ts). */
async function freePortPair() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 6_000) * 2; // 20000-31998, below the ephemeral range
    if ((await portFree(port)) && (await portFree(port + 1))) return port;
  }
  throw new Error('no two consecutive free ports found');
}

async function until(what, check) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}\n${output}`);
    await sleep(100);
  }
}

async function status(url) {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

let output = '';
let product;
let port;
let dataDir;

before(async () => {
  port = await freePortPair();
  dataDir = mkdtempSync(join(tmpdir(), 'hotel-start-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: '', SEED_DEMO: 'false' };
  // The embedded defaults: this machine's PostgreSQL and RabbitMQ are not what is tested here.
  delete env.DATABASE_URL;
  delete env.STOMP_RELAY_URL;
  delete env.UPSTREAM_PORT;
  product = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  product.stdout.on('data', (chunk) => (output += chunk));
  product.stderr.on('data', (chunk) => (output += chunk));
  await until('the product to start', () => output.includes('Hotel back-office is running'));
});

after(async () => {
  if (product.exitCode === null && product.signalCode === null) {
    const exited = new Promise((resolve) => product.once('exit', resolve));
    product.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The pid start.mjs last reported for a tier. */
function pidOf(name) {
  const pids = [...output.matchAll(new RegExp(`^${name} started \\(pid (\\d+)\\)`, 'gm'))];
  return Number(pids.at(-1)?.[1]);
}

test('a killed upstream is started again and the BFF is healthy again', async () => {
  const bffHealth = `http://127.0.0.1:${port}/health`;
  const upstreamHealth = `http://127.0.0.1:${port + 1}/health`;
  await until('the BFF to be healthy', async () => (await status(bffHealth)) === 200);
  const first = pidOf('upstream');
  assert.ok(first > 0, 'start.mjs names the upstream process');

  process.kill(first, 'SIGKILL');
  await until('start.mjs to start the upstream again', () => pidOf('upstream') !== first);
  assert.match(output, /upstream stopped \(SIGKILL\); starting it again/);
  await until('the new upstream to answer', async () => (await status(upstreamHealth)) === 200);
  await until('the BFF to be healthy again', async () => (await status(bffHealth)) === 200);

  assert.equal(product.exitCode, null, 'npm start is still running');
  assert.ok(!output.includes('stopping everything'), output);
});
