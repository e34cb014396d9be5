// The stay's account over REST (schema/src/endpoints/folio.ts; docs/folio.md): a reservation's folios
// with their statements, opening and renaming one, and moving charges between them.
//
// Locks: whatever changes which charges a folio holds (moving, posting, issuing an invoice) first locks
// the folio rows it touches FOR UPDATE, in id order; so a charge moved while an invoice of its folio is
// being issued either moved before (not on the invoice) or waits and finds itself invoiced (refused
// by charge_is_final, answered CHARGE_INVOICED). A move names the folio the desk saw the charges on and
// updates only rows still there and uninvoiced: two desks moving one charge to two folios, one wins.
import { Feature, NOTICES, moveChargesRefusal, type Operation } from '@hotel/domain';
import { folio as F } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { conflict, conflictOn, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight } from '../permission/hotel-records.js';
import { folioById, foliosOfReservation } from './folio-store.js';
import { announceAccount } from './live.js';

interface LockedFolio {
  id: number;
  hotel_id: number;
  reservation_id: number | null;
}

/** Locks folio rows FOR UPDATE in id order (the order every writer of a folio's charges takes). */
export async function lockFolios(tx: Queryable, ids: readonly number[]): Promise<LockedFolio[]> {
  return tx.query<LockedFolio>(
    'select id, hotel_id, reservation_id from folio where id = any($1::int[]) order by id for update',
    [ids],
  );
}

/** The reservation's guest folio (number 1), made if the stay has none yet, locked. */
export async function guestFolio(tx: Queryable, reservationId: number): Promise<LockedFolio> {
  await tx.query(
    `insert into folio (hotel_id, reservation_id, number, name)
       select v.hotel_id, v.id, 1, v.guest_name from reservation v where v.id = $1
     on conflict (reservation_id, number) where reservation_id is not null do nothing`,
    [reservationId],
  );
  const [row] = await tx.query<LockedFolio>(
    'select id, hotel_id, reservation_id from folio where reservation_id = $1 and number = 1 for update',
    [reservationId],
  );
  return row!;
}

/** Refuses a VAT registry customer that is not the hotel's (or its group's). */
export async function requireVatCustomer(db: Queryable, hotelId: number, vatRegistryId: number | null): Promise<void> {
  if (vatRegistryId === null) return;
  const [found] = await db.query(
    `select 1 from restaurant_vat_registry g join hotel h on h.id = $2 left join hotel gh on gh.id = g.hotel_id
      where g.id = $1
        and (g.hotel_id = h.id or (not g.only_this_hotel_view and coalesce(g.group_id, gh.group_id) = h.group_id))`,
    [vatRegistryId, hotelId],
  );
  if (!found) throw invalid('vatRegistryId', 'VAT_CUSTOMER_OF_OTHER_HOTEL');
}

/** Whether a database error is charge_is_final's refusal of an invoiced charge. */
export const isInvoicedCharge = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '55000';

export function folioRoutes({ db, publisher }: AppContext): RouteBinding[] {
  const hotelOfStay = async (reservationId: number): Promise<number> => {
    const [stay] = await db.query<{ hotel_id: number }>('select hotel_id from reservation where id = $1', [
      reservationId,
    ]);
    if (!stay) throw notFound('Reservation');
    return stay.hotel_id;
  };
  const right = (principal: Principal, hotelId: number, feature: 'RESERVATION' | 'INVOICE', op: Operation) =>
    requireHotelRight(db, principal, hotelId, Feature[feature], op);

  return [
    route(F.reservationFolios, async ({ params, principal }) => {
      await right(principal, await hotelOfStay(params.id), 'RESERVATION', 'VIEW');
      return { result: { folios: await foliosOfReservation(db, params.id) } };
    }),

    route(F.folioById, async ({ params, principal }) => {
      const found = await folioById(db, params.id);
      if (!found) throw notFound('Folio');
      await right(principal, found.hotelId, found.reservationId ? 'RESERVATION' : 'INVOICE', 'VIEW');
      return { result: { folio: found } };
    }),

    route(F.openFolio, async ({ body, principal }) => {
      const hotelId = await hotelOfStay(body.reservationId);
      await right(principal, hotelId, 'INVOICE', 'EDIT');
      await requireVatCustomer(db, hotelId, body.vatRegistryId);
      const id = await db.transaction(async (tx) => {
        // The stay's lock numbers its folios one at a time; folio 1 stays the guest's.
        await tx.query('select id from reservation where id = $1 for update', [body.reservationId]);
        await guestFolio(tx, body.reservationId);
        const [made] = await tx.query<{ id: number }>(
          `insert into folio (hotel_id, reservation_id, number, name, vat_registry_id, created_by)
           select $1, $2, coalesce(max(number), 0) + 1, $3, $4, $5 from folio where reservation_id = $2
           returning id`,
          [hotelId, body.reservationId, body.name, body.vatRegistryId, principal.userId],
        );
        return made!.id;
      });
      await announceAccount(publisher, { hotelId, reservationId: body.reservationId, folioIds: [id] }, 'FOLIO_OPENED');
      return { result: { folio: (await folioById(db, id))! }, message: NOTICES.FOLIO_OPENED };
    }),

    route(F.renameFolio, async ({ params, body, principal }) => {
      const [row] = await db.query<LockedFolio>('select id, hotel_id, reservation_id from folio where id = $1', [
        params.id,
      ]);
      if (!row) throw notFound('Folio');
      await right(principal, row.hotel_id, 'INVOICE', 'EDIT');
      await requireVatCustomer(db, row.hotel_id, body.vatRegistryId);
      await db.query('update folio set name = $2, vat_registry_id = $3 where id = $1', [
        params.id,
        body.name,
        body.vatRegistryId,
      ]);
      await announceAccount(
        publisher,
        { hotelId: row.hotel_id, reservationId: row.reservation_id, folioIds: [params.id] },
        'FOLIO_CHANGED',
      );
      return { result: { folio: (await folioById(db, params.id))! }, message: NOTICES.FOLIO_RENAMED };
    }),

    // Operations §7 PUT invoice/vat-registry-update/{id}: the folio's next invoice's VAT customer, only
    // before issuing. The folio row is locked as issuing locks it, so an update and an issue of the same
    // folio wait for each other: the update sees the invoice issued meanwhile and is refused.
    route(F.updateInvoiceVatRegistry, async ({ params, body, principal }) => {
      const [row] = await db.query<LockedFolio>('select id, hotel_id, reservation_id from folio where id = $1', [
        params.id,
      ]);
      if (!row) throw notFound('Folio');
      await right(principal, row.hotel_id, 'INVOICE', 'EDIT');
      await requireVatCustomer(db, row.hotel_id, body.vatRegistryId);
      await db.transaction(async (tx) => {
        await lockFolios(tx, [row.id]);
        const [state] = await tx.query<{ open: boolean; issued: boolean }>(
          `select exists (select 1 from room_charge c where c.folio_id = $1 and c.invoice_id is null) as open,
                  exists (select 1 from invoice i where i.folio_id = $1 and i.document_type = 'INVOICE') as issued`,
          [row.id],
        );
        if (state!.issued && !state!.open) throw conflictOn('id', 'VAT_CUSTOMER_AFTER_ISSUE');
        await tx.query('update folio set vat_registry_id = $2 where id = $1', [row.id, body.vatRegistryId]);
      });
      return { result: { folio: (await folioById(db, row.id))! }, message: NOTICES.INVOICE_VAT_CUSTOMER_UPDATED };
    }),

    route(F.moveCharges, async ({ body, principal }) => {
      const [target] = await db.query<LockedFolio>('select id, hotel_id, reservation_id from folio where id = $1', [
        body.targetFolioId,
      ]);
      if (!target) throw invalid('targetFolioId', 'FOLIO_OF_OTHER_STAY');
      await right(principal, target.hotel_id, 'INVOICE', 'EDIT');
      if (body.chargeIds.length === 0) throw invalid('chargeIds', 'CHARGES_REQUIRED');
      const ids = [...new Set(body.chargeIds)];
      const reservationId = await db
        .transaction(async (tx) => {
          const folios = await lockFolios(tx, [body.fromFolioId, body.targetFolioId]);
          const from = folios.find((f) => f.id === body.fromFolioId);
          const to = folios.find((f) => f.id === body.targetFolioId)!;
          if (!from || from.reservation_id !== to.reservation_id || from.hotel_id !== to.hotel_id) {
            throw invalid('targetFolioId', 'FOLIO_OF_OTHER_STAY');
          }
          const charges = await tx.query<{
            id: number;
            hotel_id: number;
            folio_id: number;
            reservation_id: number | null;
            invoiced: boolean;
          }>(
            `select c.id, c.hotel_id, c.folio_id, f.reservation_id,
                    (c.invoice_id is not null or c.invoiced_at is not null) as invoiced
               from room_charge c join folio f on f.id = c.folio_id
              where c.id = any($1::int[]) order by c.id for update of c`,
            [ids],
          );
          // Another desk moved one of them from where this desk saw it: refused, not moved twice.
          if (charges.some((c) => c.folio_id !== from.id && c.reservation_id === to.reservation_id)) {
            throw conflict('CHARGE_MOVED_MEANWHILE');
          }
          const refusal = moveChargesRefusal(
            charges.map((c) => ({
              id: c.id,
              hotelId: c.hotel_id,
              folioId: c.folio_id,
              reservationId: c.reservation_id,
              invoiced: c.invoiced,
            })),
            { id: to.id, hotelId: to.hotel_id, reservationId: to.reservation_id },
          );
          if (refusal?.reason === 'CHARGE_NOT_ON_STAY' || charges.length !== ids.length) {
            throw invalid('chargeIds', 'CHARGE_NOT_ON_STAY');
          }
          if (refusal) throw conflict(refusal.reason, refusal.params);
          const moved = await tx.query(
            `update room_charge set folio_id = $2
              where id = any($1::int[]) and folio_id = $3 and invoice_id is null and invoiced_at is null
              returning id`,
            [ids, to.id, from.id],
          );
          if (moved.length !== ids.length) throw conflict('CHARGE_MOVED_MEANWHILE');
          return to.reservation_id!;
        })
        .catch((err: unknown) => {
          if (isInvoicedCharge(err)) throw conflict('CHARGE_MOVED_MEANWHILE');
          throw err;
        });
      await announceAccount(
        publisher,
        { hotelId: target.hotel_id, reservationId, folioIds: [body.fromFolioId, body.targetFolioId] },
        'CHARGES_MOVED',
      );
      return { result: { folios: await foliosOfReservation(db, reservationId) }, message: NOTICES.CHARGES_MOVED };
    }),
  ];
}
