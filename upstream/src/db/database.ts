// One small interface over PGlite (embedded, the default) and a PostgreSQL server (DATABASE_URL),
// so every module writes plain SQL once and runs on both.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { currentActor, type Actor } from '../audit/actor.js';

export type SqlParam = string | number | boolean | null | Date | Buffer | Uint8Array | readonly unknown[] | object;

export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all its writes land, or none do. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files as a tarball (PGlite only), to start copies from it quickly. */
  snapshot?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL: connections in the pool (DATABASE_POOL_SIZE, 10). */
  poolSize?: number;
  /** PostgreSQL: how long a new connection may take (DATABASE_CONNECT_TIMEOUT_MS, 5 s). */
  connectTimeoutMs?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, { max: opts.poolSize ?? 10, connectTimeoutMs: opts.connectTimeoutMs ?? 5000 })
    : openPglite(join(opts.dataDir, 'db'));
}

/** A database in memory, for tests; started from a snapshot's files when one is given. */
export async function openMemoryDatabase(snapshot?: Blob): Promise<Database> {
  return wrapPglite(new PGlite(snapshot ? { ...PGLITE_OPTIONS, loadDataDir: snapshot } : PGLITE_OPTIONS));
}

/**
 * The extensions every embedded database loads: btree_gist, for exclusion constraints that compare a
 * plain column with = beside a range (a room night sold once), as PostgreSQL's contrib gives it;
 * pg_trgm, for the invoice history's contains-search by recipient (migration 023).
 */
const PGLITE_OPTIONS: PGliteOptions = { extensions: { btree_gist, pg_trgm } };

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  return wrapPglite(new PGlite(dir, PGLITE_OPTIONS));
}

async function wrapPglite(db: PGlite): Promise<Database> {
  await db.waitReady;
  const run = async <T extends object>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly SqlParam[]) =>
    (await q.query<T>(sql, params ? [...params] : undefined)).rows;
  return attributed({
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
    snapshot: async () => db.dumpDataDir('none'),
  });
}

async function openPostgres(url: string, opts: { max: number; connectTimeoutMs: number }): Promise<Database> {
  // Without a connect timeout a request waits forever for a server that does not answer.
  const pool = new pg.Pool({ connectionString: url, max: opts.max, connectionTimeoutMillis: opts.connectTimeoutMs });
  // An idle connection the server drops (a restart, a failover, an administrator) is an 'error' event
  // of the pool: without a listener it would end the process. The pool replaces the connection, and
  // the next query fails or succeeds on its own.
  pool.on('error', (error) => console.warn('[db] idle connection lost:', error.message));
  // int8 (bigint, count(*)) as numbers: our ids and counts stay far below 2^53. numeric stays text,
  // as PGlite gives it: money is read with Money.fromWire, exactly, and never through a float.
  pg.types.setTypeParser(20, (v) => Number(v));
  const run = async <T extends object>(c: pg.Pool | pg.PoolClient, sql: string, params?: readonly SqlParam[]) =>
    (await c.query(sql, params ? [...params] : undefined)).rows as T[];
  await run(pool, 'select 1');
  return attributed({
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  });
}

/** A statement that writes: run attributed to the request's actor. */
const WRITE = /^\s*(insert|update|delete)\b/i;

/**
 * Attributes a request's writes to its actor (audit/actor.ts) for the audit trigger: a transaction
 * first sets the transaction-local app.actor_user_id and app.actor_email, and a bare write runs as a
 * one-statement transaction that does the same. Without an actor both behave exactly as before.
 */
function attributed(db: Database): Database {
  const setActor = async (tx: Queryable, actor: Actor) => {
    const [row] = await tx.query<{ email: string }>(
      `select set_config('app.actor_user_id', $1, true) as id,
              set_config('app.actor_email', coalesce($2::text, (select email from app_user where id = $1::integer), ''), true) as email`,
      [String(actor.userId), actor.email],
    );
    actor.email = row?.email ?? '';
  };
  const transaction: Database['transaction'] = (fn) => {
    // Read now: PGlite may run the callback in another async context once its lock is free.
    const actor = currentActor();
    if (!actor) return db.transaction(fn);
    return db.transaction(async (tx) => {
      await setActor(tx, actor);
      return fn(tx);
    });
  };
  return {
    kind: db.kind,
    query: (sql, params) =>
      currentActor() && WRITE.test(sql) ? transaction((tx) => tx.query(sql, params)) : db.query(sql, params),
    transaction,
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    ...(db.snapshot ? { snapshot: db.snapshot } : {}),
  };
}

/** Timestamps travel as ISO text, whichever driver read them (a Date or the database's text). */
export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
