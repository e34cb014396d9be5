// Reference data every screen reads (countries, currencies), the idle-logout setting, and the
// uploaded images. Images are immutable (a new upload gets a new id), so they are cached for a year.
import { reference } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireLevel } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { loadImage } from '../hotels/images.js';
import { ADMIN_LEVELS } from '../permissions/require-permission.js';

/** A LIKE pattern matching `text` anywhere, with the caller's % and _ taken literally. */
export const containsPattern = (text: string | undefined): string | null =>
  text ? `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

const idleTimes = async (db: Queryable) => ({
  IdleTimeOut: await db.query<{ id: number; seconds: number }>('select id, seconds from idle_time order by id'),
});

export function referenceRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(reference.searchCountries, async ({ query }) => {
      const country = await db.query<{ id: number; name: string }>(
        `select id, name from country where $1::text is null or name ilike $1 order by name`,
        [containsPattern(query.name)],
      );
      return { result: { country } };
    }),

    route(reference.searchCurrencies, async ({ query }) => {
      const currency = await db.query<{ id: number; name: string; prefix: string; symbol: string }>(
        `select id, name, prefix, symbol from currency
          where ($1::text is null or name ilike $1) and ($2::text is null or prefix ilike $2)
            and ($3::text is null or symbol = $3)
          order by id`,
        [containsPattern(query.name), containsPattern(query.prefix), query.symbol?.trim() || null],
      );
      return { result: { currency } };
    }),

    route(reference.idleTimes, async () => ({ result: await idleTimes(db) })),

    route(reference.updateIdleTime, async ({ body, principal }) => {
      requireLevel(principal, ADMIN_LEVELS);
      await db.transaction(async (tx) => {
        const [row] = await tx.query('update idle_time set seconds = $2 where id = $1 returning id', [
          body.id,
          body.seconds,
        ]);
        if (!row) throw notFound('Idle time setting');
      });
      return { result: await idleTimes(db), message: 'Idle time updated' };
    }),

    route(reference.image, async ({ params, reply }) => {
      const image = await loadImage(db, params.id);
      if (!image) throw notFound('Image');
      await reply
        .code(200)
        .header('content-type', image.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An uploaded SVG opened directly must not run scripts on our origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength));
      return { result: undefined };
    }),
  ];
}
