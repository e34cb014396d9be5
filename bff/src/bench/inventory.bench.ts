// Benchmark of the inventory dashboard (issue 14). Prints, against the real stack as the BFF tests
// start it, for a store of 2,000 items × 5 locations with a year of movements (one issue per item
// and location a week, their balances in step): the dashboard's data — the four tiles and the
// first page of 'Product Items' — through the BFF (one GraphQL request, as the screen sends it)
// against direct REST (the five calls the BFF makes, in parallel), p50 / p99 and bytes.
// No assertions. `npm run bench` (INVENTORY_BENCH_ROUNDS, default 40).
import { performance } from 'node:perf_hooks';
import { inventory } from '@hotel/schema';
import { at } from '@hotel/upstream/test-harness';
import { startStack } from '../test/stack.js';
import { closeConnections, fetchBytes, kb, ms, summary, table } from './measure.js';

const ROUNDS = Number(process.env.INVENTORY_BENCH_ROUNDS ?? 40);
const ITEMS = 2_000;
const LOCATIONS = 5;
const WEEKS = 52;

const stack = await startStack();
try {
  const db = stack.upstream.db;
  const keeper = await stack.signIn('storekeeper@demo.lk');
  const json = { authorization: `Bearer ${keeper}`, 'content-type': 'application/json' };
  const [service] = await db.query<{ id: number; hotel_id: number }>(
    `select id, hotel_id from hotel_service where service_type = 'INVENTORY' order by id limit 1`,
  );
  const serviceId = service!.id;
  const hotelId = service!.hotel_id;

  // ------------------------------------------------------------------ the store
  const t0 = performance.now();
  await db.query(
    `insert into inventory_location (hotel_service_id, name) select $1, 'Bench Store ' || n from generate_series(1, $2) n`,
    [serviceId, LOCATIONS],
  );
  const locations = (
    await db.query<{ id: number }>(
      `select id from inventory_location where hotel_service_id = $1 and name like 'Bench Store %' order by id`,
      [serviceId],
    )
  ).map((r) => r.id);
  await db.query(
    `insert into inventory_item (hotel_service_id, name, add_on) select $1, 'Bench item ' || lpad(n::text, 4, '0'), n % 10 = 0
       from generate_series(1, $2) n`,
    [serviceId, ITEMS],
  );
  // Reorder level 20 everywhere; on hand from 0 to 60, so some lines are out, some low, most fine.
  await db.query(
    `insert into item_reorder_level (item_id, location_id, reorder_level)
     select i.id, l, 20 from inventory_item i, unnest($2::int[]) l where i.hotel_service_id = $1 and i.name like 'Bench item %'`,
    [serviceId, locations],
  );
  await db.query(
    `insert into stock_on_hand (item_id, location_id, quantity)
     select i.id, l, (i.id * 7 + l) % 61 from inventory_item i, unnest($2::int[]) l
      where i.hotel_service_id = $1 and i.name like 'Bench item %'`,
    [serviceId, locations],
  );
  // A year of movements, a week at a time (the embedded database runs in this process: batches keep
  // the broker's heart-beats going).
  for (let week = WEEKS; week >= 1; week--) {
    await db.query(
      `insert into stock_movement (hotel_service_id, item_id, location_id, kind, quantity, balance, note, created_at)
       select $1, i.id, l, 'ISSUE', -1, (i.id * 7 + l) % 61 + $3, 'bench', now() - ($3 * interval '7 days')
         from inventory_item i, unnest($2::int[]) l where i.hotel_service_id = $1 and i.name like 'Bench item %'`,
      [serviceId, locations, week],
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
  await db.query('analyze');
  const setup = performance.now() - t0;

  // ------------------------------------------------------------------ the dashboard
  const query = `query($s: Int!, $h: Int!) {
  inventoryTiles(serviceId: $s, hotelId: $h) { totalProducts lowStockProducts outOfStockProducts zeroStockProducts }
  productItems(serviceId: $s, hotelId: $h, page: 0, size: 25) {
    total items { itemId itemName locationId locationName quantity addOnStatus reorderLevel }
  }
}`;
  const viaBff = () =>
    fetchBytes(`${stack.bff.url}/graphql`, {
      method: 'POST',
      headers: { ...json, 'x-service-id': String(serviceId) },
      body: JSON.stringify({ query, variables: { s: serviceId, h: hotelId } }),
    });
  const params = { hotelId, id: serviceId };
  const restUrls = [
    at(inventory.totalItems, params, {}),
    at(inventory.lowItems, params, {}),
    at(inventory.outOfStockItems, params, {}),
    at(inventory.zeroStockItems, params, {}),
    at(inventory.itemReorderLevels, params, { page: 0, size: 25 }),
  ].map((path) => `${stack.upstream.url}${path}`);
  const viaRest = async () =>
    (await Promise.all(restUrls.map((url) => fetchBytes(url, { method: 'GET', headers: json })))).reduce(
      (a, b) => a + b,
      0,
    );

  let bytes = { bff: 0, rest: 0 };
  for (let i = 0; i < 3; i++) bytes = { bff: await viaBff(), rest: await viaRest() };
  const times: Record<'bff' | 'rest', number[]> = { bff: [], rest: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const which of i % 2 === 0 ? (['bff', 'rest'] as const) : (['rest', 'bff'] as const)) {
      const start = performance.now();
      await (which === 'bff' ? viaBff() : viaRest());
      times[which].push(performance.now() - start);
    }
  }
  const b = summary(times.bff);
  const r = summary(times.rest);
  console.log(
    `\nInventory dashboard (tiles + Product Items page 1) of ${ITEMS} items × ${LOCATIONS} locations, ` +
      `${ITEMS * LOCATIONS * WEEKS} movements (set up in ${(setup / 1000).toFixed(1)} s); ` +
      `${ROUNDS} each way, alternating, after 3 warm-up rounds\n`,
  );
  console.log(
    table([
      ['dashboard', 'p50', 'p99', 'mean', 'bytes sent'],
      ['BFF (inventoryTiles + productItems, one request)', ms(b.p50), ms(b.p99), ms(b.mean), kb(bytes.bff)],
      ['direct REST (5 calls in parallel)', ms(r.p50), ms(r.p99), ms(r.mean), kb(bytes.rest)],
      ['BFF / REST', `${(b.p50 / r.p50).toFixed(2)}×`, `${(b.p99 / r.p99).toFixed(2)}×`, '', ''],
    ]),
  );
} finally {
  await stack.close();
  await closeConnections();
}
