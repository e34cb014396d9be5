// Reservation types (core-platform §2 /room/reservation-type; operations §3 "reservationType JSON plus
// reservationTypeImage", §7): the kinds of booking a hotel takes, each with a picture.
import { ROOM_NOTICES } from '@hotel/domain';
import { room } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { imageUrl, storeImages } from '../hotel/images.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';

type ReservationType = room.entities.ReservationType;
interface ReservationTypeRow {
  id: number;
  hotel_id: number;
  name: string;
  description: string;
  image: string | null;
  active: boolean;
}
const SELECT = 'select r.id, r.hotel_id, r.name, r.description, r.image, r.active';
const toReservationType = (r: ReservationTypeRow): ReservationType => ({
  id: r.id,
  hotelId: r.hotel_id,
  name: r.name,
  description: r.description,
  image: imageUrl(r.image),
  active: r.active,
});
const SORT: SortColumnsOf<typeof room.searchReservationTypes> = { id: 'r.id', name: 'lower(r.name)' };
const IMAGE = room.entities.RESERVATION_TYPE_IMAGES;

async function findReservationType(db: Queryable, id: number): Promise<ReservationType> {
  const [row] = await db.query<ReservationTypeRow>(`${SELECT} from reservation_type r where r.id = $1`, [id]);
  if (!row) throw notFound('Reservation type');
  return toReservationType(row);
}

export function reservationTypeRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('reservation_type_name_key', 'NAME_TAKEN_IN_HOTEL', 'name');
  const record = (id: number) => ({ table: 'reservation_type' as const, id, what: 'Reservation type' });
  return [
    route(room.searchReservationTypes, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, 'ROOM', 'VIEW');
      const { rows, pagination } = await pageOf<ReservationTypeRow>(db, {
        select: SELECT,
        from: `from reservation_type r where r.hotel_id = $1 and ($2::text is null or r.name ilike $2 escape '\\')
                 and ($3::boolean is null or r.active = $3)`,
        params: [query.hotelId, containsText(query.name), query.active ?? null],
        sort: SORT,
        id: 'r.id',
        query,
      });
      return { result: { reservationType: rows.map(toReservationType) }, pagination };
    }),
    route(room.reservationTypeById, async ({ params, principal }) => {
      await requireRecordFeature(db, principal, record(params.id), 'ROOM', 'VIEW');
      return { result: { reservationType: await findReservationType(db, params.id) } };
    }),
    route(room.createReservationType, async ({ body, files, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, 'ROOM', 'ADD');
      const id = await db.transaction(async (tx) => {
        const images = await storeImages(tx, files, IMAGE);
        const [row] = await tx.query<{ id: number }>(
          `insert into reservation_type (hotel_id, name, description, image, active) values ($1, $2, $3, $4, $5)
           returning id`,
          [body.hotelId, body.name, body.description, images.reservationTypeImage ?? null, body.active],
        );
        return row!.id;
      });
      return {
        result: { reservationType: await findReservationType(db, id) },
        message: ROOM_NOTICES.RESERVATION_TYPE_CREATED,
      };
    }),
    route(room.updateReservationType, async ({ params, body, files, principal }) => {
      const hotelId = await requireRecordFeature(db, principal, record(params.id), 'ROOM', 'EDIT');
      requireSameHotel(hotelId, body.hotelId);
      await db.transaction(async (tx) => {
        const images = await storeImages(tx, files, IMAGE);
        await tx.query(
          `update reservation_type set name = $2, description = $3, active = $4, image = coalesce($5::uuid, image)
            where id = $1`,
          [params.id, body.name, body.description, body.active, images.reservationTypeImage ?? null],
        );
      });
      return {
        result: { reservationType: await findReservationType(db, params.id) },
        message: ROOM_NOTICES.RESERVATION_TYPE_UPDATED,
      };
    }),
    route(room.deleteReservationType, async ({ params, principal }) => {
      await requireRecordFeature(db, principal, record(params.id), 'ROOM', 'DELETE');
      await db.query('delete from reservation_type where id = $1', [params.id]);
      return { result: {}, message: ROOM_NOTICES.RESERVATION_TYPE_DELETED };
    }),
  ];
}
