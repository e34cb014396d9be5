// A live subscription's rights: judged in full when it starts, then in the background once per session
// lifetime, so an event never waits for a session look-up; a refusal found in the background ends the
// delivery, an unreachable upstream does not. Then on the real stack: a storekeeper who signs out stops
// receiving stock movements while a colleague's screen keeps them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { admitEvent, judgeStart, subscriptionStarted } from './live-check.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { collect, startStack, type Stack, firstService } from '../test/stack.js';

/** Long enough for a due check, which waits 100 ms plus up to the period (1 ms here), to have run. */
const settle = () => new Promise((r) => setTimeout(r, 150));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live check', () => {
  test('a subscription never judged here is judged in full', () => {
    let checks = 0;
    assert.equal(
      admitEvent({}, 'kitchenUpdates', 1000, async () => void checks++),
      false,
    );
    assert.equal(checks, 0);
  });

  test('events within the period pass without a check', async () => {
    const ctx = {};
    subscriptionStarted(ctx, 'kitchenUpdates', async () => {});
    let checks = 0;
    for (let i = 0; i < 100; i++)
      assert.equal(
        admitEvent(ctx, 'kitchenUpdates', 60_000, async () => void checks++),
        true,
      );
    await settle();
    assert.equal(checks, 0);
  });

  test('after the period one background check runs, however many events arrive meanwhile', async () => {
    const ctx = {};
    subscriptionStarted(ctx, 'kitchenUpdates', async () => {});
    let checks = 0;
    let release!: () => void;
    const slow = () => {
      checks++;
      return new Promise<void>((r) => (release = r));
    };
    await sleep(5);
    for (let i = 0; i < 50; i++) assert.equal(admitEvent(ctx, 'kitchenUpdates', 1, slow), true);
    await settle();
    assert.equal(checks, 1);
    release();
    await settle();
  });

  test('a refusal found in the background refuses the next event', async () => {
    const ctx = {};
    subscriptionStarted(ctx, 'waiterUpdates', async () => {});
    const refusal = new Error('signed out');
    await sleep(2);
    assert.equal(
      admitEvent(ctx, 'waiterUpdates', 1, () => Promise.reject(refusal)),
      true,
    );
    await settle();
    assert.throws(() => admitEvent(ctx, 'waiterUpdates', 1, async () => {}), refusal);
  });

  test('an upstream that cannot be reached refuses nothing; the next period judges again', async () => {
    const ctx = {};
    subscriptionStarted(ctx, 'waiterUpdates', async () => {});
    await sleep(2);
    const down = new UpstreamError({ kind: 'unavailable', message: 'connect ECONNREFUSED' }, 'auth.me');
    admitEvent(ctx, 'waiterUpdates', 1, () => Promise.reject(down));
    await settle();
    await sleep(2);
    let checks = 0;
    assert.equal(
      admitEvent(ctx, 'waiterUpdates', 1, async () => void checks++),
      true,
    );
    await settle();
    assert.equal(checks, 1);
  });

  test('each subscription field of a context is judged on its own', async () => {
    const ctx = {};
    subscriptionStarted(ctx, 'a', async () => {});
    assert.equal(
      admitEvent(ctx, 'b', 1000, async () => {}),
      false,
    );
    assert.equal(
      admitEvent(ctx, 'a', 1000, async () => {}),
      true,
    );
  });
});

describe('a subscription as it starts', () => {
  const down = () => new UpstreamError({ kind: 'unavailable', message: 'connect ECONNREFUSED' }, 'auth.me');

  test('an upstream that cannot answer is asked again until it does', async () => {
    let calls = 0;
    await judgeStart(async () => {
      if (++calls < 3) throw down();
    }, [1, 1, 1]);
    assert.equal(calls, 3);
  });

  test('a refusal is answered at once', async () => {
    let calls = 0;
    const refusal = new Error('signed out');
    await assert.rejects(
      judgeStart(async () => {
        calls++;
        throw refusal;
      }, [1, 1, 1]),
      refusal,
    );
    assert.equal(calls, 1);
  });

  test('an upstream still down after the last wait refuses the start', async () => {
    let calls = 0;
    await assert.rejects(
      judgeStart(async () => {
        calls++;
        throw down();
      }, [1, 1]),
      UpstreamError,
    );
    assert.equal(calls, 3);
  });
});

describe('live check on the real stack', () => {
  let stack: Stack;
  let serviceId: number;
  let admin: string;

  before(async () => {
    // Sessions trusted, and live rights judged again, every 300 ms, so the check runs within the test.
    stack = await startStack({ SESSION_CACHE_MS: '300', LIVE_RECHECK_MS: '300' });
    admin = await stack.signIn('hotel.admin@demo.lk');
    serviceId = (await firstService(stack, 'INVENTORY')).id;
  });
  after(() => stack.close());

  test('a storekeeper who signs out stops receiving movements; a colleague still receives them', async () => {
    const leaving = await stack.signIn('storekeeper@demo.lk');
    const staying = await stack.signIn('storekeeper@demo.lk');
    type Event = { inventoryStockChanges: { kind: string } };
    const query = 'subscription($s: Int!) { inventoryStockChanges(serviceId: $s) { kind } }';
    const gone = collect<Event>(stack.ws(leaving, serviceId), query, { s: serviceId });
    const kept = collect<Event>(stack.ws(staying, serviceId), query, { s: serviceId });
    for (let i = 0; i < 100 && stack.bff.bridge.stats().subscribers < 2; i++) await sleep(50);
    await sleep(300);

    const [line] = await stack.upstream.db.query<{ item_id: number; location_id: number }>(
      `select s.item_id, s.location_id from stock_on_hand s join inventory_item i on i.id = s.item_id
        where i.hotel_service_id = $1 and s.quantity >= 5 order by s.item_id limit 1`,
      [serviceId],
    );
    const issue = async () => {
      const issued = await stack.gql(
        'mutation($s: Int!, $i: Int!, $l: Int!) { issueStock(serviceId: $s, itemId: $i, locationId: $l, quantity: 1) { message } }',
        { s: serviceId, i: line!.item_id, l: line!.location_id },
        { token: admin, serviceId },
      );
      assert.equal(issued.errors, undefined, JSON.stringify(issued.errors));
    };

    await issue();
    assert.ok(await gone.until(() => gone.events.length === 1));
    assert.ok(await kept.until(() => kept.events.length === 1));

    const out = await stack.gql('mutation { signOut { message } }', {}, { token: leaving });
    assert.equal(out.errors, undefined, JSON.stringify(out.errors));
    // The movements after it still reach the leaving screen until the background check (at most one
    // session lifetime later) finds the sign-out; then an event is refused there, as signed out. The
    // colleague receives every one.
    let sent = 1;
    while (gone.errors.length === 0 && sent < 12) {
      await sleep(350);
      await issue();
      sent++;
      assert.ok(await kept.until(() => kept.events.length === sent));
      await gone.until(() => gone.events.length + gone.errors.length >= sent, 1000);
    }
    assert.match(JSON.stringify(gone.errors), /UNAUTHENTICATED/);
    assert.ok(gone.events.length < sent);
    gone.dispose();
    kept.dispose();
  });
});
