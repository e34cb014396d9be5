// A year of stays for both demo hotels, so the calendars, lists and dashboards mean something: nine
// months of past stays (checked out, cancelled, no-shows), the guests in house tonight, and three
// months of future bookings (reserved, not paid, some cancelled or expired), booked over every channel
// by residents and non-residents.
//
// The stays are made by the rules the API books by: each stay's input passes the domain's checks
// (stayInputRefusals, roomCapacityRefusal), each room is priced by the one pricing engine
// (priceStayWith over the hotel's rate sheet), a cancellation costs what the policy says
// (cancellationQuote), and every room night goes through the exclusion constraint that sells it once.
// Only the writes are batched (one insert per table and hotel), because every test stack starts from
// this seed.
//
// The rooms the restaurant's demo stays use (restaurant-demo.ts) are left to them, and a few rooms of
// each type stay free from today on, so a walk-in (or a test booking tonight) always finds a room.
import {
  NO_SHOW_REASON,
  Money,
  RateBook,
  addDays,
  cancellationQuote,
  oldestChildAge,
  priceStayWith,
  roomCapacityRefusal,
  roomStatusOf,
  stayInputRefusals,
  todayIn,
  type CancellationTerms,
  type PricedStay,
  type ReservationStatusName,
  type StayTypeTerms,
} from '@hotel/domain';
import type { Queryable } from '../db/database.js';
import { loadChildPolicy, loadOffers, loadPax, loadRateSheet, loadTaxes } from '../pricing/catalogue.js';
import { DEMO_STAY_ROOMS } from './restaurant-demo.js';

/** How far back and ahead the demo books. */
export const DEMO_PAST_DAYS = 270;
export const DEMO_FUTURE_DAYS = 90;
/** Rooms the demo never books from today on: always a free room of each type for tonight. */
export const DEMO_WALK_IN_ROOMS = ['110', '210', '310', '406', '410'];

const RESIDENT_NAMES = {
  first: ['Nimal', 'Kamala', 'Sunil', 'Dilani', 'Ruwan', 'Ishara', 'Chaminda', 'Tharushi', 'Ajith', 'Sanduni'],
  last: ['Perera', 'Fernando', 'Silva', 'Jayawardena', 'Bandara', 'Wickramasinghe', 'Gunasekara', 'Dissanayake'],
};
const VISITOR_NAMES = {
  first: ['Anna', 'James', 'Sophie', 'Lukas', 'Emma', 'Marco', 'Yuki', 'Olivia', 'Arjun', 'Chloé', 'Noah', 'Mia'],
  last: ['Müller', 'Smith', 'Dubois', 'Rossi', 'Tanaka', 'Brown', 'Sharma', 'Jansen', 'Weber', 'Wilson', 'Kumar'],
};
/** Channel codes (rates-demo.ts) by how often they book, and the reservation type each books as. */
const CHANNEL_MIX = [
  { code: 'BKG', weight: 35, type: 'Web' },
  { code: 'WEB', weight: 20, type: 'Web' },
  { code: 'LTA', weight: 20, type: 'Travel agent' },
  { code: 'DIR', weight: 25, type: 'Direct' },
] as const;
const MEAL_PLANS = ['BB', 'BB', 'HB', 'RO', 'FB'] as const;

/** A small deterministic generator: the same demo on every start. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Stay {
  id: number;
  refNumber: string;
  status: ReservationStatusName;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  channelId: number;
  reservationTypeId: number | null;
  resident: boolean;
  vat: boolean;
  checkInDate: string;
  checkOutDate: string;
  bookedOn: string;
  /** A not-paid stay's payment deadline (an instant with the hotel's offset); null for the others. */
  paymentDueAt: string | null;
  currency: 'LKR' | 'USD';
  total: Money;
  cancellationFee: Money | null;
  cancellationReason: string;
  notes: string;
  room: {
    roomId: number;
    roomTypeId: number;
    stayTypeId: number;
    adults: number;
    childAges: number[];
    priced: PricedStay;
  };
}

interface RoomRow {
  id: number;
  roomNo: string;
  roomTypeId: number;
  maxAdults: number;
  maxChildren: number;
}

/** Books the demo's stays for every hotel; `today` is the hotels' date. */
export async function seedStaysDemo(tx: Queryable, today: string = todayIn()): Promise<void> {
  const hotels = await tx.query<{ id: number; prefix: string; vat: boolean }>(
    'select id, prefix, vat_applicable as vat from hotel order by id',
  );
  // The demo's history is nobody's change: it is kept out of the audit log (which would otherwise open
  // on thousands of seeded rows, and which writes a row per row, the bulk of this seed's time). The
  // constraints, foreign keys included, still check every row.
  await tx.query('alter table reservation disable trigger audit_row');
  await tx.query('alter table reserved_room disable trigger audit_row');
  for (const [h, hotel] of hotels.entries()) {
    const stays = await planHotel(tx, hotel, today, random(20260101 + h));
    await insertStays(tx, hotel.id, stays);
  }
  await tx.query('alter table reservation enable trigger audit_row');
  await tx.query('alter table reserved_room enable trigger audit_row');
}

async function planHotel(
  tx: Queryable,
  hotel: { id: number; prefix: string; vat: boolean },
  today: string,
  rnd: () => number,
): Promise<Stay[]> {
  const from = addDays(today, -DEMO_PAST_DAYS);
  const to = addDays(today, DEMO_FUTURE_DAYS);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

  const rooms = await tx.query<RoomRow>(
    `select id, room_no as "roomNo", room_type_id as "roomTypeId", max_adults as "maxAdults", max_children as "maxChildren"
       from room where hotel_id = $1 and active and room_no <> all($2::text[]) order by room_no`,
    [hotel.id, [...DEMO_STAY_ROOMS]],
  );
  const stayTypes = await tx.query<StayTypeTerms & { mealPlan: string }>(
    `select id, room_type_id as "roomTypeId", max_adults as "maxAdults", max_children as "maxChildren", active,
            meal_plan as "mealPlan"
       from stay_type where hotel_id = $1 and active`,
    [hotel.id],
  );
  const channels = await tx.query<{ id: number; code: string }>('select id, code from channel where hotel_id = $1', [
    hotel.id,
  ]);
  const types = await tx.query<{ id: number; name: string }>(
    'select id, name from reservation_type where hotel_id = $1',
    [hotel.id],
  );
  const [sheet, pax, offers, taxes] = await Promise.all([
    loadRateSheet(tx, { hotelId: hotel.id, fromDate: from, toDate: addDays(to, 14) }),
    loadPax(tx, hotel.id),
    loadOffers(tx, hotel.id),
    loadTaxes(tx, hotel.id),
  ]);
  const book = new RateBook(sheet);
  const childPolicy = await loadChildPolicy(tx, hotel.id, null, today);
  const childBands = childPolicy?.bands ?? [];
  const terms = await cancellationTermsOf(tx, hotel.id);
  const mix = CHANNEL_MIX.flatMap((c) => {
    const channel = channels.find((x) => x.code === c.code);
    const type = types.find((t) => t.name === c.type);
    return channel ? Array.from({ length: c.weight }, () => ({ channelId: channel.id, typeId: type?.id ?? null })) : [];
  });
  if (mix.length === 0) return [];

  const [{ next } = { next: 0 }] = await tx.query<{ next: number }>(
    "select nextval('reservation_id_seq')::int as next",
  );
  let nextId = next;
  const stays: Stay[] = [];
  // Not-paid stays are due in a few days (before their arrival), the first two already overdue: the
  // next night audit expires those two and leaves the others waiting for payment.
  let overdue = 2;
  const dueOf = (checkIn: string): string => {
    if (overdue > 0) {
      overdue -= 1;
      return `${addDays(today, -1)}T12:00:00+05:30`;
    }
    const day = addDays(checkIn, -1) < addDays(today, 3) ? addDays(checkIn, -1) : addDays(today, 3);
    return `${day > today ? day : addDays(today, 1)}T12:00:00+05:30`;
  };
  for (const room of rooms) {
    const walkIn = DEMO_WALK_IN_ROOMS.includes(room.roomNo);
    // Busier in the high season's months; rooms start at different days.
    let day = addDays(from, Math.floor(rnd() * 5));
    while (day < to) {
      const nights = 1 + Math.floor(rnd() * rnd() * 9);
      const checkIn = day;
      const checkOut = addDays(checkIn, nights);
      day = addDays(checkOut, Math.floor(rnd() * rnd() * 8));
      if (walkIn && checkOut > today) break;
      if (checkOut > to) break;

      const resident = rnd() < 0.45;
      const names = resident ? RESIDENT_NAMES : VISITOR_NAMES;
      const first = pick(names.first);
      const last = pick(names.last);
      const channel = pick(mix);
      const plan = pick(MEAL_PLANS);
      const stayType = stayTypes.find((s) => s.roomTypeId === room.roomTypeId && s.mealPlan === plan);
      if (!stayType) continue;
      const adults = Math.min(room.maxAdults, 1 + Math.floor(rnd() * 2.4));
      const childAges = room.maxChildren > 0 && rnd() < 0.2 ? [3 + Math.floor(rnd() * 9)] : [];
      const leadDays = 1 + Math.floor(rnd() * 60);
      const bookedOn = addDays(checkIn, -leadDays) < today ? addDays(checkIn, -leadDays) : today;
      const stayIn = {
        checkInDate: checkIn,
        checkOutDate: checkOut,
        rooms: [{ adults, children: childAges.length, childAges }],
      };
      const refusals = stayInputRefusals(stayIn, today, { maxChildAge: oldestChildAge(childBands), allowPast: true });
      const over = roomCapacityRefusal('rooms.0', room, { adults, children: childAges.length });
      if (refusals.length > 0 || over) continue;
      const priced = priceStayWith(
        book,
        { ...sheet, stayType, pax, childBands, offers, taxes },
        {
          channelId: channel.channelId,
          roomTypeId: room.roomTypeId,
          stayTypeId: stayType.id,
          resident,
          checkIn,
          checkOut,
          adults,
          childAges,
          bookingDate: bookedOn,
          vat: hotel.vat,
        },
      );
      if (priced.refusal) continue;
      const total = priced.stay.total;

      const roll = rnd();
      let status: ReservationStatusName;
      let cancellation: { fee: Money; reason: string } | null = null;
      let notes = '';
      const quoteOn = (date: string) => cancellationQuote(terms, total, checkIn, date).fee;
      if (checkOut <= today) {
        if (roll < 0.08) {
          status = 'CANCELLED';
          cancellation = { fee: quoteOn(addDays(checkIn, -Math.floor(rnd() * 20))), reason: 'Plans changed' };
        } else if (roll < 0.11) {
          status = 'CANCELLED';
          cancellation = { fee: quoteOn(addDays(checkIn, 1)), reason: NO_SHOW_REASON };
          notes = 'Marked a no-show by the night audit';
        } else if (roll < 0.13) status = 'EXPIRED';
        else status = 'CHECKED_OUT';
      } else if (checkIn < today || (checkIn === today && roll < 0.5)) {
        status = 'CHECKED_IN';
      } else if (roll < 0.06) {
        status = 'CANCELLED';
        cancellation = { fee: quoteOn(today), reason: 'Guest cancelled by e-mail' };
      } else if (roll < 0.1) status = 'EXPIRED';
      else if (roll < 0.25) status = 'NOT_PAID';
      else status = 'RESERVED';

      const id = nextId++;
      stays.push({
        id,
        refNumber: `${hotel.prefix}-${String(id).padStart(6, '0')}`,
        status,
        guestName: `${first} ${last}`,
        guestEmail: `${first}.${last}@example.com`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z.@]/g, ''),
        guestPhone: resident ? `07${Math.floor(10000000 + rnd() * 89999999)}` : '',
        channelId: channel.channelId,
        reservationTypeId: channel.typeId,
        resident,
        vat: hotel.vat,
        checkInDate: checkIn,
        checkOutDate: checkOut,
        bookedOn,
        paymentDueAt: status === 'NOT_PAID' ? dueOf(checkIn) : null,
        currency: resident ? 'LKR' : 'USD',
        total,
        cancellationFee: cancellation?.fee ?? null,
        cancellationReason: cancellation?.reason ?? '',
        notes,
        room: {
          roomId: room.id,
          roomTypeId: room.roomTypeId,
          stayTypeId: stayType.id,
          adults,
          childAges,
          priced: priced.stay,
        },
      });
    }
  }
  // The ids were drawn one by one: move the sequence past them.
  if (nextId > next) await tx.query("select setval('reservation_id_seq', $1::int)", [nextId - 1]);
  return stays;
}

async function cancellationTermsOf(tx: Queryable, hotelId: number): Promise<CancellationTerms | null> {
  const [policy] = await tx.query<{ id: number; no_show_percent: string }>(
    'select id, no_show_percent::text from cancellation_policy where hotel_id = $1 order by valid_from desc limit 1',
    [hotelId],
  );
  if (!policy) return null;
  const tiers = await tx.query<{ min_days_before: number; charge_percent: string }>(
    'select min_days_before, charge_percent::text from cancellation_tier where cancellation_policy_id = $1',
    [policy.id],
  );
  return {
    noShowPercent: Number(policy.no_show_percent),
    tiers: tiers.map((t) => ({ minDaysBefore: t.min_days_before, chargePercent: Number(t.charge_percent) })),
  };
}

/** One insert per table: the reservations, their rooms (through the exclusion constraint) and version 1. */
async function insertStays(tx: Queryable, hotelId: number, stays: Stay[]): Promise<void> {
  if (stays.length === 0) return;
  const col = <T>(f: (s: Stay) => T): T[] => stays.map(f);
  const at = (date: string) => `${date}T09:00:00+05:30`;
  await tx.query(
    `insert into reservation (id, hotel_id, ref_number, status, guest_name, guest_email, guest_phone, channel_id,
                              reservation_type_id, resident, vat_applicable, check_in_date, check_out_date, currency,
                              total, cancellation_fee, cancellation_reason, notes, created_at, updated_at,
                              checked_in_at, checked_out_at, cancelled_at, payment_due_at)
     select d.id, $1, d.ref, d.status, d.guest, d.email, d.phone, d.channel, d.type, d.resident, d.vat, d.check_in,
            d.check_out, d.currency, d.total, d.fee, d.reason, d.notes, d.booked, d.booked,
            case when d.status in ('CHECKED_IN', 'CHECKED_OUT') then d.check_in::timestamptz + interval '14 hours' end,
            case when d.status = 'CHECKED_OUT' then d.check_out::timestamptz + interval '11 hours' end,
            case when d.status = 'CANCELLED' then d.booked + interval '2 days' end, d.due
       from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[],
                   $10::boolean[], $11::boolean[], $12::date[], $13::date[], $14::text[], $15::numeric[],
                   $16::numeric[], $17::text[], $18::text[], $19::timestamptz[], $20::timestamptz[])
         as d(id, ref, status, guest, email, phone, channel, type, resident, vat, check_in, check_out, currency,
              total, fee, reason, notes, booked, due)`,
    [
      hotelId,
      col((s) => s.id),
      col((s) => s.refNumber),
      col((s) => s.status),
      col((s) => s.guestName),
      col((s) => s.guestEmail),
      col((s) => s.guestPhone),
      col((s) => s.channelId),
      col((s) => s.reservationTypeId),
      col((s) => s.resident),
      col((s) => s.vat),
      col((s) => s.checkInDate),
      col((s) => s.checkOutDate),
      col((s) => s.currency),
      col((s) => s.total.toFixed()),
      col((s) => s.cancellationFee?.toFixed() ?? null),
      col((s) => s.cancellationReason),
      col((s) => s.notes),
      col((s) => at(s.bookedOn)),
      col((s) => s.paymentDueAt),
    ],
  );
  await tx.query(
    `insert into reserved_room (reservation_id, room_id, status, hotel_id, room_type_id, stay_type_id, adults,
                                children, child_ages, check_in_date, check_out_date, total, price_lines)
     select d.id, d.room, d.status, $1, d.room_type, d.stay_type, d.adults, coalesce(array_length(d.ages::int[], 1), 0),
            d.ages::int[], d.check_in, d.check_out, d.total, d.lines::jsonb
       from unnest($2::int[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::text[], $9::date[],
                   $10::date[], $11::numeric[], $12::text[])
         as d(id, room, status, room_type, stay_type, adults, ages, check_in, check_out, total, lines)`,
    [
      hotelId,
      col((s) => s.id),
      col((s) => s.room.roomId),
      col((s) => roomStatusOf(s.status)),
      col((s) => s.room.roomTypeId),
      col((s) => s.room.stayTypeId),
      col((s) => s.room.adults),
      col((s) => `{${s.room.childAges.join(',')}}`),
      col((s) => s.checkInDate),
      col((s) => s.checkOutDate),
      col((s) => s.room.priced.total.toFixed()),
      col((s) =>
        JSON.stringify(s.room.priced.lines.map((l) => ({ date: l.date, rule: l.rule, amount: l.amount.toWire() }))),
      ),
    ],
  );
}
