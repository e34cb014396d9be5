// Guides and drivers (core-platform §2 /channel/guide, /channel/driver): people who bring guests to the
// hotel, with their contact and the commission they earn. One table, the kind telling them apart.
import { CHANNEL_NOTICES, Feature } from '@hotel/domain';
import { channel as C } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf } from '../db/paging.js';
import { describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';

type Guide = C.entities.Guide;
interface GuideRow {
  id: number;
  hotel_id: number;
  kind: Guide['kind'];
  name: string;
  phone: string;
  email: string;
  license_number: string;
  commission_percent: string;
  active: boolean;
}
const SELECT =
  'select g.id, g.hotel_id, g.kind, g.name, g.phone, g.email, g.license_number, g.commission_percent::text, g.active';
const toGuide = (r: GuideRow): Guide => ({
  id: r.id,
  hotelId: r.hotel_id,
  kind: r.kind,
  name: r.name,
  phone: r.phone,
  email: r.email,
  licenseNumber: r.license_number,
  commissionPercent: Number(r.commission_percent),
  active: r.active,
});

function guideRoutesOf(db: AppContext['db'], endpoints: typeof C.guides, kind: Guide['kind'], key: 'guide' | 'driver') {
  const what = kind === 'GUIDE' ? 'Guide' : 'Driver';
  const notices =
    kind === 'GUIDE'
      ? {
          created: CHANNEL_NOTICES.GUIDE_CREATED,
          updated: CHANNEL_NOTICES.GUIDE_UPDATED,
          deleted: CHANNEL_NOTICES.GUIDE_DELETED,
        }
      : {
          created: CHANNEL_NOTICES.DRIVER_CREATED,
          updated: CHANNEL_NOTICES.DRIVER_UPDATED,
          deleted: CHANNEL_NOTICES.DRIVER_DELETED,
        };
  const find = async (q: Queryable, id: number) => {
    const [row] = await q.query<GuideRow>(`${SELECT} from guide g where g.id = $1 and g.kind = $2`, [id, kind]);
    if (!row) throw notFound(what);
    return toGuide(row);
  };
  // Guides and drivers answer under their own result key (guide, driver): the one difference the
  // compiler cannot follow through the two instances.
  const one = (value: Guide) => ({ [key]: value }) as never;
  const record = async (id: number) => {
    await find(db, id);
    return { table: 'guide' as const, id, what };
  };
  return [
    route(endpoints.search, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, Feature.CHANNEL, 'VIEW');
      const { rows, pagination } = await pageOf<GuideRow>(db, {
        select: SELECT,
        from: `from guide g where g.hotel_id = $1 and g.kind = $2
                 and ($3::text is null or g.name ilike $3 escape '\\' or g.phone ilike $3 escape '\\'
                      or g.license_number ilike $3 escape '\\')
                 and ($4::boolean is null or g.active = $4)`,
        params: [query.hotelId, kind, containsText(query.name), query.active ?? null],
        sort: { id: 'g.id', name: 'lower(g.name)', commissionPercent: 'g.commission_percent' },
        id: 'g.id',
        query,
      });
      return { result: { [key]: rows.map(toGuide) } as never, pagination };
    }),
    route(endpoints.create, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, Feature.CHANNEL, 'ADD');
      const [row] = await db.query<{ id: number }>(
        `insert into guide (hotel_id, kind, name, phone, email, license_number, commission_percent, active)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          body.hotelId,
          kind,
          body.name,
          body.phone,
          body.email,
          body.licenseNumber,
          body.commissionPercent,
          body.active,
        ],
      );
      return { result: one(await find(db, row!.id)), message: notices.created };
    }),
    route(endpoints.update, async ({ body, principal }) => {
      const hotelId = await requireRecordFeature(db, principal, await record(body.id), Feature.CHANNEL, 'EDIT');
      requireSameHotel(hotelId, body.hotelId);
      await db.query(
        `update guide set name = $2, phone = $3, email = $4, license_number = $5, commission_percent = $6, active = $7
          where id = $1`,
        [body.id, body.name, body.phone, body.email, body.licenseNumber, body.commissionPercent, body.active],
      );
      return { result: one(await find(db, body.id)), message: notices.updated };
    }),
    route(endpoints.remove, async ({ params, principal }) => {
      await requireRecordFeature(db, principal, await record(params.id), Feature.CHANNEL, 'DELETE');
      await db.query('delete from guide where id = $1', [params.id]);
      return { result: {}, message: notices.deleted };
    }),
  ];
}

export function guideRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('guide_name_key', 'NAME_TAKEN_IN_HOTEL', 'name');
  return [
    ...guideRoutesOf(db, C.guides, 'GUIDE', 'guide'),
    ...guideRoutesOf(db, C.drivers as unknown as typeof C.guides, 'DRIVER', 'driver'),
  ];
}
