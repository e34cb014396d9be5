// Benchmark: pricing (issue 11). Prints, against the real stack as the BFF tests start it:
//   - pricing a 14-night stay in process with the domain engine (p50 / p99 per stay): seasons, a day
//     price, children, offers and three taxes, so every rule runs;
//   - the rate grid of one hotel — 10 room types × 4 channels × 365 days — through the BFF (one
//     GraphQL operation, its channel, room type and stay type resolved) against the same REST calls
//     made directly with the same token, p50 / p99, and the bytes each answers.
// No assertions. `npm run bench` (RATES_BENCH_STAYS, default 20 000 priced stays; RATES_BENCH_GRIDS,
// default 30 grids each way).
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { priceStay, type PricingCatalogue, type StayRequest } from '@hotel/domain';
import { channel, pricing, room } from '@hotel/schema';
import { at } from '@hotel/upstream/test-harness';
import { startStack } from '../test/stack.js';

const STAYS = Number(process.env.RATES_BENCH_STAYS ?? 20_000);
const GRIDS = Number(process.env.RATES_BENCH_GRIDS ?? 30);

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}
function summary(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((s, x) => s + x, 0) / sorted.length,
  };
}
function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: readonly string[]) => row.map((cell, col) => cell.padEnd(widths[col]!)).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
const ms = (x: number) => `${x.toFixed(2)} ms`;
const us = (x: number) => `${(x * 1000).toFixed(1)} µs`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

// ------------------------------------------------------------------------------------- in process

const KEY = { channelId: 1, roomTypeId: 10, stayTypeId: 100 };
const catalogue: PricingCatalogue = {
  stayType: { id: 100, roomTypeId: 10, maxAdults: 3, maxChildren: 2, active: true },
  pax: [1, 2, 3].map((adults) => ({
    id: adults,
    name: `${adults}`,
    adults,
    ratePercent: 70 + 30 * adults,
    active: true,
  })),
  channelPrices: [{ ...KEY, residentRate: '27550.00', nonResidentRate: '95.00' }],
  seasons: [{ id: 7, name: 'High season', startDate: '2025-12-15', endDate: '2026-04-15' }],
  seasonalPrices: [{ ...KEY, seasonId: 7, residentRate: '35815.00', nonResidentRate: '124.00' }],
  dayPrices: [{ ...KEY, date: '2025-12-31', residentRate: '44080.00', nonResidentRate: '152.00' }],
  childBands: [
    { fromAge: 0, toAge: 5, charge: 'FREE', ratePercent: 0 },
    { fromAge: 6, toAge: 11, charge: 'CHILD_RATE', ratePercent: 50 },
    { fromAge: 12, toAge: 17, charge: 'ADULT', ratePercent: 0 },
  ],
  offers: [
    {
      id: 1,
      name: 'Stay a week',
      offerType: 'STAY_LENGTH',
      discountPercent: 10,
      fromDate: null,
      toDate: null,
      minNights: 7,
      minDaysBefore: null,
      roomTypeId: null,
      channelId: null,
      active: true,
    },
    {
      id: 2,
      name: 'Early bird',
      offerType: 'EARLY_BOOKING',
      discountPercent: 15,
      fromDate: null,
      toDate: null,
      minNights: null,
      minDaysBefore: 60,
      roomTypeId: null,
      channelId: null,
      active: true,
    },
  ],
  taxes: [
    { name: 'Service charge', rate: 10, sequence: 1, vat: false },
    { name: 'SSCL', rate: 2.5, sequence: 2, vat: false, socialSecurityContributionLevy: true },
    { name: 'VAT', rate: 18, sequence: 3, vat: true },
  ],
};
const stay: StayRequest = {
  ...KEY,
  resident: true,
  checkIn: '2025-12-25',
  checkOut: '2026-01-08',
  adults: 2,
  childAges: [4, 9],
  bookingDate: '2025-10-01',
  vat: true,
};

const pricingSamples: number[] = [];
for (let i = 0; i < 500; i++) priceStay(catalogue, stay);
for (let i = 0; i < STAYS; i++) {
  const t0 = performance.now();
  const result = priceStay(catalogue, stay);
  pricingSamples.push(performance.now() - t0);
  if (!result.stay) throw new Error(JSON.stringify(result.refusal));
}
const priced = summary(pricingSamples);
const sample = priceStay(catalogue, stay).stay!;
console.log(`\nPricing a 14-night stay in process (domain engine): ${STAYS} stays`);
console.log(
  `(2 adults and 2 children, 11 nights seasonal + 1 day price + 2 base, best offer per night, 3 taxes with VAT; total ${sample.total.toString()})\n`,
);
console.log(
  table([
    ['per stay', 'p50', 'p99', 'mean'],
    ['priceStay', us(priced.p50), us(priced.p99), us(priced.mean)],
  ]),
);

// ------------------------------------------------------------------------------------- the rate grid

const agent = new Agent({ connections: 8, keepAliveTimeout: 30_000 });
async function fetchBytes(url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  const res = await request(url, { ...init, dispatcher: agent });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${text.slice(0, 300)}`);
  return text.length;
}

const stack = await startStack();
try {
  const db = stack.upstream.db;
  const one = async (sql: string, params: unknown[]) =>
    (await db.query<{ id: number }>(`${sql} returning id`, params as never[]))[0]!.id;
  // A hotel of its own: 10 room types (one stay type each), 4 channels, a base price for each of the
  // 40 combinations, two seasons with their prices, and a day price every Saturday of the year.
  const [group] = await db.query<{ id: number }>('select id from app_group order by id limit 1');
  const hotelId = await one(
    "insert into hotel (group_id, title, name, prefix) values ($1, 'Bench Resort', 'Bench Resort', 'BNCH')",
    [group!.id],
  );
  await db.query("insert into hotel_service (hotel_id, name, service_type) values ($1, 'Front Office', 'HOTEL')", [
    hotelId,
  ]);
  const channels: number[] = [];
  for (const [i, type] of ['OTA', 'TA', 'WEB', 'DIRECT'].entries()) {
    channels.push(
      await one(
        `insert into channel (code, name, channel_type, group_id, hotel_id, channel_status) values ($1, $2, $3, $4, $5, 'ACTIVE')`,
        [`B${i}`, `Bench ${type}`, type, group!.id, hotelId],
      ),
    );
  }
  const seasons = [
    await one(
      "insert into season (hotel_id, name, start_date, end_date) values ($1, 'Low', '2030-05-01', '2030-09-30')",
      [hotelId],
    ),
    await one(
      "insert into season (hotel_id, name, start_date, end_date) values ($1, 'High', '2030-12-15', '2031-04-15')",
      [hotelId],
    ),
  ];
  for (let t = 1; t <= 10; t++) {
    const roomTypeId = await one(
      'insert into room_type (hotel_id, name, max_adults, max_children) values ($1, $2, 3, 2)',
      [hotelId, `Bench type ${t}`],
    );
    const stayTypeId = await one(
      "insert into stay_type (hotel_id, room_type_id, name, meal_plan, max_adults, max_children) values ($1, $2, 'BB', 'BB', 3, 2)",
      [hotelId, roomTypeId],
    );
    for (const channelId of channels) {
      const key = [hotelId, channelId, roomTypeId, stayTypeId];
      const base = 15000 + 1000 * t;
      await db.query(
        'insert into channel_price (hotel_id, channel_id, room_type_id, stay_type_id, resident_rate, non_resident_rate) values ($1, $2, $3, $4, $5, $6)',
        [...key, base, base / 300],
      );
      for (const [i, seasonId] of seasons.entries()) {
        await db.query(
          'insert into seasonal_price (hotel_id, channel_id, room_type_id, stay_type_id, season_id, resident_rate, non_resident_rate) values ($1, $2, $3, $4, $5, $6, $7)',
          [...key, seasonId, base * (i ? 1.3 : 0.85), Math.round((base / 300) * (i ? 1.3 : 0.85))],
        );
      }
      await db.query(
        `insert into day_price (hotel_id, channel_id, room_type_id, stay_type_id, price_date, resident_rate, non_resident_rate)
         select $1, $2, $3, $4, d, $5, $6 from generate_series('2030-01-05'::date, '2030-12-31'::date, interval '7 days') d`,
        [...key, base * 1.2, Math.round((base / 300) * 1.2)],
      );
    }
  }

  const admin = await stack.signIn('admin@demo.lk');
  const bearer = { authorization: `Bearer ${admin}` };
  const fromDate = '2030-01-01';
  const toDate = '2030-12-31';
  const query = `query RateGrid($h: Int!, $f: String!, $t: String!) {
  rateGrid(hotelId: $h, fromDate: $f, toDate: $t) {
    fromDate rules residentRates nonResidentRates channel { id name } roomType { id name } stayType { id name mealPlan }
  }
}`;
  const graphqlBody = JSON.stringify({ query, variables: { h: hotelId, f: fromDate, t: toDate } });
  const viaBff = () =>
    fetchBytes(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: graphqlBody,
    });
  const gridUrl = `${stack.upstream.url}${at(pricing.rateGrid, { hotelId }, { fromDate, toDate })}`;
  // The same data from REST: the grid, and the channel, room type and stay type lists that name its rows.
  const restUrls = [
    gridUrl,
    `${stack.upstream.url}${at(channel.searchChannels, {}, { hotelId, size: 200 })}`,
    `${stack.upstream.url}${at(room.roomTypesOfHotel, { id: hotelId })}`,
    `${stack.upstream.url}${at(room.stayTypesOfHotel, { id: hotelId })}`,
  ];
  const direct = async () => {
    const sizes = await Promise.all(restUrls.map((url) => fetchBytes(url, { method: 'GET', headers: bearer })));
    return sizes.reduce((s, x) => s + x, 0);
  };
  const gridOnly = () => fetchBytes(gridUrl, { method: 'GET', headers: bearer });

  let bffBytes = 0;
  let restBytes = 0;
  let gridBytes = 0;
  for (let i = 0; i < 3; i++) {
    bffBytes = await viaBff();
    restBytes = await direct();
    gridBytes = await gridOnly();
  }
  const samples: Record<'bff' | 'rest' | 'grid', number[]> = { bff: [], rest: [], grid: [] };
  const steps = [
    async () => {
      const t0 = performance.now();
      await viaBff();
      samples.bff.push(performance.now() - t0);
    },
    async () => {
      const t0 = performance.now();
      await direct();
      samples.rest.push(performance.now() - t0);
    },
    async () => {
      const t0 = performance.now();
      await gridOnly();
      samples.grid.push(performance.now() - t0);
    },
  ];
  for (let i = 0; i < GRIDS; i++) for (let k = 0; k < steps.length; k++) await steps[(i + k) % steps.length]!();
  const bff = summary(samples.bff);
  const rest = summary(samples.rest);
  const grid = summary(samples.grid);
  console.log('\nThe rate grid of one hotel: 10 room types × 4 channels × 365 days (40 rows, 14 600 nights)');
  console.log(`${GRIDS} grids each way, side by side, after 3 warm-up rounds\n`);
  console.log(
    table([
      ['latency', 'p50', 'p99', 'mean', 'bytes'],
      ['BFF (1 GraphQL operation, relations resolved)', ms(bff.p50), ms(bff.p99), ms(bff.mean), kb(bffBytes)],
      [`direct REST (${restUrls.length} calls in parallel)`, ms(rest.p50), ms(rest.p99), ms(rest.mean), kb(restBytes)],
      ['direct REST, the grid call only', ms(grid.p50), ms(grid.p99), ms(grid.mean), kb(gridBytes)],
      ['BFF added vs direct', ms(bff.p50 - rest.p50), ms(bff.p99 - rest.p99), ms(bff.mean - rest.mean), ''],
    ]),
  );
} finally {
  await stack.close();
  await agent.close();
}
