// The child policy (core-platform §2 /childPolicy/child-policy; operations §7) and the cancellation
// policy (/managereservation/cancellation-policy) of a hotel: each starts on a date, and the one in
// force is the latest started (a child policy of a room type before the whole hotel's). A child
// policy's age bands never overlap (the domain's rule, and the exclusion constraint
// child_policy_band_no_overlap); a cancellation policy's tiers start on different days.
import { Feature, currentPolicy, todayIn, PRICING_NOTICES } from '@hotel/domain';
import { pricing as P } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import {
  hotelOfRecord,
  requireHotelRight,
  requireRecordFeature,
  requireSameHotel,
} from '../permission/hotel-records.js';

type ChildPolicy = P.entities.ChildPolicy;
type CancellationPolicy = P.entities.CancellationPolicy;

const CHILD_SELECT = `select p.id, p.hotel_id as "hotelId", p.room_type_id as "roomTypeId", t.name as "roomTypeName",
  p.name, to_char(p.valid_from, 'YYYY-MM-DD') as "validFrom",
  coalesce((select json_agg(json_build_object('fromAge', b.from_age, 'toAge', b.to_age, 'charge', b.charge,
                                               'ratePercent', b.rate_percent::float8) order by b.from_age)
              from child_policy_band b where b.child_policy_id = p.id), '[]') as bands
  from child_policy p left join room_type t on t.id = p.room_type_id`;
const CANCELLATION_SELECT = `select p.id, p.hotel_id as "hotelId", p.name, to_char(p.valid_from, 'YYYY-MM-DD') as "validFrom",
  p.no_show_percent::float8 as "noShowPercent",
  coalesce((select json_agg(json_build_object('minDaysBefore', x.min_days_before, 'chargePercent', x.charge_percent::float8)
                            order by x.min_days_before desc)
              from cancellation_tier x where x.cancellation_policy_id = p.id), '[]') as tiers
  from cancellation_policy p`;

/** JSON columns come back parsed from PostgreSQL and as text from some drivers. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const toChild = (r: ChildPolicy): ChildPolicy => ({ ...r, bands: parsed(r.bands) });
const toCancellation = (r: CancellationPolicy): CancellationPolicy => ({ ...r, tiers: parsed(r.tiers) });

async function childPolicies(db: Queryable, where: string, params: unknown[]): Promise<ChildPolicy[]> {
  const rows = await db.query<ChildPolicy>(
    `${CHILD_SELECT} where ${where} order by p.valid_from desc, p.room_type_id nulls first, p.id`,
    params as never[],
  );
  return rows.map(toChild);
}
async function findChild(db: Queryable, id: number): Promise<ChildPolicy> {
  const [row] = await childPolicies(db, 'p.id = $1', [id]);
  if (!row) throw notFound('Child policy');
  return row;
}
async function cancellationPolicies(db: Queryable, where: string, params: unknown[]): Promise<CancellationPolicy[]> {
  const rows = await db.query<CancellationPolicy>(
    `${CANCELLATION_SELECT} where ${where} order by p.valid_from desc, p.id`,
    params as never[],
  );
  return rows.map(toCancellation);
}
async function findCancellation(db: Queryable, id: number): Promise<CancellationPolicy> {
  const [row] = await cancellationPolicies(db, 'p.id = $1', [id]);
  if (!row) throw notFound('Cancellation policy');
  return row;
}

async function writeBands(tx: Queryable, policyId: number, bands: ChildPolicy['bands']) {
  await tx.query('delete from child_policy_band where child_policy_id = $1', [policyId]);
  await tx.query(
    `insert into child_policy_band (child_policy_id, from_age, to_age, charge, rate_percent)
     select $1, b.from_age, b.to_age, b.charge, b.rate_percent
       from unnest($2::int[], $3::int[], $4::text[], $5::numeric[]) as b(from_age, to_age, charge, rate_percent)`,
    [
      policyId,
      bands.map((b) => b.fromAge),
      bands.map((b) => b.toAge),
      bands.map((b) => b.charge),
      bands.map((b) => (b.charge === 'CHILD_RATE' ? b.ratePercent : 0)),
    ],
  );
}
async function writeTiers(tx: Queryable, policyId: number, tiers: CancellationPolicy['tiers']) {
  await tx.query('delete from cancellation_tier where cancellation_policy_id = $1', [policyId]);
  await tx.query(
    `insert into cancellation_tier (cancellation_policy_id, min_days_before, charge_percent)
     select $1, t.days, t.percent from unnest($2::int[], $3::numeric[]) as t(days, percent)`,
    [policyId, tiers.map((t) => t.minDaysBefore), tiers.map((t) => t.chargePercent)],
  );
}

export function policyRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('child_policy_start_key', 'POLICY_DATE_TAKEN', 'validFrom');
  describeConstraint('child_policy_room_type_fk', 'ROOM_TYPE_NOT_IN_HOTEL', 'roomTypeId');
  describeConstraint('child_policy_band_no_overlap', 'AGE_BANDS_OVERLAP', 'bands');
  describeConstraint('cancellation_policy_start_key', 'POLICY_DATE_TAKEN', 'validFrom');
  const CHILD = Feature.CHILD_POLICY;
  const CANCEL = Feature.CANCELLATION_POLICY;

  return [
    // ------------------------------------------------------------------ child policy
    route(P.childPolicies, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, CHILD, 'VIEW');
      return { result: { childPolicy: await childPolicies(db, 'p.hotel_id = $1', [query.hotelId]) } };
    }),
    route(P.currentChildPolicy, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, CHILD, 'VIEW');
      const all = await childPolicies(db, 'p.hotel_id = $1', [query.hotelId]);
      return { result: { childPolicy: currentPolicy(all, query.date ?? todayIn(), query.roomTypeId ?? null) } };
    }),
    route(P.createChildPolicy, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, CHILD, 'ADD');
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          'insert into child_policy (hotel_id, room_type_id, name, valid_from) values ($1, $2, $3, $4) returning id',
          [body.hotelId, body.roomTypeId, body.name, body.validFrom],
        );
        await writeBands(tx, row!.id, body.bands);
        return row!.id;
      });
      return { result: { childPolicy: await findChild(db, id) }, message: PRICING_NOTICES.CHILD_POLICY_CREATED };
    }),
    route(P.updateChildPolicy, async ({ body, principal }) => {
      const record = { table: 'child_policy' as const, id: body.id, what: 'Child policy' };
      requireSameHotel(await requireRecordFeature(db, principal, record, CHILD, 'EDIT'), body.hotelId);
      await db.transaction(async (tx) => {
        await tx.query('update child_policy set room_type_id = $2, name = $3, valid_from = $4 where id = $1', [
          body.id,
          body.roomTypeId,
          body.name,
          body.validFrom,
        ]);
        await writeBands(tx, body.id, body.bands);
      });
      return { result: { childPolicy: await findChild(db, body.id) }, message: PRICING_NOTICES.CHILD_POLICY_UPDATED };
    }),
    route(P.deleteChildPolicies, async ({ params, principal }) => {
      for (const id of params.ids) {
        const hotelId = await hotelOfRecord(db, 'child_policy', id, 'Child policy');
        await requireHotelRight(db, principal, hotelId, CHILD, 'DELETE');
      }
      await db.query('delete from child_policy where id = any($1::int[])', [params.ids]);
      return { result: {}, message: PRICING_NOTICES.CHILD_POLICY_DELETED };
    }),

    // ------------------------------------------------------------------ cancellation policy
    route(P.cancellationPolicies, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, CANCEL, 'VIEW');
      return { result: { cancellationPolicy: await cancellationPolicies(db, 'p.hotel_id = $1', [query.hotelId]) } };
    }),
    route(P.currentCancellationPolicy, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, CANCEL, 'VIEW');
      const [current] = await cancellationPolicies(db, 'p.hotel_id = $1 and p.valid_from <= $2::date', [
        query.hotelId,
        query.date ?? todayIn(),
      ]);
      return { result: { cancellationPolicy: current ?? null } };
    }),
    route(P.createCancellationPolicy, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, CANCEL, 'ADD');
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          'insert into cancellation_policy (hotel_id, name, valid_from, no_show_percent) values ($1, $2, $3, $4) returning id',
          [body.hotelId, body.name, body.validFrom, body.noShowPercent],
        );
        await writeTiers(tx, row!.id, body.tiers);
        return row!.id;
      });
      return {
        result: { cancellationPolicy: await findCancellation(db, id) },
        message: PRICING_NOTICES.CANCELLATION_POLICY_CREATED,
      };
    }),
    route(P.updateCancellationPolicy, async ({ body, principal }) => {
      const record = { table: 'cancellation_policy' as const, id: body.id, what: 'Cancellation policy' };
      requireSameHotel(await requireRecordFeature(db, principal, record, CANCEL, 'EDIT'), body.hotelId);
      await db.transaction(async (tx) => {
        await tx.query(
          'update cancellation_policy set name = $2, valid_from = $3, no_show_percent = $4 where id = $1',
          [body.id, body.name, body.validFrom, body.noShowPercent],
        );
        await writeTiers(tx, body.id, body.tiers);
      });
      return {
        result: { cancellationPolicy: await findCancellation(db, body.id) },
        message: PRICING_NOTICES.CANCELLATION_POLICY_UPDATED,
      };
    }),
    route(P.deleteCancellationPolicy, async ({ params, principal }) => {
      const record = { table: 'cancellation_policy' as const, id: params.id, what: 'Cancellation policy' };
      await requireRecordFeature(db, principal, record, CANCEL, 'DELETE');
      await db.query('delete from cancellation_policy where id = $1', [params.id]);
      return { result: {}, message: PRICING_NOTICES.CANCELLATION_POLICY_DELETED };
    }),
  ];
}
