// Attaches the audit trigger to every table that lacks it (see migration 003). Run at the end of
// every migrate(), so the tables of any migration, earlier or later than 003, are recorded.
import type { Queryable } from '../db/database.js';

export async function attachAuditTriggers(db: Queryable): Promise<void> {
  const [installed] = await db.query<{ fn: string | null }>("select to_regprocedure('audit_attach_all()')::text as fn");
  if (installed?.fn) await db.query('select audit_attach_all()');
}
