// The upstream as the HTTP tests see it: a real server on a free port with the demo data, spoken to
// over fetch. In memory (PGlite) by default; with DATABASE_URL each harness gets its own fresh
// database on that server, dropped again on close, so test files never see each other's writes.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { AREA_PREFIX, auth, buildPath, type AnyEndpoint } from '@hotel/schema';
import { loadConfig, type UpstreamConfig } from '../config.js';
import { openDatabase, openMemoryDatabase, type Database } from '../db/database.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { startUpstream } from '../server.js';

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
  close(): Promise<void>;
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

export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export const png = (bytes: Uint8Array = PNG_BYTES): Blob => new Blob([bytes], { type: 'image/png' });

async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
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
    drop: async () => {
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

/** A bare, empty database (no migrations) of the kind the tests run against. */
export async function openTestDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const db = await openMemoryDatabase();
    return { db, close: () => db.close() };
  }
  const fresh = await freshDatabase(server);
  const db = await openDatabase({ databaseUrl: fresh.url, dataDir: '' });
  return {
    db,
    async close() {
      await db.close();
      await fresh.drop();
    },
  };
}

export async function startTestUpstream(env: Record<string, string> = {}): Promise<TestUpstream> {
  const server = process.env.DATABASE_URL;
  const database = server ? await freshDatabase(server) : null;
  const config = loadConfig({
    ...process.env,
    UPSTREAM_PORT: '0',
    SEED_DEMO: 'true',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const upstream = await startUpstream(config, { memory: !database });

  const api = async (method: string, path: string, opts: ApiOptions = {}): Promise<ApiResponse> => {
    const headers: Record<string, string> = {};
    let body: RequestInit['body'];
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.basic) headers.authorization = `Basic ${Buffer.from(opts.basic).toString('base64')}`;
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
    async close() {
      await upstream.close();
      await database?.drop();
    },
  };
}
