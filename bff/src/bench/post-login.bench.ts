// Benchmark: the post-login screen data (the signed-in user, the group's hotels and their services).
// Measures, side by side in one run against the real stack (reference upstream + BFF, in process
// as the BFF tests start it):
//   - upstream HTTP calls per GraphQL operation (the UpstreamClient's counters), for the first
//     operation of a session (cold: the BFF loads the session) and for a warm one;
//   - the latency of one GraphQL operation through the BFF against fetching the same data from the
//     REST endpoints directly with the same token, as p50 / p99 / mean and their ratio;
//   - the process's memory.
// No assertions: it prints a table. `npm run bench` (BENCH_ITERATIONS, default 300; stops early
// after BENCH_BUDGET_MS, default 30 s, so a run stays under a minute).
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { auth, hotel, permission } from '@hotel/schema';
import { at } from '@hotel/upstream/test-harness';
import { startStack } from '../test/stack.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = Math.min(20, ITERATIONS);
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 30_000);
const USER = 'group.admin@demo.lk';

// One keep-alive pool for both paths, so the client side costs the same.
const agent = new Agent({ connections: 16, keepAliveTimeout: 30_000 });

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const res = await request(url, { method: 'GET', headers, dispatcher: agent });
  const body = await res.body.json();
  if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${JSON.stringify(body)}`);
  return body;
}

async function postJson(url: string, headers: Record<string, string>, payload: unknown): Promise<unknown> {
  const res = await request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    dispatcher: agent,
  });
  return res.body.json();
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

function summary(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, x) => sum + x, 0) / Math.max(1, sorted.length);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean, n: sorted.length };
}

const ms = (x: number) => `${x.toFixed(2)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: readonly string[]) => row.map((cell, col) => cell.padEnd(widths[col]!)).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const memoryAtStart = process.memoryUsage();
const started = performance.now();
const stack = await startStack();
const memoryStackUp = process.memoryUsage();

try {
  const token = await stack.signIn(USER);
  const bearer = { authorization: `Bearer ${token}` };
  const upstreamStats = stack.bff.upstream.stats;

  // What the operation needs to know up front: the user's group and its hotels (not measured; a
  // client has them from the sign-in and the previous screen).
  const viewer = (await getJson(`${stack.upstream.url}${at(auth.me)}`, bearer)) as {
    result: { user: { userId: number; groupIds: number[] } };
  };
  const { userId, groupIds } = viewer.result.user;
  const groupId = groupIds[0]!;
  const hotelList = (await getJson(`${stack.upstream.url}${at(hotel.hotelsOfGroup, { groupId })}`, bearer)) as {
    result: { hotel: { id: number }[] };
  };
  const hotelIds = hotelList.result.hotel.map((h) => h.id);

  // Hotel has no `services` field: me, hotels(groupId) and services(hotelId) per hotel, in ONE operation.
  const serviceFields = 'id name serviceType active hotelId cardImage cardLogo';
  const query = `query PostLogin($groupId: Int!) {
  me { id firstName lastName email userName level groupIds hotelIds serviceIds
       profile { hotel { id name type } group { id name } service { id name serviceType } } }
  hotels(groupId: $groupId) { id title name type address groupId groupTitle cardImage cardLogo }
  ${hotelIds.map((id, i) => `s${i}: services(hotelId: ${id}) { ${serviceFields} }`).join('\n  ')}
}`;
  const graphqlUrl = `${stack.bff.url}/graphql`;
  const viaBff = async () => {
    const body = (await postJson(graphqlUrl, bearer, { query, variables: { groupId } })) as {
      data?: unknown;
      errors?: unknown[];
    };
    if (body.errors || !body.data) throw new Error(`GraphQL answered errors: ${JSON.stringify(body.errors)}`);
  };

  // The same data straight from REST, with the same token: the session's user and administration
  // permissions (what the BFF loads per session), the group's hotels and their services.
  const restUrls = [
    at(auth.me),
    at(permission.overallPermissions, { id: userId }),
    at(hotel.hotelsOfGroup, { groupId }),
    at(hotel.servicesOfHotels, {}, { hotelIdList: hotelIds.join(',') }),
  ].map((path) => `${stack.upstream.url}${path}`);
  const direct = async () => {
    await Promise.all(restUrls.map((url) => getJson(url, bearer)));
  };
  // Only the calls a warm BFF operation makes (the session is cached), to isolate the BFF's own cost.
  const dataUrls = restUrls.slice(2);
  const directData = async () => {
    await Promise.all(dataUrls.map((url) => getJson(url, bearer)));
  };

  // The first operation of the session (cold), then one right after it (warm).
  const endpointCounts = () => ({ ...upstreamStats.byEndpoint });
  const delta = (before: Record<string, number>) =>
    Object.entries(upstreamStats.byEndpoint)
      .filter(([id, n]) => n > (before[id] ?? 0))
      .map(([id, n]) => (n - (before[id] ?? 0) > 1 ? `${id} x${n - (before[id] ?? 0)}` : id));
  const coldBefore = endpointCounts();
  const callsBefore = upstreamStats.calls;
  const coldStart = performance.now();
  await viaBff();
  const coldMs = performance.now() - coldStart;
  const coldCalls = upstreamStats.calls - callsBefore;
  const coldEndpoints = delta(coldBefore);
  const warmBefore = endpointCounts();
  const warmCallsBefore = upstreamStats.calls;
  const warmStart = performance.now();
  await viaBff();
  const warmMs = performance.now() - warmStart;
  const warmCalls = upstreamStats.calls - warmCallsBefore;
  const warmEndpoints = delta(warmBefore);

  for (let i = 0; i < WARMUP; i++) {
    await viaBff();
    await direct();
    await directData();
  }

  // Side by side, rotating which goes first.
  const bffSamples: number[] = [];
  const directSamples: number[] = [];
  const dataSamples: number[] = [];
  const callsPerOperation: number[] = [];
  const timed = async (run: () => Promise<void>, into: number[]) => {
    const t0 = performance.now();
    await run();
    into.push(performance.now() - t0);
  };
  const steps: (() => Promise<void>)[] = [
    async () => {
      const calls = upstreamStats.calls;
      await timed(viaBff, bffSamples);
      callsPerOperation.push(upstreamStats.calls - calls);
    },
    () => timed(direct, directSamples),
    () => timed(directData, dataSamples),
  ];
  const loopStart = performance.now();
  for (let i = 0; i < ITERATIONS && performance.now() - loopStart < BUDGET_MS; i++) {
    for (let k = 0; k < steps.length; k++) await steps[(i + k) % steps.length]!();
  }
  const loopMs = performance.now() - loopStart;
  const memoryEnd = process.memoryUsage();

  const bff = summary(bffSamples);
  const rest = summary(directSamples);
  const data = summary(dataSamples);
  const calls = summary(callsPerOperation);
  const cold = callsPerOperation.filter((n) => n > warmCalls).length;

  console.log(`\nPost-login screen data as ${USER}: me + hotels(groupId) + services of ${hotelIds.length} hotels`);
  console.log(
    'BFF: one GraphQL operation; direct: the same data from the REST endpoints with the same token, ' +
      'calls in parallel (a client that already knows its user id and hotel ids)',
  );
  console.log(
    `${bff.n} iterations side by side in ${(loopMs / 1000).toFixed(1)} s` +
      (bff.n < ITERATIONS ? ` (stopped at the ${BUDGET_MS / 1000} s budget)` : '') +
      `, after ${WARMUP} warm-up iterations; session cache ${process.env.SESSION_CACHE_MS ?? 5000} ms\n`,
  );
  console.log(
    table([
      ['latency', 'p50', 'p99', 'mean'],
      ['BFF (1 GraphQL operation)', ms(bff.p50), ms(bff.p99), ms(bff.mean)],
      [`direct REST (${restUrls.length} calls in parallel)`, ms(rest.p50), ms(rest.p99), ms(rest.mean)],
      [`direct REST, data only (${dataUrls.length} calls)`, ms(data.p50), ms(data.p99), ms(data.mean)],
      ['BFF added vs direct', ms(bff.p50 - rest.p50), ms(bff.p99 - rest.p99), ms(bff.mean - rest.mean)],
      ['ratio BFF / direct', ratio(bff.p50, rest.p50), ratio(bff.p99, rest.p99), ratio(bff.mean, rest.mean)],
      ['BFF added vs data only', ms(bff.p50 - data.p50), ms(bff.p99 - data.p99), ms(bff.mean - data.mean)],
      ['ratio BFF / data only', ratio(bff.p50, data.p50), ratio(bff.p99, data.p99), ratio(bff.mean, data.mean)],
    ]),
  );
  console.log('');
  console.log(
    table([
      ['upstream calls per GraphQL operation', 'calls', 'note'],
      ['first operation (cold session)', String(coldCalls), `${ms(coldMs)}; ${coldEndpoints.join(', ')}`],
      ['next operation (warm session)', String(warmCalls), `${ms(warmMs)}; ${warmEndpoints.join(', ')}`],
      [
        'during the run',
        `${calls.mean.toFixed(2)} mean`,
        `${cold} of ${calls.n} operations reloaded the session (cache expiry)`,
      ],
      ['direct REST, per screen', String(restUrls.length), 'user/me, over-all-permission, hotel/group, hotel-list'],
      ['direct REST, data only', String(dataUrls.length), 'hotel/group, hotel-list (what a warm operation calls)'],
    ]),
  );
  console.log('');
  console.log(
    table([
      ['memory (whole process: upstream + BFF + PGlite)', 'rss', 'heap used'],
      ['before the stack', mb(memoryAtStart.rss), mb(memoryAtStart.heapUsed)],
      ['stack started', mb(memoryStackUp.rss), mb(memoryStackUp.heapUsed)],
      ['after the run', mb(memoryEnd.rss), mb(memoryEnd.heapUsed)],
    ]),
  );
  console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await stack.close();
  await agent.close();
}
