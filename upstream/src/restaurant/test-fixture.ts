// What the restaurant tests share: an upstream with the demo restaurant, the demo waiter and chef
// signed in, lookups into the demo menu, a second waiter, and a live client that watches the kitchen
// topic and a waiter's queue the way the BFF does (a service token on the embedded broker, or the
// RabbitMQ relay when STOMP_RELAY_URL is set).
import assert from 'node:assert/strict';
import { isRefusalReason, refusalText } from '@hotel/domain';
import { restaurant, type AnyEndpoint } from '@hotel/schema';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { at, startTestUpstream, type ApiResponse, type TestUpstream } from '../test/harness.js';

export interface RestaurantFixture {
  up: TestUpstream;
  serviceId: number;
  hotelId: number;
  /** The Kandy hotel's restaurant, which the demo waiter and chef do not work in. */
  otherServiceId: number;
  waiter: string;
  waiterId: number;
  chef: string;
  /** A SERVICE administrator: every right, ALLOW_ALL_TABLES included. */
  manager: string;
  /** Table id by number. */
  tables: Map<string, number>;
  /** Menu item id by name. */
  item(name: string): number;
  call(
    endpoint: AnyEndpoint,
    token: string,
    opts?: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown },
  ): Promise<ApiResponse>;
  close(): Promise<void>;
}

export async function startRestaurant(): Promise<RestaurantFixture> {
  const up = await startTestUpstream();
  const [service, other] = await up.db.query<{ id: number; hotel_id: number }>(
    "select id, hotel_id from hotel_service where service_type = 'RESTAURANT' order by id",
  );
  const [waiterRow] = await up.db.query<{ id: number }>("select id from app_user where email = 'waiter@demo.lk'");
  const tables = new Map(
    (
      await up.db.query<{ id: number; number: string }>(
        'select id, number from restaurant_table where hotel_service_id = $1',
        [service!.id],
      )
    ).map((t) => [t.number, t.id]),
  );
  const menu = new Map(
    (
      await up.db.query<{ id: number; name: string }>('select id, name from food_item where hotel_service_id = $1', [
        service!.id,
      ])
    ).map((m) => [m.name, m.id]),
  );
  const call: RestaurantFixture['call'] = (endpoint, token, opts = {}) =>
    up.api(endpoint.method, at(endpoint, opts.params ?? {}, opts.query ?? {}), {
      token,
      ...(opts.body !== undefined ? { body: opts.body } : {}),
    });
  return {
    up,
    serviceId: service!.id,
    hotelId: service!.hotel_id,
    otherServiceId: other!.id,
    waiter: await up.signIn('waiter@demo.lk'),
    waiterId: waiterRow!.id,
    chef: await up.signIn('chef@demo.lk'),
    manager: await up.signIn('service.admin@demo.lk'),
    tables,
    item(name) {
      const id = menu.get(name);
      if (id === undefined) throw new Error(`no demo item ${name}`);
      return id;
    },
    call,
    close: () => up.close(),
  };
}

/** Another waiter of the demo restaurant (same role as the demo waiter); answers their id and token. */
export async function addWaiter(f: RestaurantFixture, email: string): Promise<{ id: number; token: string }> {
  const [user] = await f.up.db.query<{ id: number }>(
    `insert into app_user (first_name, last_name, email, password_hash, user_level, email_verified, group_id)
     select 'Second', 'Waiter', $1, $2, 'USER', true, group_id from app_user where email = 'waiter@demo.lk'
     returning id`,
    [email, await hashPassword(DEMO_PASSWORD)],
  );
  await f.up.db.query(
    `insert into user_allocation (user_id, service_id, service_role_id)
     select $1, service_id, service_role_id from user_allocation where user_id = $2`,
    [user!.id, f.waiterId],
  );
  return { id: user!.id, token: await f.up.signIn(email) };
}

/** A parsed JSON answer as the tests read it: the contract checked its shape before it was sent. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** Expects the envelope's success and answers its result. */
export function ok(res: ApiResponse): Json {
  assert.equal(res.json?.statusCode, '20000', JSON.stringify(res.json));
  assert.equal(res.status, 200);
  return res.json.result;
}

/**
 * Expects a failure with the given envelope code (and message). A refusal names its domain key
 * beside the message, and the key's catalogue text with the refusal's values is that message (after
 * the field's name, for a contract rule: 'reason: Reason is required').
 */
export function fails(res: ApiResponse, code: string, message?: string): void {
  assert.equal(res.json?.statusCode, code, JSON.stringify(res.json));
  if (message === undefined) return;
  assert.equal(res.json.message, message);
  assert.ok(isRefusalReason(res.json.reason), `a refusal key beside "${message}": ${JSON.stringify(res.json)}`);
  assert.ok(message.endsWith(refusalText(res.json.reason, res.json.params)), `${res.json.reason} is "${message}"`);
}

/** A table taken by the demo waiter with the given payment method; answers its allocation id. */
export async function takeTable(
  f: RestaurantFixture,
  number: string,
  paymentMethod: 'CASH' | 'ROOM_BILL' | 'OTHER' = 'CASH',
  reservedRoomId?: number,
  token = f.waiter,
): Promise<number> {
  const tableId = f.tables.get(number)!;
  const taken = ok(await f.call(restaurant.allocateTable, token, { body: { tableId, hotelServiceId: f.serviceId } }));
  if (paymentMethod !== 'OTHER') {
    ok(
      await f.call(restaurant.updateTableAllocation, token, {
        body: { tableId, hotelServiceId: f.serviceId, paymentMethod, reservedRoomId },
      }),
    );
  }
  return taken.restaurantTable.tableAllocationId;
}

export const line = (itemId: number, quantity = 1, remarks = '') => ({ itemId, quantity, remarks });

export function orderBody(
  f: RestaurantFixture,
  number: string,
  allocationId: number,
  lines: ReturnType<typeof line>[],
  extra: Record<string, unknown> = {},
) {
  return {
    tableId: f.tables.get(number),
    tableAllocationId: allocationId,
    orderTime: '19:30',
    totalPrice: 1000,
    orderStatus: 'PLACED',
    guestType: 'INSIDE',
    orderType: 'DINE',
    orderedItemDtoList: lines,
    ...extra,
  };
}

export { LiveClient } from '../test/live-client.js';
