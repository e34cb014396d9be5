// The night audit's and the stay account's calls (schema/src/endpoints/reservation.ts): a hotel's
// business day and audit hour, its runs, a run by hand, and the charges on a reservation's account.
// RESERVATION at VIEW reads, at EDIT runs the audit and sets its hour.
import { Feature, Money, NOTICES, type Operation } from '@hotel/domain';
import { reservation as R } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { pageOf, type SortColumnsOf } from '../db/paging.js';
import { notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight } from '../permission/hotel-records.js';
import { requireHotelFeature } from '../permission/require-permission.js';
import { NIGHT_AUDIT_COLUMNS, NIGHT_AUDIT_FROM, businessDayOf, runNightAudit } from './night-audit.js';

type NightAudit = R.entities.NightAudit;

/** The features whose screens show the business date (the reservation desk, the calendars, inquiries). */
const BUSINESS_DATE_READERS = [Feature.RESERVATION, Feature.OVERVIEW, Feature.INQUIRY, Feature.RESERVE_ROOM];
type StayCharge = R.entities.StayCharge;

const SORT: SortColumnsOf<typeof R.searchNightAudits> = {
  businessDate: 'a.business_date',
  startedAt: 'a.started_at',
};

export function nightAuditRoutes({ db, publisher }: AppContext): RouteBinding[] {
  const right = (principal: Principal, hotelId: number, operation: Operation) =>
    requireHotelRight(db, principal, hotelId, Feature.RESERVATION, operation);

  return [
    route(R.stayCharges, async ({ params, principal }) => {
      const [stay] = await db.query<{ hotel_id: number }>('select hotel_id from reservation where id = $1', [
        params.id,
      ]);
      if (!stay) throw notFound('Reservation');
      await right(principal, stay.hotel_id, 'VIEW');
      const rows = await db.query<Omit<StayCharge, 'amount'> & { amount: string }>(
        `select c.id, c.reservation_id as "reservationId", c.reserved_room_id as "reservedRoomId",
                coalesce(r.room_no, '') as "roomNo", to_char(c.business_date, 'YYYY-MM-DD') as "businessDate",
                c.source as kind, c.description, c.amount::text as amount, c.currency,
                c.source_reference as "sourceReference", c.invoiced_at is not null as invoiced,
                to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "postedAt"
           from room_charge c
           join reserved_room rr on rr.id = c.reserved_room_id
           left join room r on r.id = rr.room_id
          where c.reservation_id = $1
          order by c.business_date, c.id`,
        [params.id],
      );
      return {
        result: { charges: rows.map((c) => ({ ...c, amount: Money.fromWire(c.amount, c.currency).toWire() })) },
      };
    }),

    // Every front-office screen's "today" is the business date: any of their features may read it.
    route(R.businessDayOfHotel, async ({ query, principal }) => {
      const [hotel] = await db.query('select 1 from hotel where id = $1', [query.hotelId]);
      if (!hotel) throw notFound('Hotel');
      await requireHotelFeature(db, principal, query.hotelId, BUSINESS_DATE_READERS, 'VIEW');
      return { result: { businessDay: await businessDayOf(db, query.hotelId) } };
    }),

    route(R.updateNightAuditHour, async ({ body, principal }) => {
      await right(principal, body.hotelId, 'EDIT');
      const businessDay = await db.transaction(async (tx) => {
        await businessDayOf(tx, body.hotelId, { lock: true });
        await tx.query('update hotel_business_day set audit_hour = $2 where hotel_id = $1', [
          body.hotelId,
          body.auditHour,
        ]);
        return businessDayOf(tx, body.hotelId);
      });
      return { result: { businessDay }, message: NOTICES.NIGHT_AUDIT_HOUR_SAVED };
    }),

    route(R.searchNightAudits, async ({ query, principal }) => {
      await right(principal, query.hotelId, 'VIEW');
      const page = await pageOf<NightAudit>(db, {
        select: `select ${NIGHT_AUDIT_COLUMNS}`,
        from: `${NIGHT_AUDIT_FROM} where a.hotel_id = $1`,
        params: [query.hotelId],
        sort: SORT,
        query,
        id: 'a.id',
      });
      return { result: { nightAudit: page.rows }, pagination: page.pagination };
    }),

    route(R.runNightAudit, async ({ body, principal }) => {
      await right(principal, body.hotelId, 'EDIT');
      const { run } = await runNightAudit(db, publisher, body.hotelId, body.businessDate, {
        trigger: 'MANUAL',
        userId: principal.userId,
      });
      return { result: { nightAudit: run }, message: NOTICES.NIGHT_AUDIT_DONE };
    }),
  ];
}
