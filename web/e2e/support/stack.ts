// The real product for the browser tests, started the way `npm start` starts it: `node
// scripts/start.mjs` (the reference upstream, then the BFF serving the built web app) on a free
// port with a fresh DATA_DIR. With DATABASE_URL set, every run gets its own database on that server
// (created here, dropped again at the end); STOMP_RELAY_URL passes through to the product. On the
// embedded database the demo is seeded once per build and each product starts from a copy of it.
// The app must be built first (`npm run build`): the BFF serves web/dist.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The repository root (this file runs from web/e2e/dist/support/). */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A bound so that a product that never comes up fails the file instead of hanging it (a loaded CI machine is slow). */
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 20_000;
const LOG_LIMIT = 200_000;

/**
 * The OAuth client the products of this test run are started with (the BFF's, README: OAUTH_CLIENT_ID,
 * OAUTH_CLIENT_SECRET): a secret made for the run, which tests use to call the upstream directly.
 */
export const PRODUCT_CLIENT = {
  id: 'hotel-bff',
  secret: process.env.OAUTH_CLIENT_SECRET || randomBytes(24).toString('base64url'),
} as const;

export interface Product {
  /** The web app and GraphQL (`/graphql`), as the browser opens it. */
  readonly url: string;
  /** The reference upstream's REST and STOMP base. */
  readonly upstreamUrl: string;
  readonly dataDir: string;
  /** What the product printed so far (stdout and stderr), for failure messages. */
  log(): string;
  /** Whether the product is running (started and not stopped). */
  readonly running: boolean;
  /** SIGTERM to `npm start`'s process, then waits until it and both servers have exited. Data is kept. */
  stop(): Promise<void>;
  /** Starts the product again on the same port, DATA_DIR and database. */
  start(): Promise<void>;
  /** Stops the product and removes its data (the temporary DATA_DIR, the run's database). */
  close(): Promise<void>;
  /**
   * Runs SQL on the product's database, for seeding what no screen or call makes yet: on the run's
   * PostgreSQL database while the product runs; on the embedded one (one process at a time) the
   * product is stopped around it and started again.
   */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * A port P with P and P + 1 free: the BFF takes P, the upstream P + 1 (start.mjs's default). Taken
 * below Linux's ephemeral range (32768-60999), where the outgoing connections of the browsers and
 * servers get their local ports: a port from there can be taken by one of them before the product
 * listens on it.
 */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 6_000) * 2; // 20000-31998, below the ephemeral range
    if ((await portFree(port)) && (await portFree(port + 1))) return port;
  }
  throw new Error('no two consecutive free ports found');
}

/** A database of its own on the DATABASE_URL server, dropped again by `drop`. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Whether any process of the group is still running. start.mjs's servers live in its process group
 * (it is spawned detached as the group leader) and outlive it by their own shutdown; exited but
 * unreaped processes (zombies) do not count.
 */
function groupAlive(pgid: number): boolean {
  if (existsSync('/proc/self/stat')) {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // exited meanwhile
      }
      // "pid (comm) state ppid pgrp ..."; comm may hold spaces and parentheses.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z') return true;
    }
    return false;
  }
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Environment variables that would point the product elsewhere than this run's ports. */
const NOT_INHERITED = [
  'UPSTREAM_PORT',
  'UPSTREAM_URL',
  'GATEWAY_URL',
  'HOTEL_SERVICE_URL',
  'AUTH_SERVICE_URL',
  'HOUSEKEEPING_SERVICE_URL',
  'RESTAURANT_SERVICE_URL',
  'INVENTORY_SERVICE_URL',
  'STOMP_URL',
  'HOST',
  'WEB_DIST',
  'DATABASE_URL',
];

/** The upstream's build, by its files' sizes and times: a seeded data directory serves only the build that made it. */
function upstreamBuild(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else hash.update(`${path} ${stat.size} ${stat.mtimeMs}\n`);
    }
  };
  walk(join(ROOT, 'upstream/dist'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A DATA_DIR holding the seeded demo, made once per build and copied for every product: seeding (a
 * year of stays) would otherwise cost each browser test file seconds, and far more on a loaded
 * machine. The first file to need it seeds it under a lock (an exclusive mkdir) by starting and
 * stopping the product; the others wait for its `ready` mark.
 */
async function seededDataDir(): Promise<string> {
  const base = join(tmpdir(), `hotel-e2e-seed-${upstreamBuild()}`);
  const data = join(base, 'data');
  const ready = join(base, 'ready');
  if (existsSync(ready)) return data;
  let owner = true;
  try {
    mkdirSync(base);
  } catch {
    owner = false;
  }
  if (owner) {
    mkdirSync(data);
    try {
      const product = await launch(data, null);
      await product.stop();
    } catch (error) {
      rmSync(base, { recursive: true, force: true });
      throw error;
    }
    writeFileSync(ready, '');
    return data;
  }
  for (let waited = 0; !existsSync(ready); waited += 500) {
    if (waited > 2 * START_TIMEOUT_MS || !existsSync(base))
      throw new Error(`the seeded demo data in ${base} did not become ready`);
    await sleep(500);
  }
  return data;
}

export async function startProduct(): Promise<Product> {
  // A build running meanwhile (vite empties web/dist first) gets a moment to finish.
  for (let waited = 0; !existsSync(join(ROOT, 'web/dist/index.html')); waited += 500) {
    if (waited >= 60_000) throw new Error('web/dist is missing: build the app first (npm run build)');
    await sleep(500);
  }
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await freshDatabase(serverUrl) : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'hotel-e2e-'));
  if (!database) cpSync(await seededDataDir(), dataDir, { recursive: true });
  return launch(dataDir, database);
}

/** The product on `dataDir` (and `database`, when given), started. */
async function launch(dataDir: string, database: { url: string; drop: () => Promise<void> } | null): Promise<Product> {
  const port = await freePortPair();

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    DATA_DIR: dataDir,
    // Browser test files run side by side on one RabbitMQ: each product keeps to its own topics.
    STOMP_NAMESPACE: `e2e${randomBytes(4).toString('hex')}`,
    OAUTH_CLIENT_ID: PRODUCT_CLIENT.id,
    OAUTH_CLIENT_SECRET: PRODUCT_CLIENT.secret,
    ...(database ? { DATABASE_URL: database.url } : {}),
  });

  let output = '';
  let child: ChildProcess | null = null;
  const url = `http://127.0.0.1:${port}`;

  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > LOG_LIMIT) output = output.slice(-LOG_LIMIT);
  };

  async function start(): Promise<void> {
    if (child) throw new Error('the product is already running');
    const proc = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    proc.stdout?.on('data', append);
    proc.stderr?.on('data', append);
    const exited = new Promise<string>((resolve) =>
      proc.once('exit', (code, signal) => resolve(`npm start exited (${signal ?? code})`)),
    );
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const ready = await Promise.race([
        fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) }).then(
          (res) => res.ok,
          () => false,
        ),
        exited,
      ]);
      if (ready === true) return;
      if (typeof ready === 'string' || Date.now() > deadline) {
        const reason = typeof ready === 'string' ? ready : `no answer from ${url}/health`;
        await stop();
        throw new Error(`${reason}\n--- product output ---\n${output}`);
      }
      await sleep(200);
    }
  }

  async function stop(): Promise<void> {
    const proc = child;
    if (!proc) return;
    const pgid = proc.pid!;
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGTERM');
      await Promise.race([exited, sleep(STOP_TIMEOUT_MS)]);
    }
    // start.mjs gives its servers SIGTERM and leaves; wait until they have closed their databases.
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
    if (groupAlive(pgid)) {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
      while (groupAlive(pgid)) await sleep(100);
    }
    child = null;
  }

  await start();
  return {
    url,
    upstreamUrl: `http://127.0.0.1:${port + 1}`,
    dataDir,
    log: () => output,
    get running() {
      return child !== null;
    },
    stop,
    start,
    async close() {
      await stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
      if (database) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          return (await client.query(text, params)).rows as Row[];
        } finally {
          await client.end();
        }
      }
      const wasRunning = child !== null;
      await stop();
      const { PGlite } = await import('@electric-sql/pglite');
      const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const db = new PGlite(join(dataDir, 'db'), { extensions: { btree_gist, pg_trgm } });
      try {
        return (await db.query<Row>(text, params)).rows;
      } finally {
        await db.close();
        if (wasRunning) await start();
      }
    },
  };
}
