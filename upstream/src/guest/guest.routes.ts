// Guests (schema/src/endpoints/guest.ts): the hotel's guest profiles, searched by the spec's filters
// (first name ascending unless asked), with a passport image and the stays booked for each, and the
// spreadsheet (.xlsx, written by exceljs) of a search. GUEST at its level on the guest's own hotel:
// VIEW to read and download, ADD to create, EDIT to change, DELETE (MAINTAIN) to delete.
//
// The passport image is stored as every uploaded picture is (a row of `image`, bytea) but read only
// here, as a data URL, behind GUEST VIEW: it is never served at a public address. It must be a PNG,
// JPEG or WebP picture of at most 2 MB (the multipart reader's 5 MB limit is every picture's).
import ExcelJS from 'exceljs';
import { Feature, GUEST_NOTICES, PASSPORT_IMAGE_MAX_BYTES, PASSPORT_IMAGE_TYPES, type Operation } from '@hotel/domain';
import { guest as G } from '@hotel/schema';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { conflict, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding, type UploadedFile } from '../http/route.js';
import { loadImage, storeImage } from '../hotel/images.js';
import { requireHotelRight } from '../permission/hotel-records.js';

type GuestRow = G.entities.GuestRow;
type Filters = z.output<(typeof G.downloadGuests)['query']>;

/** The most rows one spreadsheet holds: a whole hotel's guests, not a data export of the group. */
export const MAX_DOWNLOAD_ROWS = 10_000;

const SELECT = `select g.id, g.hotel_id as "hotelId", g.first_name as "firstName", g.last_name as "lastName",
  g.id_number as "idNumber", g.nationality, g.email, g.phone_number as "phoneNumber", g.address, g.city,
  g.guest_type as "guestType", g.passport_image is not null as "hasPassportImage",
  (select count(*)::int from reservation v where v.guest_id = g.id) as "stayCount",
  to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"`;

const SORT: SortColumnsOf<typeof G.searchGuests> = {
  firstName: ['lower(g.first_name)', 'lower(g.last_name)'],
  lastName: ['lower(g.last_name)', 'lower(g.first_name)'],
  idNumber: 'g.id_number',
  nationality: ['lower(g.nationality)', 'lower(g.first_name)'],
  email: 'lower(g.email)',
  city: ['lower(g.city)', 'lower(g.first_name)'],
  id: 'g.id',
};

/** The search's from and where: every text filter contains, ignoring case; the type is exact. */
function searchOf(q: Filters): { from: string; params: SqlParam[] } {
  const texts = [q.idNumber, q.firstName, q.lastName, q.nationality, q.email, q.phoneNumber, q.address, q.city];
  const columns = ['id_number', 'first_name', 'last_name', 'nationality', 'email', 'phone_number', 'address', 'city'];
  const where = columns.map((c, i) => `($${i + 2}::text is null or g.${c} ilike $${i + 2} escape '\\')`);
  return {
    from: `from guest g where g.hotel_id = $1 and ${where.join(' and ')} and ($10::text is null or g.guest_type = $10)`,
    params: [q.hotelId, ...texts.map(containsText), q.guestType ?? null],
  };
}

/** The passport image part: a PNG, JPEG or WebP picture of at most 2 MB, or none. */
function passportOf(file: UploadedFile | undefined): UploadedFile | undefined {
  if (!file) return undefined;
  if (!(PASSPORT_IMAGE_TYPES as readonly string[]).includes(file.contentType)) {
    throw invalid('passportImage', 'PASSPORT_IMAGE_TYPE');
  }
  if (file.data.length > PASSPORT_IMAGE_MAX_BYTES) throw invalid('passportImage', 'PASSPORT_IMAGE_TOO_LARGE');
  return file;
}

export function guestRoutes({ db }: AppContext): RouteBinding[] {
  const right = (principal: Principal, hotelId: number, operation: Operation) =>
    requireHotelRight(db, principal, hotelId, Feature.GUEST, operation);

  const hotelOfGuest = async (id: number): Promise<number> => {
    const [row] = await db.query<{ hotel_id: number }>('select hotel_id from guest where id = $1', [id]);
    if (!row) throw notFound('Guest');
    return row.hotel_id;
  };

  async function load(q: Queryable, id: number): Promise<G.entities.Guest> {
    const [row] = await q.query<GuestRow & { passportId: string | null }>(
      `${SELECT}, g.passport_image as "passportId" from guest g where g.id = $1`,
      [id],
    );
    if (!row) throw notFound('Guest');
    const { passportId, ...profile } = row;
    const image = passportId ? await loadImage(q, passportId) : null;
    const stays = await q.query<G.entities.GuestStay & { total: string }>(
      `select v.id as "reservationId", v.ref_number as "refNumber", v.status,
              to_char(v.check_in_date, 'YYYY-MM-DD') as "checkInDate", to_char(v.check_out_date, 'YYYY-MM-DD') as "checkOutDate",
              coalesce((select string_agg(distinct r.room_no, ', ' order by r.room_no)
                          from reserved_room x join room r on r.id = x.room_id where x.reservation_id = v.id), '') as "roomNos",
              v.currency, v.total::text as total
         from reservation v where v.guest_id = $1 order by v.check_in_date desc, v.id desc`,
      [id],
    );
    return {
      ...profile,
      passportImage: image ? `data:${image.content_type};base64,${Buffer.from(image.data).toString('base64')}` : null,
      stays: stays.map((s) => ({ ...s, total: Number(s.total) })),
    };
  }

  return [
    route(G.searchGuests, async ({ query, principal }) => {
      await right(principal, query.hotelId, 'VIEW');
      const { rows, pagination } = await pageOf<GuestRow>(db, {
        select: SELECT,
        ...searchOf(query),
        sort: SORT,
        id: 'g.id',
        query,
      });
      return { result: { guest: rows }, pagination };
    }),

    route(G.downloadGuests, async ({ query, principal, reply }) => {
      await right(principal, query.hotelId, 'VIEW');
      const { rows } = await pageOf<GuestRow>(db, {
        select: SELECT,
        ...searchOf(query),
        sort: SORT,
        id: 'g.id',
        query: { ...query, page: 0, size: MAX_DOWNLOAD_ROWS },
      });
      const book = new ExcelJS.Workbook();
      book.created = new Date();
      const sheet = book.addWorksheet('Guests');
      sheet.columns = [
        { header: 'First name', key: 'firstName', width: 20 },
        { header: 'Last name', key: 'lastName', width: 20 },
        { header: 'ID number', key: 'idNumber', width: 18 },
        { header: 'Nationality', key: 'nationality', width: 16 },
        { header: 'Email', key: 'email', width: 28 },
        { header: 'Phone number', key: 'phoneNumber', width: 16 },
        { header: 'Address', key: 'address', width: 30 },
        { header: 'City', key: 'city', width: 16 },
        { header: 'Guest type', key: 'guestType', width: 12 },
        { header: 'Stays', key: 'stayCount', width: 8 },
      ];
      sheet.getRow(1).font = { bold: true };
      sheet.views = [{ state: 'frozen', ySplit: 1 }];
      sheet.addRows(rows);
      const data = Buffer.from(await book.xlsx.writeBuffer());
      await reply
        .code(200)
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="guests.xlsx"')
        .send(data);
      return { result: null };
    }),

    route(G.guestById, async ({ params, principal }) => {
      await right(principal, await hotelOfGuest(params.id), 'VIEW');
      return { result: { guest: await load(db, params.id) } };
    }),

    route(G.createGuest, async ({ body, files, principal }) => {
      await right(principal, body.hotelId, 'ADD');
      const passport = passportOf(files['passportImage']);
      const id = await db.transaction(async (tx) => {
        const imageId = passport ? await storeImage(tx, passport) : null;
        const [row] = await tx.query<{ id: number }>(
          `insert into guest (hotel_id, first_name, last_name, id_number, nationality, email, phone_number, address,
                              city, guest_type, passport_image)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
          [
            body.hotelId,
            body.firstName,
            body.lastName,
            body.idNumber,
            body.nationality,
            body.email,
            body.phoneNumber,
            body.address,
            body.city,
            body.guestType,
            imageId,
          ],
        );
        return row!.id;
      });
      return { result: { guest: await load(db, id) }, message: GUEST_NOTICES.GUEST_CREATED };
    }),

    route(G.updateGuest, async ({ body, files, principal }) => {
      const hotelId = await hotelOfGuest(body.id);
      await right(principal, hotelId, 'EDIT');
      if (hotelId !== body.hotelId) throw invalid('hotelId', 'MOVED_ACROSS_HOTELS');
      const passport = passportOf(files['passportImage']);
      await db.transaction(async (tx) => {
        const imageId = passport ? await storeImage(tx, passport) : null;
        const [old] = await tx.query<{ passport_image: string | null }>(
          'select passport_image from guest where id = $1 for update',
          [body.id],
        );
        const keep = !passport && !body.removePassportImage;
        await tx.query(
          `update guest set first_name = $2, last_name = $3, id_number = $4, nationality = $5, email = $6,
                            phone_number = $7, address = $8, city = $9, guest_type = $10,
                            passport_image = case when $12::boolean then passport_image else $11::uuid end,
                            updated_at = now()
            where id = $1`,
          [
            body.id,
            body.firstName,
            body.lastName,
            body.idNumber,
            body.nationality,
            body.email,
            body.phoneNumber,
            body.address,
            body.city,
            body.guestType,
            imageId,
            keep,
          ],
        );
        // A replaced or removed passport is not kept anywhere.
        if (!keep && old?.passport_image) await tx.query('delete from image where id = $1', [old.passport_image]);
      });
      return { result: { guest: await load(db, body.id) }, message: GUEST_NOTICES.GUEST_UPDATED };
    }),

    route(G.deleteGuest, async ({ params, principal }) => {
      await right(principal, await hotelOfGuest(params.id), 'DELETE');
      await db.transaction(async (tx) => {
        const [stays] = await tx.query<{ n: number }>(
          `select (select count(*)::int from reservation where guest_id = $1)
                + (select count(*)::int from inquiry where guest_id = $1) as n`,
          [params.id],
        );
        if ((stays?.n ?? 0) > 0) throw conflict('GUEST_HAS_STAYS');
        const [old] = await tx.query<{ passport_image: string | null }>(
          'delete from guest where id = $1 returning passport_image',
          [params.id],
        );
        if (old?.passport_image) await tx.query('delete from image where id = $1', [old.passport_image]);
      });
      return { result: {}, message: GUEST_NOTICES.GUEST_DELETED };
    }),
  ];
}
