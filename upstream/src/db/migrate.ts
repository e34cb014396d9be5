// Versioned migrations: each runs once, in order, inside its own transaction; an advisory lock keeps
// two upstream instances starting together from applying the same version twice.
import { attachAuditTriggers } from '../audit/attach.js';
import type { Database } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.exec(
    'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
  );
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727274)');
    const done = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map((r) => r.version),
    );
    const applied: number[] = [];
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(m.version)) continue;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    }
    await attachAuditTriggers(tx);
    return applied;
  });
}

/**
 * Splits a script on semicolons at the ends of lines (our migrations keep one statement per block);
 * semicolons inside dollar-quoted bodies ($$ … $$, functions) belong to the body.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const [i, piece] of sql.split('$$').entries()) {
    // Odd pieces are inside a $$ body; even pieces are plain SQL.
    const parts = i % 2 === 1 ? [piece] : piece.split(/;\s*$/m);
    current += (i > 0 ? '$$' : '') + parts[0];
    for (const part of parts.slice(1)) {
      statements.push(current);
      current = part;
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}
