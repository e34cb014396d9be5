// Uploaded images live in the database (so every upstream instance serves them) and are referred
// to by a path relative to the hotel service base: `images/{uuid}`.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { UploadedFile } from '../http/route.js';

export const imageUrl = (id: string | null): string | null => (id ? `images/${id}` : null);

export async function storeImage(db: Queryable, file: UploadedFile): Promise<string> {
  const id = randomUUID();
  await db.query('insert into image (id, content_type, data) values ($1, $2, $3)', [id, file.contentType, file.data]);
  return id;
}

/** Stores each uploaded image named in `names`; answers column → new image id. */
export async function storeImages(
  db: Queryable,
  files: Partial<Record<string, UploadedFile>>,
  names: readonly string[],
): Promise<Record<string, string>> {
  const stored: Record<string, string> = {};
  for (const name of names) {
    const file = files[name];
    if (file) stored[name] = await storeImage(db, file);
  }
  return stored;
}

export async function loadImage(db: Queryable, id: string): Promise<{ content_type: string; data: Uint8Array } | null> {
  const [row] = await db.query<{ content_type: string; data: Uint8Array }>(
    'select content_type, data from image where id = $1',
    [id],
  );
  return row ?? null;
}
