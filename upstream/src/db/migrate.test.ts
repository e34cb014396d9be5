// Migrations run once: a second run (another instance starting, a restart) applies nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openTestDatabase } from '../test/harness.js';
import { migrate } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';

test('migrating twice applies every migration once, and nothing the second time', async () => {
  const { db, close } = await openTestDatabase();
  try {
    assert.deepEqual(
      await migrate(db),
      MIGRATIONS.map((m) => m.version),
    );
    assert.deepEqual(await migrate(db), []);
    const rows = await db.query<{ version: number }>('select version from schema_migrations order by version');
    assert.deepEqual(
      rows.map((r) => r.version),
      MIGRATIONS.map((m) => m.version),
    );
  } finally {
    await close();
  }
});

test('a failing migration leaves nothing behind', async () => {
  const { db, close } = await openTestDatabase();
  try {
    const broken = {
      version: 9001,
      name: 'broken',
      sql: 'create table half_done (id integer);\nselect * from no_such_table;',
    };
    await assert.rejects(migrate(db, [broken]));
    const [table] = await db.query("select 1 from information_schema.tables where table_name = 'half_done'");
    assert.equal(table, undefined);
    assert.deepEqual(await db.query('select version from schema_migrations'), []);
  } finally {
    await close();
  }
});
