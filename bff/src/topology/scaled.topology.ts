// The scaled topology, proven (issue 9): docker/compose.yaml's layout on this machine's PostgreSQL
// and RabbitMQ — two upstream processes, two BFF processes (A on upstream 1, B on upstream 2), one
// broker — and what it promises:
//
// - a kitchen subscription on BFF A hears of an order placed through BFF B;
// - a privilege changed through A applies on B within SESSION_CACHE_MS (5 s, the documented window);
// - stopping BFF A mid-stream: its screen reconnects to B, refetches, and has lost nothing;
// - RabbitMQ stopped and started (rabbitmqctl stop_app / start_app): /health names the broker while
//   it is down, orders can still be placed, and afterwards every order is on the kitchen screen;
// - PostgreSQL unreachable: requests fail with DATABASE_UNAVAILABLE and write nothing, /health names
//   the database, and afterwards everything works again.
//
// Run with `npm run test:topology` (DATABASE_URL and STOMP_RELAY_URL set; .ci/run does it). Every
// wait is for a condition; the one timed step is the documented window itself.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  findRestaurant,
  menuOf,
  openOrder,
  type Gql,
  type RestaurantIds,
} from '../modules/restaurant/restaurant.fixtures.js';
import { KitchenScreen } from './kitchen-screen.js';
import {
  rabbitmq,
  startDeployment,
  topologySkipReason,
  until,
  type Deployment,
  type HealthAnswer,
} from './deployment.js';

/** The documented window: SESSION_CACHE_MS's default (README). */
const SESSION_CACHE_MS = 5000;

const skip = topologySkipReason();

describe('the scaled topology: 2 upstreams, 2 BFFs, PostgreSQL, RabbitMQ', { skip: skip ?? false }, () => {
  let d: Deployment;
  let ids: RestaurantIds;
  let tokens: { admin: string; waiter: string; chef: string };
  let line: { itemId: number; quantity: number }[];
  let screen: KitchenScreen | null = null;
  let rabbitStopped = false;

  const A = () => d.bffs[0];
  const B = () => d.bffs[1];
  const log = () => `\n${screen?.describe() ?? ''}${d.logs()}`;

  /** An order placed by the waiter through `gql`: a table allocated, cash, one dish. */
  const placeOrder = async (gql: Gql) => (await openOrder(gql, tokens.waiter, ids.serviceId, line)).order.id;

  const healthWhen = (which: () => Deployment['bffs'][number], what: string, pred: (h: HealthAnswer) => boolean) =>
    until(
      what,
      async () => {
        const h = await d.health(which());
        return pred(h) ? h : null;
      },
      log,
    );

  before(async () => {
    d = await startDeployment();
    const gqlA = d.gqlOn(A());
    tokens = {
      admin: await d.signIn(A(), 'admin@demo.lk'),
      waiter: await d.signIn(B(), 'waiter@demo.lk'),
      chef: await d.signIn(A(), 'chef@demo.lk'),
    };
    ids = await findRestaurant(gqlA, tokens.admin);
    const { food } = await menuOf(gqlA, tokens.waiter, ids.serviceId);
    line = [{ itemId: food[0]!.id, quantity: 1 }];
    // Enough tables for every order of the suite (the demo restaurant has twelve).
    for (let i = 1; i <= 12; i++) {
      await d.db.query(
        `insert into restaurant_table (hotel_service_id, table_category_id, number, seats)
         select $1, (select id from table_category where hotel_service_id = $1 order by id limit 1), $2, 4`,
        [ids.serviceId, `T${i}`],
      );
    }
    // Both BFFs ready: each answers its health with the upstream and the broker up.
    for (const bff of d.bffs)
      await healthWhen(
        () => bff,
        `${bff.name} to be healthy`,
        (h) => h.status === 200,
      );
  });

  after(async () => {
    // Never leave the machine's broker stopped, whatever failed.
    if (rabbitStopped) await rabbitmq.start();
    await screen?.close();
    await d?.close();
  });

  test('a kitchen subscription on BFF A hears of an order placed through BFF B', async () => {
    screen = new KitchenScreen(d.bffs, tokens.chef, ids.serviceId);
    await until('the screen to connect to A', () => screen!.connectedTo === A().url && screen!.refetches > 0, log);
    // The subscription is live on A once its STOMP subscription is: an order placed before that would
    // only show through the refetch. Place orders until one arrives as a message.
    const orderId = await placeOrder(d.gqlOn(B()));
    await screen.shows(orderId, log);
    await until(
      'an order placed through B to reach A as a message',
      async () => {
        const next = await placeOrder(d.gqlOn(B()));
        await screen!.shows(next, log);
        return screen!.orders.get(next) === 'message';
      },
      log,
    );
    assert.deepEqual(screen.connections, [A().url], 'the screen stayed on A');
  });

  test('a privilege changed through A applies on B within SESSION_CACHE_MS', async () => {
    const gqlA = d.gqlOn(A());
    const gqlB = d.gqlOn(B());
    const roles = await gqlA<{ serviceRoles: { items: { id: number; name: string }[] } }>(
      'query($s: Int!) { serviceRoles(serviceId: $s, size: 200) { items { id name } } }',
      { s: ids.serviceId },
      { token: tokens.admin, serviceId: ids.serviceId },
    );
    const waiterRole = roles.data?.serviceRoles.items.find((r) => r.name === 'Waiter');
    assert.ok(waiterRole, JSON.stringify(roles));
    const matrix = await gqlA<{ privilegeMatrix: { privileges: { featureId: number; prefix: string }[] } }>(
      'query($s: Int!, $r: Int!) { privilegeMatrix(serviceId: $s, serviceRoleId: $r) { privileges { featureId prefix } } }',
      { s: ids.serviceId, r: waiterRole.id },
      { token: tokens.admin, serviceId: ids.serviceId },
    );
    const category = matrix.data?.privilegeMatrix.privileges.find((p) => p.prefix === 'FOOD_CATEGORY');
    assert.ok(category, JSON.stringify(matrix));
    const menuOnB = () =>
      gqlB(
        'query($s: Int!) { menuCategories(serviceId: $s) { id } }',
        { s: ids.serviceId },
        { token: tokens.waiter, serviceId: ids.serviceId },
      );
    const setCategory = (status: string) =>
      gqlA(
        'mutation($i: RolePrivilegesInput!) { updateRolePrivileges(input: $i) { message } }',
        {
          i: {
            serviceId: ids.serviceId,
            serviceRoleId: waiterRole.id,
            privileges: [{ featureId: category.featureId, status }],
          },
        },
        { token: tokens.admin, serviceId: ids.serviceId },
      );

    /** Asks B until `pred` holds; once the window has passed since the change, the next answer must. */
    const appliesOnB = async (what: string, pred: (res: Awaited<ReturnType<typeof menuOnB>>) => boolean) => {
      const windowEnds = Date.now() + SESSION_CACHE_MS;
      while (Date.now() < windowEnds) {
        if (pred(await menuOnB())) return;
        await sleep(100);
      }
      const res = await menuOnB();
      assert.ok(pred(res), `${what} within SESSION_CACHE_MS: B answered ${JSON.stringify(res)}`);
    };

    // B has the waiter's session cached, with the right.
    const before = await menuOnB();
    assert.equal(before.errors, undefined, JSON.stringify(before.errors));
    assert.equal((await setCategory('NO_PERMISSION')).errors, undefined);
    await appliesOnB('the right is withdrawn on B', (res) => res.errors?.[0]?.extensions?.code === 'FORBIDDEN');
    assert.equal((await setCategory('READ')).errors, undefined);
    await appliesOnB('the right is back on B', (res) => res.errors === undefined);
  });

  test('stopping BFF A mid-stream: the screen reconnects to B, refetches, and loses nothing', async () => {
    assert.ok(screen, 'the first test opened the screen');
    const placed = [await placeOrder(d.gqlOn(B()))];
    await screen.shows(placed[0]!, log);
    const refetches = screen.refetches;
    await A().stop();
    // While the screen moves over, the waiter goes on ordering through B.
    placed.push(await placeOrder(d.gqlOn(B())));
    await until(
      'the screen to reconnect to B',
      () => screen!.connectedTo === B().url && screen!.refetches > refetches,
      log,
    );
    placed.push(await placeOrder(d.gqlOn(B())));
    for (const id of placed) await screen.shows(id, log);
    assert.equal(screen.connections.at(-1), B().url);
    // A comes back for what follows, as an orchestrator would restart it.
    await A().start();
    await healthWhen(A, 'A to be healthy again', (h) => h.status === 200);
  });

  test('RabbitMQ stopped and started: /health names the broker while down, then every order is on the screen', async (t) => {
    if (!(await rabbitmq.available())) return t.skip('rabbitmqctl cannot reach the broker on this machine');
    assert.ok(screen, 'the first test opened the screen');
    const resyncs = screen.resyncs;
    await rabbitmq.stop();
    rabbitStopped = true;

    for (const bff of d.bffs) {
      const h = await healthWhen(
        () => bff,
        `${bff.name} to report the broker down`,
        (h) => h.status === 503 && (h.body.broker as { state?: string } | undefined)?.state === 'disconnected',
      );
      assert.equal(h.body.status, 'unavailable');
    }
    const upstreamHealth = await until(
      'upstream 2 to report the broker down',
      async () => {
        const h = await d.health(d.upstreams[1]);
        return (h.body.broker as { state?: string } | undefined)?.state === 'disconnected' ? h : null;
      },
      log,
    );
    assert.equal(upstreamHealth.status, 200, 'the upstream serves on without the broker');
    // Everything but live updates goes on: an order placed now is kept, its message queued.
    const duringOutage = await placeOrder(d.gqlOn(B()));

    await rabbitmq.start();
    rabbitStopped = false;
    for (const bff of d.bffs)
      await healthWhen(
        () => bff,
        `${bff.name} to be healthy again`,
        (h) => h.status === 200,
      );
    await until('the screen to resync', () => screen!.resyncs > resyncs, log);
    await screen.shows(duringOutage, log);
    t.diagnostic(`the order placed while RabbitMQ was down reached the screen by ${screen.orders.get(duringOutage)}`);
    const after = await placeOrder(d.gqlOn(B()));
    await screen.shows(after, log);
    await until(
      'a new order to arrive as a message again',
      async () => {
        const next = await placeOrder(d.gqlOn(B()));
        await screen!.shows(next, log);
        return screen!.orders.get(next) === 'message';
      },
      log,
    );
  });

  test('PostgreSQL unreachable: clear errors and nothing written while down, full service after', async () => {
    assert.ok(screen, 'the first test opened the screen');
    const lastAudit = async () =>
      Number((await d.db.query<{ id: string }>('select coalesce(max(id), 0) as id from audit_log')).rows[0]!.id);
    const written = await lastAudit();
    d.database.cut();

    for (const gql of [d.gqlOn(A()), d.gqlOn(B())]) {
      const board = await gql(
        'query($s: Int!) { kitchenBoard(serviceId: $s) { newOrders { id } } }',
        { s: ids.serviceId },
        {
          token: tokens.chef,
          serviceId: ids.serviceId,
        },
      );
      const error = board.errors?.[0];
      assert.equal(error?.extensions?.code, 'UPSTREAM_UNAVAILABLE', JSON.stringify(board));
      assert.equal(error?.extensions?.reason, 'DATABASE_UNAVAILABLE');
      assert.equal(error?.message, 'The database is not available. Please try again in a moment.');
    }
    const order = await d.gqlOn(B())(
      'mutation($s: Int!, $t: Int!) { allocateTable(serviceId: $s, tableId: $t) { message } }',
      { s: ids.serviceId, t: 1 },
      { token: tokens.waiter, serviceId: ids.serviceId },
    );
    assert.equal(order.errors?.[0]?.extensions?.code, 'UPSTREAM_UNAVAILABLE', JSON.stringify(order));
    const upstreamHealth = await d.health(d.upstreams[0]);
    assert.equal(upstreamHealth.status, 503);
    assert.equal((upstreamHealth.body.database as { state?: string }).state, 'unavailable');
    for (const bff of d.bffs) {
      const h = await healthWhen(
        () => bff,
        `${bff.name} to report the upstream unhealthy`,
        (h) => h.status === 503 && (h.body.upstream as { state?: string } | undefined)?.state === 'unhealthy',
      );
      assert.equal((h.body.broker as { state?: string }).state, 'connected', 'only the database is down');
    }

    d.database.restore();
    assert.equal(await lastAudit(), written, 'nothing was written while the database was away');
    for (const bff of d.bffs)
      await healthWhen(
        () => bff,
        `${bff.name} to be healthy again`,
        (h) => h.status === 200,
      );
    const afterwards = await placeOrder(d.gqlOn(B()));
    await screen.shows(afterwards, log);
    const board = await d.gqlOn(A())<{ kitchenBoard: { newOrders: { id: number }[] } }>(
      'query($s: Int!) { kitchenBoard(serviceId: $s) { newOrders { id } } }',
      { s: ids.serviceId },
      { token: tokens.chef, serviceId: ids.serviceId },
    );
    assert.ok(
      board.data?.kitchenBoard.newOrders.some((o) => o.id === afterwards),
      JSON.stringify(board),
    );
    assert.deepEqual(screen.errors, [], 'the subscription itself never failed');
  });
});
