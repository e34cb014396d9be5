#!/usr/bin/env node
// `npm start`: runs the reference upstream and the BFF (which serves the web app) on this machine,
// waits until both answer, then prints the address and the demo sign-ins. Ctrl-C stops both.
//
// A tier that stops after it has started is started again (after 1 s, doubling to at most 30 s
// while it keeps failing; back to 1 s once it has run for a minute): the other tier goes on, and
// the BFF answers UPSTREAM_UNAVAILABLE meanwhile. A tier that fails to start the first time stops
// everything: that is a configuration to fix, not a crash to ride out.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { BFF_NODE_FLAGS } from './bff-node-flags.mjs';

const port = Number(process.env.PORT ?? 8080);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? port + 1);
const env = { ...process.env, PORT: String(port), UPSTREAM_PORT: String(upstreamPort) };
const host = process.env.HOST ?? '127.0.0.1';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_MS = 60_000;
// A first start migrates (and seeds) the database: minutes on a busy machine. A tier that exits
// meanwhile stops everything at once; one that neither answers nor exits is given up on after this.
const START_TIMEOUT_MS = 10 * 60_000;

let stopping = false;

/** One tier: its process, restarted when it stops unexpectedly after its first start. */
function tier(name, script, healthUrl, nodeFlags = []) {
  const state = { name, child: null, started: false, delay: FIRST_DELAY_MS, timer: null };
  const launch = () => {
    state.timer = null;
    const since = Date.now();
    const child = spawn(process.execPath, ['--enable-source-maps', ...nodeFlags, script], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    state.child = child;
    console.log(`${name} started (pid ${child.pid})`);
    child.on('exit', (code, signal) => {
      state.child = null;
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (!state.started) {
        console.error(`${name} stopped before it started (${how}); stopping everything.`);
        stop(code || 1);
        return;
      }
      if (Date.now() - since >= STABLE_MS) state.delay = FIRST_DELAY_MS;
      console.error(`${name} stopped (${how}); starting it again in ${state.delay / 1000} s.`);
      state.timer = setTimeout(launch, state.delay);
      state.delay = Math.min(state.delay * 2, MAX_DELAY_MS);
    });
  };
  return {
    state,
    async start() {
      launch();
      await waitFor(healthUrl, name);
      state.started = true;
    },
    stop() {
      if (state.timer) clearTimeout(state.timer);
      state.child?.kill('SIGTERM');
    },
    exited: () => (state.child ? new Promise((resolve) => state.child.once('exit', resolve)) : Promise.resolve()),
  };
}

const tiers = [
  tier('upstream', 'upstream/dist/main.js', `http://127.0.0.1:${upstreamPort}/health`),
  tier('bff', 'bff/dist/main.js', `http://127.0.0.1:${port}/health`, BFF_NODE_FLAGS),
];

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const t of tiers) t.stop();
  await Promise.race([Promise.all(tiers.map((t) => t.exited())), sleep(10_000)]);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/**
 * Until the tier answers its health address at all: it is up then. Whether its dependencies are
 * (503 naming them) is the health check's to say, not a reason to give up on starting.
 */
async function waitFor(url, what) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!stopping && Date.now() < deadline) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  if (stopping) return;
  console.error(`${what} did not start (${url})`);
  await stop(1);
}

for (const t of tiers) await t.start();
if (stopping) await new Promise(() => undefined);

const users = [
  ['admin@demo.lk', 'top level (all groups)'],
  ['group.admin@demo.lk', 'group administrator'],
  ['hotel.admin@demo.lk', 'hotel administrator'],
  ['service.admin@demo.lk', 'service administrator'],
  ['frontdesk@demo.lk', 'front office'],
  ['auditor@demo.lk', 'front office, read only'],
  ['waiter@demo.lk', 'restaurant steward'],
  ['chef@demo.lk', 'kitchen'],
  ['housekeeper@demo.lk', 'housekeeping'],
  ['storekeeper@demo.lk', 'stores'],
];
console.log(`
Hotel back-office is running: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}
Data: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${process.env.DATA_DIR ?? './data'}`}

Demo sign-ins (password Hotel@1234 for all):
${users.map(([u, d]) => `  ${u.padEnd(24)} ${d}`).join('\n')}
`);
