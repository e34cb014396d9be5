// Benchmark of the front desk (issue 12). Prints, against the real stack as the BFF tests start it:
// - the rooms × days calendar of a hotel with 200 rooms over 31 days — about 1,600 stay spans, one in
//   ten cancelled — through the BFF (one GraphQL operation) and from the upstream's REST call directly;
// - the availability search over 30 nights for that hotel (free rooms only) and for the demo's Colombo
//   hotel with a channel (every stay type priced), through the BFF and directly;
// p50 / p99 and the bytes each sends; and a reservation change reaching 100 desks' subscriptions:
// p50 / p99 from the REST write to each message, and messages lost. No assertions. `npm run bench`
// (OVERVIEW_BENCH_ROUNDS, default 50).
import { performance } from 'node:perf_hooks';
import { addDays, todayIn } from '@hotel/domain';
import { overview, reservation } from '@hotel/schema';
import { at } from '@hotel/upstream/test-harness';
import { startStack } from '../test/stack.js';
import { closeConnections, fetchBytes, kb, ms, summary, table } from './measure.js';

const ROUNDS = Number(process.env.OVERVIEW_BENCH_ROUNDS ?? 50);
const ROOMS = 200;
const DAYS = 31;
const SUBSCRIBERS = 100;
const WRITES = 20;

const stack = await startStack();
try {
  const db = stack.upstream.db;
  const one = async (sql: string, params: unknown[]) =>
    (await db.query<{ id: number }>(`${sql} returning id`, params as never[]))[0]!.id;
  // A hotel of its own: 200 rooms of one type, each booked in 3-night stays every 4 days over the month.
  const [group] = await db.query<{ id: number }>('select id from app_group order by id limit 1');
  const hotelId = await one(
    "insert into hotel (group_id, title, name, prefix) values ($1, 'Bench Tower', 'Bench Tower', 'BNCT')",
    [group!.id],
  );
  await db.query("insert into hotel_service (hotel_id, name, service_type) values ($1, 'Front Office', 'HOTEL')", [
    hotelId,
  ]);
  const roomTypeId = await one(
    "insert into room_type (hotel_id, name, max_adults, max_children) values ($1, 'Bench room', 3, 2)",
    [hotelId],
  );
  await db.query(
    `insert into room (hotel_id, room_no, room_type_id, floor, max_adults, max_children)
     select $1, (100 * (1 + n / 20) + n % 20 + 1)::text, $2, 1 + n / 20, 3, 2 from generate_series(0, $3 - 1) n`,
    [hotelId, roomTypeId, ROOMS],
  );
  const fromDate = todayIn();
  const toDate = addDays(fromDate, DAYS - 1);
  await db.query(
    `with stays as (
       select r.id as room_id, d::date as ci, (d + interval '3 days')::date as co,
              row_number() over (order by r.id, d) as n
         from room r, generate_series($2::date - 2, $2::date + 30, interval '4 days') d
        where r.hotel_id = $1
     ), made as (
       insert into reservation (hotel_id, ref_number, guest_name, status, check_in_date, check_out_date)
       select $1, 'BNCT-' || n, 'Bench guest ' || n, case when n % 10 = 0 then 'CANCELLED' else 'RESERVED' end, ci, co
         from stays returning id, ref_number
     )
     insert into reserved_room (reservation_id, room_id, status, hotel_id, room_type_id, check_in_date, check_out_date)
     select m.id, s.room_id, case when s.n % 10 = 0 then 'CANCELLED' else 'BOOKED' end, $1, $3, s.ci, s.co
       from made m join stays s on m.ref_number = 'BNCT-' || s.n`,
    [hotelId, fromDate, roomTypeId],
  );

  const admin = await stack.signIn('admin@demo.lk');
  const bearer = { authorization: `Bearer ${admin}` };
  const query = `query RoomCalendar($h: Int!, $f: String!, $t: String!) {
  roomCalendar(hotelId: $h, fromDate: $f, toDate: $t) {
    today rooms { roomId roomNo roomTypeName outOfOrderFrom outOfOrderTo }
    spans { reservationId reservedRoomId refNumber roomId guestName status roomStatus checkInDate checkOutDate }
  }
}`;
  const body = JSON.stringify({ query, variables: { h: hotelId, f: fromDate, t: toDate } });
  const viaBff = () =>
    fetchBytes(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body,
    });
  const restUrl = `${stack.upstream.url}${at(overview.getRoomCalendar, {}, { hotelId, fromDate, toDate })}`;
  const direct = () => fetchBytes(restUrl, { method: 'GET', headers: bearer });

  let bffBytes = 0;
  let restBytes = 0;
  for (let i = 0; i < 3; i++) {
    bffBytes = await viaBff();
    restBytes = await direct();
  }
  const [{ spans } = { spans: 0 }] = await db.query<{ spans: number }>(
    `select count(*)::int as spans from reserved_room where hotel_id = $1 and check_in_date <= $3::date and check_out_date > $2::date`,
    [hotelId, fromDate, toDate],
  );
  const samples: Record<'bff' | 'rest', number[]> = { bff: [], rest: [] };
  for (let i = 0; i < ROUNDS; i++) {
    const first = i % 2 === 0 ? 'bff' : 'rest';
    for (const which of [first, first === 'bff' ? 'rest' : 'bff'] as const) {
      const t0 = performance.now();
      await (which === 'bff' ? viaBff() : direct());
      samples[which].push(performance.now() - t0);
    }
  }
  const bff = summary(samples.bff);
  const rest = summary(samples.rest);
  console.log(`\nThe overview calendar: ${ROOMS} rooms × ${DAYS} days (${spans} stay spans, a tenth cancelled)`);
  console.log(`${ROUNDS} calendars each way, alternating, after 3 warm-up rounds\n`);
  console.log(
    table([
      ['latency', 'p50', 'p99', 'mean', 'bytes sent'],
      ['BFF (roomCalendar, 1 GraphQL operation)', ms(bff.p50), ms(bff.p99), ms(bff.mean), kb(bffBytes)],
      ['direct REST (reservation/room-calendar)', ms(rest.p50), ms(rest.p99), ms(rest.mean), kb(restBytes)],
      ['BFF added vs direct', ms(bff.p50 - rest.p50), ms(bff.p99 - rest.p99), ms(bff.mean - rest.mean), ''],
    ]),
  );

  // ------------------------------------------------------------------ the availability search
  // The bench hotel (200 rooms, no rates: the free rooms alone) and the demo's Colombo hotel with a
  // channel (every stay type of every room type priced by the engine), 30 nights each.
  const [colombo] = await db.query<{ id: number; channel: number; deluxe: number; bb: number }>(
    `select h.id, (select c.id from channel c where c.hotel_id = h.id and c.code = 'DIR') as channel,
            t.id as deluxe, (select s.id from stay_type s where s.room_type_id = t.id and s.meal_plan = 'BB') as bb
       from hotel h join room_type t on t.hotel_id = h.id and t.name = 'Deluxe' where h.name = 'Serendib Colombo'`,
  );
  const searchFrom = addDays(fromDate, 1);
  const searchTo = addDays(searchFrom, 30);
  const availabilityQuery = `query($h: Int!, $f: String!, $t: String!, $c: Int) {
  availability(hotelId: $h, checkInDate: $f, checkOutDate: $t, adults: 2, channelId: $c, size: 100) {
    total items { roomTypeId freeRooms { id roomNo } stayTypes { stayTypeId total reason } }
  }
}`;
  const availabilityRows: string[][] = [['availability, 30 nights', 'p50', 'p99', 'mean', 'bytes sent']];
  for (const target of [
    { name: `${ROOMS} rooms, 1 type, no channel`, hotelId, channelId: null as number | null },
    { name: 'Serendib Colombo, every type priced', hotelId: colombo!.id, channelId: colombo!.channel },
  ]) {
    const gqlBody = JSON.stringify({
      query: availabilityQuery,
      variables: { h: target.hotelId, f: searchFrom, t: searchTo, c: target.channelId },
    });
    const viaGraphql = () =>
      fetchBytes(`${stack.bff.url}/graphql`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: gqlBody,
      });
    const restAvailability = `${stack.upstream.url}${at(
      reservation.searchAvailability,
      {},
      {
        hotelId: target.hotelId,
        checkInDate: searchFrom,
        checkOutDate: searchTo,
        adultCount: 2,
        size: 100,
        ...(target.channelId ? { channelId: target.channelId } : {}),
      },
    )}`;
    const viaRest = () => fetchBytes(restAvailability, { method: 'GET', headers: bearer });
    let bytes = { bff: 0, rest: 0 };
    for (let i = 0; i < 3; i++) bytes = { bff: await viaGraphql(), rest: await viaRest() };
    const times: Record<'bff' | 'rest', number[]> = { bff: [], rest: [] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const which of i % 2 === 0 ? (['bff', 'rest'] as const) : (['rest', 'bff'] as const)) {
        const t0 = performance.now();
        await (which === 'bff' ? viaGraphql() : viaRest());
        times[which].push(performance.now() - t0);
      }
    }
    const b = summary(times.bff);
    const r = summary(times.rest);
    availabilityRows.push(
      [`BFF: ${target.name}`, ms(b.p50), ms(b.p99), ms(b.mean), kb(bytes.bff)],
      [`REST: ${target.name}`, ms(r.p50), ms(r.p99), ms(r.mean), kb(bytes.rest)],
    );
  }
  console.log(`\nThe availability search, ${ROUNDS} searches each way, alternating\n`);
  console.log(table(availabilityRows));

  // ------------------------------------------- a reservation change → 100 desks' subscriptions
  // Each write books one night of a Deluxe room at Colombo on the upstream (REST); every subscriber
  // of reservationChanges(hotelId) through the BFF's WebSocket notes when its message arrives.
  const deskToken = await stack.signIn('frontdesk@demo.lk');
  const received: number[] = [];
  let sentAt = 0;
  let arrivals = 0;
  const subscriptions = Array.from({ length: SUBSCRIBERS }, () => {
    const client = stack.ws(deskToken);
    return client.subscribe(
      {
        query: 'subscription($h: Int!) { reservationChanges(hotelId: $h) { kind change reservationId } }',
        variables: { h: colombo!.id },
      },
      {
        next: (message) => {
          const event = (message.data as { reservationChanges?: { change: string | null } } | undefined)
            ?.reservationChanges;
          if (event?.change !== 'CREATED') return;
          received.push(performance.now() - sentAt);
          arrivals += 1;
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
  });
  const subscribedBy = Date.now() + 30_000;
  while (stack.bff.bridge.stats().subscribers < SUBSCRIBERS && Date.now() < subscribedBy) {
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 300));
  let lost = 0;
  for (let i = 0; i < WRITES; i++) {
    const expected = arrivals + SUBSCRIBERS;
    const checkInDate = addDays(fromDate, 200 + i);
    sentAt = performance.now();
    await fetchBytes(`${stack.upstream.url}${at(reservation.createReservation)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        hotelId: colombo!.id,
        idempotencyKey: `bench-${Date.now()}-${i}`,
        guestName: `Bench guest ${i}`,
        channelId: colombo!.channel,
        resident: true,
        checkInDate,
        checkOutDate: addDays(checkInDate, 1),
        rooms: [{ roomTypeId: colombo!.deluxe, stayTypeId: colombo!.bb, adults: 2 }],
      }),
    });
    const waitUntil = Date.now() + 5000;
    while (arrivals < expected && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 1));
    lost += Math.max(0, expected - arrivals);
    arrivals = expected;
  }
  for (const dispose of subscriptions) dispose();
  const live = summary(received);
  console.log(
    `\nA reservation change (REST booking on the upstream) → reservationChanges at ${SUBSCRIBERS} subscribers through the BFF, ${WRITES} writes\n`,
  );
  console.log(
    table([
      ['delivery', 'p50', 'p99', 'mean', 'lost / sent'],
      [`${SUBSCRIBERS} subscribers`, ms(live.p50), ms(live.p99), ms(live.mean), `${lost} / ${SUBSCRIBERS * WRITES}`],
    ]),
  );
} finally {
  await stack.close();
  await closeConnections();
}
