// One small interface over PGlite (embedded, the default) and a PostgreSQL server (DATABASE_URL),
// so every module writes plain SQL once and runs on both.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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
}

export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(join(opts.dataDir, 'db'));
}

/** A database in memory, for tests. */
export async function openMemoryDatabase(): Promise<Database> {
  return wrapPglite(new PGlite());
}

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  return wrapPglite(new PGlite(dir));
}

async function wrapPglite(db: PGlite): Promise<Database> {
  await db.waitReady;
  const run = async <T extends object>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly SqlParam[]) =>
    (await q.query<T>(sql, params ? [...params] : undefined)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // int8 (bigint, count(*)) as numbers: our ids and counts stay far below 2^53.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  const run = async <T extends object>(c: pg.Pool | pg.PoolClient, sql: string, params?: readonly SqlParam[]) =>
    (await c.query(sql, params ? [...params] : undefined)).rows as T[];
  await run(pool, 'select 1');
  return {
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
  };
}
