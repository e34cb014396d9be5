// Deleting a hotel service that still serves: open orders are named first (before the users
// allocated to it), nothing is removed, and the audit log shows no delete; once the order is
// cancelled the refusal names what is left.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { restaurant, audit as auditApi, hotel } from '@hotel/schema';
import {
  fails,
  line,
  ok,
  orderBody,
  startRestaurant,
  takeTable,
  type RestaurantFixture,
} from '../restaurant/test-fixture.js';
import { at } from '../test/harness.js';

let f: RestaurantFixture;
let admin: string;

before(async () => {
  f = await startRestaurant();
  admin = await f.up.signIn('admin@demo.lk');
});
after(() => f.close());

const serviceRows = async () =>
  Number((await f.up.db.query<{ n: number }>('select count(*)::int as n from hotel_service'))[0]!.n);

describe('deleting a hotel service', () => {
  test('a service with an open order is refused with 40900 naming the orders; nothing is removed', async () => {
    const allocationId = await takeTable(f, '3');
    const order = ok(
      await f.call(restaurant.createOrder, f.waiter, {
        body: orderBody(f, '3', allocationId, [line(f.item('Milk Tea'))]),
      }),
    ).order;
    const before = await serviceRows();
    const refused = await f.up.api('DELETE', at(hotel.deleteHotelService, { id: f.serviceId }), { token: admin });
    assert.equal(refused.status, 409);
    fails(refused, '40900', 'The service has open orders. Complete or cancel them first.');
    assert.equal(await serviceRows(), before);
    const audit = await f.up.api(
      'GET',
      at(auditApi.searchAuditLog, {}, { entity: 'hotel_service', action: 'DELETE', page: 0, size: 50 }),
      { token: admin },
    );
    assert.equal(audit.json.statusCode, '20000', JSON.stringify(audit.json));
    assert.ok(
      !audit.json.result.auditLog.some((e: { entityId: string }) => e.entityId === String(f.serviceId)),
      'no delete of the service was recorded',
    );

    ok(await f.call(restaurant.cancelOrder, f.waiter, { params: { id: order.id } }));
    const next = await f.up.api('DELETE', at(hotel.deleteHotelService, { id: f.serviceId }), { token: admin });
    fails(next, '40900', 'Users are still allocated to this service. Remove them first.');
  });

  test('a service whose records other modules keep is refused with a message saying what to do', async () => {
    await f.up.db.query('delete from user_allocation where service_id = $1', [f.serviceId]);
    const refused = await f.up.api('DELETE', at(hotel.deleteHotelService, { id: f.serviceId }), { token: admin });
    fails(
      refused,
      '40900',
      'The service still has records (tables, menus, past orders or stock). Deactivate it instead.',
    );
    assert.ok(await serviceRows());
  });
});
