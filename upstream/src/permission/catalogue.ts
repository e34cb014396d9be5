// The feature catalogue lives in domain/; on start the table is brought in line with it (new
// features added, names and scopes corrected), so roles can refer to features by id.
import { FEATURES } from '@hotel/domain';
import type { Database } from '../db/database.js';

export async function syncFeatureCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const f of FEATURES) {
      await tx.query(
        `insert into feature (prefix, name, scope) values ($1, $2, $3)
         on conflict (prefix) do update set name = excluded.name, scope = excluded.scope`,
        [f.prefix, f.name, f.scope],
      );
    }
  });
}
