#!/usr/bin/env node
// `npm start`: runs the reference upstream and the BFF (which serves the web app) on this machine,
// waits until both answer, then prints the address and the demo sign-ins. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const port = Number(process.env.PORT ?? 8080);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? port + 1);
const env = { ...process.env, PORT: String(port), UPSTREAM_PORT: String(upstreamPort) };
const host = process.env.HOST ?? '127.0.0.1';

const children = [];
function run(name, script) {
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, what) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  console.error(`${what} did not start (${url})`);
  stop(1);
}

run('upstream', 'upstream/dist/main.js');
await waitFor(`http://127.0.0.1:${upstreamPort}/health`, 'upstream');
run('bff', 'bff/dist/main.js');
await waitFor(`http://127.0.0.1:${port}/health`, 'BFF');

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
