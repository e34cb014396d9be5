// The reservation VAT dialog's calls (operations §2 Refund and VAT, §3, §5, §7; schema:
// reservationVatInfo, updateReservationVat). The details are kept in the hotel's VAT registry, the
// one the restaurant's VAT customers live in (restaurant_vat_registry): the hotel's customer with the
// same VAT number is updated and gains the RESERVATION type, or a new customer is made, and the stay
// names it. The per-hotel lock is the registry's own, so a VAT number stays one customer per hotel
// however many desks save at once. The stay's version is not raised: the VAT customer is not part of
// the stay the version guards (dates, rooms, guest).
import { Feature, RESERVATION_NOTICES as NOTICES } from '@hotel/domain';
import { reservation as R, type reservationEntities } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight } from '../permission/hotel-records.js';

interface VatRow {
  id: number;
  hotel_id: number;
  group_id: number;
  ref_number: string;
  vat_applicable: boolean;
  vat_registry_applicable: boolean;
  email: string | null;
  vat_number: string | null;
  name: string | null;
  address: string | null;
}

async function loadVat(db: Queryable, id: number, lock = false): Promise<VatRow | undefined> {
  if (lock) await db.query('select id from reservation where id = $1 for update', [id]);
  const [row] = await db.query<VatRow>(
    `select v.id, v.hotel_id, h.group_id, v.ref_number, v.vat_applicable, v.vat_registry_applicable,
            g.email, g.vat_number, g.name, g.address
       from reservation v
       join hotel h on h.id = v.hotel_id
       left join restaurant_vat_registry g on g.id = v.vat_registry_id
      where v.id = $1`,
    [id],
  );
  return row;
}

const toVat = (r: VatRow): reservationEntities.ReservationVat => ({
  id: r.id,
  hotelId: r.hotel_id,
  refNumber: r.ref_number,
  vatApplicable: r.vat_applicable,
  vatRegistryResponse:
    r.vat_registry_applicable && r.vat_number !== null
      ? { email: r.email ?? '', vatNumber: r.vat_number, name: r.name ?? '', address: r.address ?? '' }
      : null,
});

export function reservationVatRoutes({ db }: AppContext): RouteBinding[] {
  // A registry customer a stay names is not deleted from under it.
  describeConstraint('reservation_vat_registry_id_fkey', 'VAT_CUSTOMER_ON_INVOICES');

  return [
    route(R.reservationVatInfo, async ({ params, principal }) => {
      const found = await loadVat(db, params.id);
      if (!found) throw notFound('Reservation');
      await requireHotelRight(db, principal, found.hotel_id, Feature.RESERVATION, 'VIEW');
      return { result: { reservationVat: toVat(found) } };
    }),

    route(R.updateReservationVat, async ({ body, principal }) => {
      const found = await loadVat(db, body.reservationId);
      if (!found) throw notFound('Reservation');
      await requireHotelRight(db, principal, found.hotel_id, Feature.RESERVATION, 'EDIT');
      if (body.hotelId !== found.hotel_id) throw invalid('hotelId', 'RESERVATION_OF_OTHER_HOTEL');
      if (body.groupId && body.groupId !== found.group_id) throw invalid('groupId', 'HOTEL_NOT_IN_GROUP');
      const types = JSON.stringify([...new Set([...body.registryType, 'RESERVATION'])]);
      const saved = await db.transaction(async (tx) => {
        const current = await loadVat(tx, body.reservationId, true);
        if (!current!.vat_applicable) throw invalid('reservationId', 'VAT_NOT_APPLICABLE');
        await tx.query("select pg_advisory_xact_lock(hashtext('vat_registry'), $1)", [current!.hotel_id]);
        const [same] = await tx.query<{ id: number; registry_type: string[] }>(
          `select id, registry_type from restaurant_vat_registry
            where hotel_id = $1 and lower(vat_number) = lower($2) order by id limit 1`,
          [current!.hotel_id, body.vatNumber],
        );
        let registryId: number;
        if (same) {
          const merged = JSON.stringify([
            ...new Set([...(Array.isArray(same.registry_type) ? same.registry_type : []), ...JSON.parse(types)]),
          ]);
          await tx.query(
            `update restaurant_vat_registry set name = $2, address = $3, email = $4, registry_type = $5
              where id = $1`,
            [same.id, body.name, body.address, body.email, merged],
          );
          registryId = same.id;
        } else {
          const [made] = await tx.query<{ id: number }>(
            `insert into restaurant_vat_registry (hotel_id, group_id, name, address, vat_number, email, registry_type,
                                                  only_this_hotel_view)
             values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
            [
              current!.hotel_id,
              current!.group_id,
              body.name,
              body.address,
              body.vatNumber,
              body.email,
              types,
              body.onlyThisHotelView,
            ],
          );
          registryId = made!.id;
        }
        await tx.query(
          `update reservation set vat_registry_id = $2, vat_registry_applicable = true, updated_at = now()
            where id = $1`,
          [body.reservationId, registryId],
        );
        return (await loadVat(tx, body.reservationId))!;
      });
      return { result: { reservationVat: toVat(saved) }, message: NOTICES.RESERVATION_VAT_UPDATED };
    }),
  ];
}
