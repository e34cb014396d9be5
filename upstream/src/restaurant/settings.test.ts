// A restaurant's settings over HTTP (designed, issue 10): the paper of its bills and receipts and
// the header they carry; everyone working in the restaurant reads them, the invoicing chooses the
// paper, a bad paper is named and nothing is written.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { restaurant } from '@hotel/schema';
import { fails, ok, startRestaurant, type RestaurantFixture } from './test-fixture.js';

let f: RestaurantFixture;

before(async () => {
  f = await startRestaurant();
});
after(() => f.close());

const savedRows = async () =>
  Number((await f.up.db.query<{ n: number }>('select count(*)::int as n from restaurant_setting'))[0]!.n);

describe("a restaurant's settings", () => {
  test('print on A4 until the restaurant chooses, under its hotel’s header', async () => {
    const setting = ok(
      await f.call(restaurant.restaurantSettingOf, f.waiter, { params: { serviceId: f.serviceId } }),
    ).restaurantSetting;
    const [hotel] = await f.up.db.query<{ title: string; address: string; vat_number: string }>(
      'select title, address, vat_number from hotel where id = $1',
      [f.hotelId],
    );
    assert.equal(setting.hotelServiceId, f.serviceId);
    assert.equal(setting.billPaper, 'A4');
    assert.equal(setting.billHeader.hotelTitle, 'Serendib Colombo');
    assert.equal(setting.billHeader.address, hotel!.address);
    assert.equal(setting.billHeader.vatNumber, hotel!.vat_number);
    ok(await f.call(restaurant.restaurantSettingOf, f.chef, { params: { serviceId: f.serviceId } }));
  });

  test('the invoicing chooses the 80 mm receipt roll', async () => {
    const res = await f.call(restaurant.updateRestaurantSetting, f.manager, {
      params: { serviceId: f.serviceId },
      body: { billPaper: 'RECEIPT_80MM' },
    });
    assert.equal(res.json.message, 'Restaurant settings saved');
    assert.equal(ok(res).restaurantSetting.billPaper, 'RECEIPT_80MM');
    const read = ok(await f.call(restaurant.restaurantSettingOf, f.waiter, { params: { serviceId: f.serviceId } }));
    assert.equal(read.restaurantSetting.billPaper, 'RECEIPT_80MM');
    const again = await f.call(restaurant.updateRestaurantSetting, f.manager, {
      params: { serviceId: f.serviceId },
      body: { billPaper: 'A4' },
    });
    assert.equal(ok(again).restaurantSetting.billPaper, 'A4');
    assert.equal(await savedRows(), 1);
  });

  test("the kitchen's target preparation time: 15 minutes until set, kept when a save leaves it out", async () => {
    const read = async () =>
      ok(await f.call(restaurant.restaurantSettingOf, f.chef, { params: { serviceId: f.serviceId } })).restaurantSetting
        .targetPreparationMinutes;
    assert.equal(await read(), 15);
    ok(
      await f.call(restaurant.updateRestaurantSetting, f.manager, {
        params: { serviceId: f.serviceId },
        body: { billPaper: 'A4', targetPreparationMinutes: 12 },
      }),
    );
    assert.equal(await read(), 12);
    ok(
      await f.call(restaurant.updateRestaurantSetting, f.manager, {
        params: { serviceId: f.serviceId },
        body: { billPaper: 'A4' },
      }),
    );
    assert.equal(await read(), 12);
    for (const wrong of [0, 241, 2.5]) {
      const res = await f.call(restaurant.updateRestaurantSetting, f.manager, {
        params: { serviceId: f.serviceId },
        body: { billPaper: 'A4', targetPreparationMinutes: wrong },
      });
      fails(res, '40000');
      assert.deepEqual(
        res.json.errors.map((e: { field: string }) => e.field),
        ['targetPreparationMinutes'],
      );
    }
    assert.equal(await read(), 12);
  });

  test('refuses a paper it does not know, naming the field; nothing is written', async () => {
    const before = await savedRows();
    const res = await f.call(restaurant.updateRestaurantSetting, f.manager, {
      params: { serviceId: f.serviceId },
      body: { billPaper: 'LETTER' },
    });
    fails(res, '40000');
    assert.deepEqual(
      res.json.errors.map((e: { field: string }) => e.field),
      ['billPaper'],
    );
    assert.equal(await savedRows(), before);
  });

  test('a waiter or a chef may not change it; nobody reads another hotel’s restaurant', async () => {
    for (const token of [f.waiter, f.chef]) {
      fails(
        await f.call(restaurant.updateRestaurantSetting, token, {
          params: { serviceId: f.serviceId },
          body: { billPaper: 'RECEIPT_80MM' },
        }),
        '40300',
      );
    }
    fails(await f.call(restaurant.restaurantSettingOf, f.waiter, { params: { serviceId: f.otherServiceId } }), '40300');
    fails(await f.call(restaurant.restaurantSettingOf, f.waiter, { params: { serviceId: 999999 } }), '40400');
  });
});
