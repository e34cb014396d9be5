// The upstream as the HTTP tests see it: a real server on a free port with the demo data, spoken to
// over fetch. In memory (PGlite) by default; with DATABASE_URL each harness gets its own fresh
// database on that server, dropped again on close, so test files never see each other's writes.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { AREA_PREFIX, auth, buildPath, type AnyEndpoint } from '@hotel/schema';
import { todayIn } from '@hotel/domain';
import { loadConfig, type UpstreamConfig } from '../config.js';
import { openDatabase, openMemoryDatabase, type Database } from '../db/database.js';
import { issueTokens } from '../auth/tokens.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { prepareDatabase, startUpstream } from '../server.js';

export interface ApiOptions {
  token?: string;
  /** JSON body. */
  body?: unknown;
  /** URL-encoded form body. */
  form?: Record<string, string>;
  /** Multipart body: Blobs become file parts, anything else a JSON field. */
  multipart?: Record<string, unknown>;
  /** HTTP Basic credentials, `id:secret`. */
  basic?: string;
  /** The client address a proxy (the BFF) forwards: X-Forwarded-For, trusted from this machine. */
  forwardedFor?: string;
}

export interface ApiResponse {
  status: number;
  /** The parsed body (null when it is not JSON, e.g. an image); tests read whatever was answered. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  headers: Headers;
  bytes: Uint8Array;
}

export interface TestUpstream {
  url: string;
  config: UpstreamConfig;
  /** The upstream's own database handle, to arrange what HTTP cannot (an expired code). */
  db: Database;
  api(method: string, path: string, opts?: ApiOptions): Promise<ApiResponse>;
  /** Signs in with the password grant and answers the access token. */
  signIn(email: string, password?: string): Promise<string>;
  /**
   * `count` access tokens of one user, as that many sign-ins would answer them, issued directly
   * (benchmarks of many screens: a thousand password hashes, and the sign-in limit, stand in the way).
   */
  sessionsOf(email: string, count: number): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The newest audit row's id (0 when there is none): a mark taken before a request, so a test can
 * read the rows that request wrote (`where id > mark`) — or check that it wrote none.
 */
export async function lastAuditId(db: Pick<Database, 'query'>): Promise<number> {
  return (await db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log'))[0]!.id;
}

/** The path of a contract endpoint: `at(hotels.hotelById, { id: 3 })` → `/hotel-service/api/hotel/3`. */
export function at(
  endpoint: AnyEndpoint,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${AREA_PREFIX[endpoint.area]}/${buildPath(endpoint, params)}${qs ? `?${qs}` : ''}`;
}

/** The fields a refusal's envelope names, in its order. */
export function fieldsOf(envelope: { errors?: readonly { field: string }[] }): string[] {
  return (envelope.errors ?? []).map((error) => error.field);
}

export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export const png = (bytes: Uint8Array = PNG_BYTES): Blob => new Blob([bytes], { type: 'image/png' });

/**
 * Migrating and seeding a database takes seconds; every test file needs the same starting point. So
 * it is built once per version of the code (a hash of the compiled upstream and domain) and per hotel
 * date (the demo's stays are laid out around the day it was seeded), and copied: a PGlite
 * data-directory tarball in the temp folder, or a PostgreSQL template database.
 */
function codeVersion(): string {
  const hash = createHash('sha256').update(todayIn());
  const here = dirname(fileURLToPath(import.meta.url));
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js') && !name.endsWith('.test.js')) hash.update(name).update(readFileSync(path));
    }
  };
  walk(join(here, '..'));
  walk(join(here, '..', '..', '..', 'domain', 'dist'));
  return hash.digest('hex').slice(0, 16);
}

let snapshotPromise: Promise<Blob> | null = null;

/** The migrated, seeded embedded database as a tarball, built once per code version. */
function seededSnapshot(): Promise<Blob> {
  snapshotPromise ??= (async () => {
    const file = join(tmpdir(), `hotel-upstream-seed-${codeVersion()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const db = await openMemoryDatabase();
    await prepareDatabase(db, true);
    const blob = await db.snapshot!();
    await db.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
    return blob;
  })();
  return snapshotPromise;
}

async function withAdmin<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The migrated, seeded template database on the server, built once per code version. */
async function seededTemplate(serverUrl: string): Promise<string> {
  const name = `hotel_tpl_${codeVersion()}`;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(727276)');
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'hotel\\_tpl\\_%'",
      );
      for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`create database ${name}`);
      const db = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
      try {
        await prepareDatabase(db, true);
      } finally {
        await db.close();
      }
    } finally {
      await admin.query('select pg_advisory_unlock(727276)');
    }
  });
  return name;
}

async function freshDatabase(
  serverUrl: string,
  opts: { seeded: boolean },
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = opts.seeded ? await seededTemplate(serverUrl) : null;
  await withAdmin(serverUrl, (admin) =>
    admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, copied from the migrated, seeded
 * template (or empty), for tests that run the upstream as processes (the topology suite).
 */
export function createTestDatabase(
  serverUrl: string,
  opts: { seeded: boolean } = { seeded: true },
): Promise<{ url: string; drop: () => Promise<void> }> {
  return freshDatabase(serverUrl, opts);
}

/** A bare, empty database (no migrations) of the kind the tests run against. */
export async function openTestDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const db = await openMemoryDatabase();
    return { db, close: () => db.close() };
  }
  const fresh = await freshDatabase(server, { seeded: false });
  const db = await openDatabase({ databaseUrl: fresh.url, dataDir: '' });
  return {
    db,
    async close() {
      await db.close();
      await fresh.drop();
    },
  };
}

/** The OAuth client secret of this test process's upstreams: random, unless the environment names one. */
const TEST_CLIENT_SECRET = process.env.OAUTH_CLIENT_SECRET || randomBytes(24).toString('base64url');

export async function startTestUpstream(env: Record<string, string> = {}): Promise<TestUpstream> {
  const server = process.env.DATABASE_URL;
  const seeded = env.SEED_DEMO !== 'false';
  const database = server ? await freshDatabase(server, { seeded }) : null;
  const config = loadConfig({
    ...process.env,
    UPSTREAM_PORT: '0',
    SEED_DEMO: 'true',
    // Test files run side by side on one RabbitMQ: each keeps to its own topics.
    STOMP_NAMESPACE: `test${randomBytes(4).toString('hex')}`,
    OAUTH_CLIENT_SECRET: TEST_CLIENT_SECRET,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const upstream = await startUpstream(config, {
    memory: !database,
    ...(!database && seeded ? { snapshot: await seededSnapshot() } : {}),
  });

  const api = async (method: string, path: string, opts: ApiOptions = {}): Promise<ApiResponse> => {
    const headers: Record<string, string> = {};
    let body: RequestInit['body'];
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.basic) headers.authorization = `Basic ${Buffer.from(opts.basic).toString('base64')}`;
    if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    } else if (opts.form) {
      body = new URLSearchParams(opts.form);
    } else if (opts.multipart) {
      const form = new FormData();
      for (const [name, value] of Object.entries(opts.multipart)) {
        if (value instanceof Blob) form.append(name, value, `${name}.bin`);
        else form.append(name, JSON.stringify(value));
      }
      body = form;
    }
    const res = await fetch(`${upstream.url}${path}`, { method, headers, body });
    const bytes = new Uint8Array(await res.arrayBuffer());
    let json: unknown = null;
    if ((res.headers.get('content-type') ?? '').includes('application/json')) {
      json = JSON.parse(Buffer.from(bytes).toString('utf8'));
    }
    return { status: res.status, json, headers: res.headers, bytes };
  };

  return {
    url: upstream.url,
    config,
    db: upstream.db,
    api,
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await api('POST', at(auth.oauthToken), {
        basic: `${config.clientId}:${config.clientSecret}`,
        form: { grant_type: 'password', username: email, password },
      });
      if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.json)}`);
      return (res.json as { access_token: string }).access_token;
    },
    async sessionsOf(email, count) {
      const [user] = await upstream.db.query<{ id: number }>('select id from app_user where lower(email) = lower($1)', [
        email,
      ]);
      if (!user) throw new Error(`no user ${email}`);
      const tokens: string[] = [];
      for (let i = 0; i < count; i++) {
        const issued = await issueTokens(upstream.db, {
          userId: user.id,
          clientId: config.clientId,
          accessSeconds: config.accessTokenSeconds,
          refreshSeconds: null,
        });
        tokens.push(issued.access_token);
      }
      return tokens;
    },
    async close() {
      await upstream.close();
      await database?.drop();
    },
  };
}
