// User discounts and minimum nights over HTTP, with every rule of operations §5 and the hotel scope
// of §6 (a hotel or, for a group-wide administrator, the whole group).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { settings, people } from '@hotel/schema';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { countRows, loadEstate, staffWith, type Estate } from '../test/fixtures.js';

let up: TestUpstream;
let estate: Estate;
let frontDesk: string;
let hotelTied: string;

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  frontDesk = await up.signIn('frontdesk@demo.lk');
  await up.api('POST', at(people.createUser), {
    token: estate.admin,
    body: {
      firstName: 'Colombo',
      lastName: 'Manager',
      email: 'colombo.manager@serendib.lk',
      password: DEMO_PASSWORD,
      userLevel: 'HOTEL',
      hotelId: estate.colomboId,
    },
  });
  hotelTied = await up.signIn('colombo.manager@serendib.lk');
});
after(() => up.close());

describe('user discounts', () => {
  let discountId: number;

  test('creates a list of discounts at a hotel and at the group', async () => {
    const res = await up.api('POST', at(settings.createUserDiscounts), {
      token: estate.groupAdmin,
      body: [
        { userId: estate.userIds['frontdesk@demo.lk'], discount: 12.5, hotelId: estate.colomboId },
        { userId: estate.userIds['auditor@demo.lk'], name: 'Auditor', discount: 0, hotelId: estate.colomboId },
        { userId: estate.userIds['frontdesk@demo.lk'], discount: 5, groupsId: estate.groupId },
      ],
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const list = res.json.result.userDiscount as { id: number; name: string; discount: number; email: string }[];
    assert.equal(list.length, 3);
    assert.equal(list[0]!.name, 'Frontdesk Demo');
    assert.equal(list[0]!.discount, 12.5);
    discountId = list[0]!.id;
  });

  test("lists a hotel's discounts, searching by email or name; the group's separately", async () => {
    const hotel = await up.api('GET', at(settings.userDiscounts, {}, { hotelId: estate.colomboId }), {
      token: estate.groupAdmin,
    });
    assert.equal(hotel.json.result.userDiscount.length, 2);
    const found = await up.api(
      'GET',
      at(settings.userDiscounts, {}, { hotelId: estate.colomboId, userEmail: 'auditor@' }),
      { token: estate.groupAdmin },
    );
    assert.deepEqual(
      found.json.result.userDiscount.map((d: { email: string }) => d.email),
      ['auditor@demo.lk'],
    );
    const group = await up.api('GET', at(settings.userDiscounts, {}, { groupsId: estate.groupId }), {
      token: estate.groupAdmin,
    });
    assert.equal(group.json.result.userDiscount.length, 1);
    const none = await up.api('GET', at(settings.userDiscounts), { token: estate.groupAdmin });
    assert.equal(none.json.message, 'Please select a hotel!');
    assert.equal(none.json.reason, 'SELECT_A_HOTEL');
  });

  test("a user's allowance at a hotel: the hotel's, else the group's, else 0", async () => {
    const frontDeskId = estate.userIds['frontdesk@demo.lk']!;
    const colombo = await up.api(
      'GET',
      at(settings.userDiscountOfUser, { id: frontDeskId }, { hotelId: estate.colomboId }),
      {
        token: frontDesk,
      },
    );
    assert.equal(colombo.json.result.percentage, 12.5);
    const kandy = await up.api(
      'GET',
      at(settings.userDiscountOfUser, { id: frontDeskId }, { hotelId: estate.kandyId }),
      {
        token: frontDesk,
      },
    );
    assert.equal(kandy.json.result.percentage, 5);
    assert.equal(kandy.json.result.userDiscount.groupsId, estate.groupId);
    const chef = await up.api(
      'GET',
      at(settings.userDiscountOfUser, { id: estate.userIds['chef@demo.lk']! }, { hotelId: estate.colomboId }),
      { token: estate.groupAdmin },
    );
    assert.deepEqual(chef.json.result, { userDiscount: null, percentage: 0 });
    const someoneElse = await up.api(
      'GET',
      at(settings.userDiscountOfUser, { id: estate.userIds['chef@demo.lk']! }, { hotelId: estate.colomboId }),
      { token: frontDesk },
    );
    assert.equal(someoneElse.status, 403);
  });

  test('the rules: required, at most 100, not negative; a second discount for the same place is 40900', async () => {
    const cases: [unknown, string, string][] = [
      [undefined, 'Discount is required', 'DISCOUNT_REQUIRED'],
      [100.5, 'Percentage must be less than or equal to 100.', 'PERCENTAGE_ABOVE_100'],
      [-1, 'Percentage must be greater than or equal to 0', 'PERCENTAGE_NEGATIVE'],
      ['ten', 'Invalid value', 'INVALID_VALUE'],
    ];
    for (const [discount, message, reason] of cases) {
      const res = await up.api('PUT', at(settings.updateUserDiscount), {
        token: estate.groupAdmin,
        body: { id: discountId, userId: estate.userIds['frontdesk@demo.lk'], discount, hotelId: estate.colomboId },
      });
      assert.equal(res.json.statusCode, '40000');
      assert.deepEqual(res.json.errors, [{ field: 'discount', message, reason }]);
    }
    const dup = await up.api('POST', at(settings.createUserDiscounts), {
      token: estate.groupAdmin,
      body: [{ userId: estate.userIds['frontdesk@demo.lk'], discount: 1, hotelId: estate.colomboId }],
    });
    assert.equal(dup.status, 409);
    const nowhere = await up.api('POST', at(settings.createUserDiscounts), {
      token: estate.groupAdmin,
      body: [{ userId: estate.userIds['frontdesk@demo.lk'], discount: 1 }],
    });
    assert.deepEqual(nowhere.json.errors, [
      { field: '0.hotelId', message: 'Please select a hotel!', reason: 'SELECT_A_HOTEL' },
    ]);
  });

  test('updates to 100 and deletes', async () => {
    const res = await up.api('PUT', at(settings.updateUserDiscount), {
      token: estate.groupAdmin,
      body: { id: discountId, userId: estate.userIds['frontdesk@demo.lk'], discount: 100, hotelId: estate.colomboId },
    });
    assert.equal(res.json.result.userDiscount.discount, 100);
    const deleted = await up.api('DELETE', at(settings.deleteUserDiscount, { id: discountId }), {
      token: estate.groupAdmin,
    });
    assert.equal(deleted.status, 200);
  });

  test('hotel scope: a hotel-tied administrator uses their hotel only, never the whole group', async () => {
    const group = await up.api('POST', at(settings.createUserDiscounts), {
      token: hotelTied,
      body: [{ userId: estate.userIds['chef@demo.lk'], discount: 3, groupsId: estate.groupId }],
    });
    assert.equal(group.status, 403);
    const kandy = await up.api('POST', at(settings.createUserDiscounts), {
      token: hotelTied,
      body: [{ userId: estate.userIds['chef@demo.lk'], discount: 3, hotelId: estate.kandyId }],
    });
    assert.equal(kandy.status, 403);
    const own = await up.api('POST', at(settings.createUserDiscounts), {
      token: hotelTied,
      body: [{ userId: estate.userIds['chef@demo.lk'], discount: 3, hotelId: estate.colomboId }],
    });
    assert.equal(own.status, 200, JSON.stringify(own.json));
  });

  test('USER_DISCOUNT WRITE adds but cannot delete; no right, no write', async () => {
    const writer = await staffWith(up, estate, estate.colombo.HOTEL, { USER_DISCOUNT: 1 });
    const created = await up.api('POST', at(settings.createUserDiscounts), {
      token: writer.token,
      body: [{ userId: estate.userIds['auditor@demo.lk'], discount: 7, hotelId: estate.colomboId }],
    });
    // The auditor already has one at Colombo.
    assert.equal(created.status, 409);
    const mine = await up.api('POST', at(settings.createUserDiscounts), {
      token: writer.token,
      body: [{ userId: writer.userId, discount: 7, hotelId: estate.colomboId }],
    });
    assert.equal(mine.status, 200, JSON.stringify(mine.json));
    const id = mine.json.result.userDiscount[0].id;
    const refused = await up.api('DELETE', at(settings.deleteUserDiscount, { id }), { token: writer.token });
    assert.equal(refused.status, 403);
    assert.equal(await countRows(up, `user_discount where id = ${id}`), 1);
    const noRights = await up.api('POST', at(settings.createUserDiscounts), {
      token: frontDesk,
      body: [{ userId: estate.userIds['frontdesk@demo.lk'], discount: 99, hotelId: estate.kandyId }],
    });
    assert.equal(noRights.status, 403);
  });
});

describe('minimum nights', () => {
  let id: number;
  const valid = () => ({
    startDate: day(10),
    endDate: day(20),
    numOfDays: 3,
    hotelId: estate.colomboId,
    web: true,
    direct: false,
  });

  test('every rule of §5 answers its message, naming the field, and nothing is written', async () => {
    const cases: [Record<string, unknown>, string, string, string, Record<string, number>?][] = [
      [{ startDate: undefined }, 'startDate', 'Please select a date range!', 'DATE_RANGE_REQUIRED'],
      [
        { startDate: day(-2), endDate: day(5) },
        'startDate',
        'The date range cannot start before today',
        'DATE_RANGE_IN_PAST',
      ],
      [{ numOfDays: undefined }, 'numOfDays', 'Please enter the minimum nights!', 'MINIMUM_NIGHTS_REQUIRED'],
      [{ numOfDays: '3a' }, 'numOfDays', 'Invalid value', 'INVALID_VALUE'],
      [{ numOfDays: 2.5 }, 'numOfDays', 'Invalid value', 'INVALID_VALUE'],
      [
        { numOfDays: 11 },
        'numOfDays',
        'Value must be less than or equal to 10',
        'MINIMUM_NIGHTS_ABOVE_RANGE',
        { n: 10 },
      ],
      [{ numOfDays: 1 }, 'numOfDays', 'Minimum Night not less than 2', 'MINIMUM_NIGHTS_BELOW_TWO'],
      [{ web: false }, 'web', 'Please select Reservation Type!', 'RESERVATION_TYPE_REQUIRED'],
      [{ hotelId: undefined }, 'hotelId', 'Please select a hotel!', 'SELECT_A_HOTEL'],
    ];
    for (const [change, field, message, reason, params] of cases) {
      const res = await up.api('POST', at(settings.createMinimumNight), {
        token: estate.groupAdmin,
        body: { ...valid(), ...change },
      });
      assert.equal(res.json.statusCode, '40000', JSON.stringify(res.json));
      assert.deepEqual(res.json.errors, [{ field, message, reason, ...(params ? { params } : {}) }]);
    }
    const all = await up.api('POST', at(settings.createMinimumNight), {
      token: estate.groupAdmin,
      body: { web: false },
    });
    assert.deepEqual(
      all.json.errors.map((e: { field: string }) => e.field),
      ['startDate', 'numOfDays', 'web', 'hotelId'],
    );
    assert.equal(await countRows(up, 'minimum_night_config'), 0);
  });

  test('adds a configuration (numbers as text too) and finds it by reservation type', async () => {
    const res = await up.api('POST', at(settings.createMinimumNight), {
      token: estate.groupAdmin,
      body: { ...valid(), numOfDays: '4' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    id = res.json.result.minimumNightConfig.id;
    assert.equal(res.json.result.minimumNightConfig.numOfDays, 4);
    assert.equal(res.json.result.minimumNightConfig.startDate, day(10));
    const web = await up.api('GET', at(settings.searchMinimumNights, {}, { hotelId: estate.colomboId, web: true }), {
      token: estate.groupAdmin,
    });
    assert.equal(web.json.result.minimumNightConfig.length, 1);
    const direct = await up.api(
      'GET',
      at(settings.searchMinimumNights, {}, { hotelId: estate.colomboId, direct: true }),
      {
        token: estate.groupAdmin,
      },
    );
    assert.deepEqual(direct.json.result.minimumNightConfig, []);
  });

  test("a group-wide rule applies to the group's hotels; the booking lookup answers the rules and the discount", async () => {
    const group = await up.api('POST', at(settings.createMinimumNight), {
      token: estate.groupAdmin,
      body: { ...valid(), hotelId: null, groupsId: estate.groupId, numOfDays: 6, direct: true },
    });
    assert.equal(group.status, 200, JSON.stringify(group.json));
    await up.api('POST', at(settings.createUserDiscounts), {
      token: estate.admin,
      body: [{ userId: estate.userIds['frontdesk@demo.lk'], discount: 15, hotelId: estate.colomboId }],
    });
    const stay = await up.api(
      'GET',
      at(settings.minimumNightRuleFor, {}, { hotelId: estate.colomboId, startDate: day(12), endDate: day(14) }),
      { token: frontDesk },
    );
    assert.equal(stay.status, 200, JSON.stringify(stay.json));
    const rule = stay.json.result.minimumNightConfig;
    assert.equal(rule.percentage, 15);
    assert.equal(rule.numOfDays, 6);
    assert.equal(rule.configs.length, 2);
    const outside = await up.api(
      'GET',
      at(settings.minimumNightRuleFor, {}, { hotelId: estate.colomboId, startDate: day(40), endDate: day(42) }),
      { token: frontDesk },
    );
    assert.deepEqual(outside.json.result.minimumNightConfig, { percentage: 15, numOfDays: 0, configs: [] });
    const notMine = await up.api(
      'GET',
      at(settings.minimumNightRuleFor, {}, { hotelId: estate.kandyId, startDate: day(1), endDate: day(2) }),
      { token: frontDesk },
    );
    assert.equal(notMine.status, 403);
  });

  test('updates (a stored past range may stay) and deletes; a hotel-tied admin cannot touch group rules', async () => {
    await up.db.query('update minimum_night_config set start_date = current_date - 5 where id = $1', [id]);
    const [stored] = await up.db.query<{ s: string }>(
      'select start_date::text as s from minimum_night_config where id = $1',
      [id],
    );
    const res = await up.api('PUT', at(settings.updateMinimumNight), {
      token: estate.groupAdmin,
      body: { ...valid(), id, startDate: stored!.s, numOfDays: 5, direct: true },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.result.minimumNightConfig.direct, true);
    const groupRule = (
      await up.api('GET', at(settings.searchMinimumNights, {}, { groupsId: estate.groupId }), {
        token: estate.groupAdmin,
      })
    ).json.result.minimumNightConfig[0];
    const refused = await up.api('DELETE', at(settings.deleteMinimumNight, { id: groupRule.id }), { token: hotelTied });
    assert.equal(refused.status, 403);
    const deleted = await up.api('DELETE', at(settings.deleteMinimumNight, { id }), { token: hotelTied });
    assert.equal(deleted.status, 200);
    const missing = await up.api('DELETE', at(settings.deleteMinimumNight, { id }), { token: hotelTied });
    assert.equal(missing.status, 404);
  });

  test('MINIMUM_NIGHT READ may look but not add', async () => {
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { MINIMUM_NIGHT: 0 });
    const list = await up.api('GET', at(settings.searchMinimumNights, {}, { hotelId: estate.colomboId }), {
      token: reader.token,
    });
    assert.equal(list.status, 200);
    const add = await up.api('POST', at(settings.createMinimumNight), { token: reader.token, body: valid() });
    assert.equal(add.status, 403);
  });
});

describe('discount candidates (designed: the users the create form offers)', () => {
  const emailsAt = async (query: Record<string, number>, token = estate.groupAdmin) => {
    const res = await up.api('GET', at(settings.discountCandidates, {}, query), { token });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    return (res.json.result.user as { email: string; name: string }[]).map((u) => u.email);
  };

  test("offers the hotel's staff without an allowance there, never a system administrator", async () => {
    const colombo = await emailsAt({ hotelId: estate.colomboId });
    assert.ok(colombo.includes('waiter@demo.lk'), colombo.join());
    assert.ok(!colombo.includes('auditor@demo.lk'), 'the auditor has an allowance at Colombo already');
    assert.ok(!colombo.includes('admin@demo.lk'));
    const kandy = await emailsAt({ hotelId: estate.kandyId });
    assert.ok(!kandy.includes('waiter@demo.lk'), 'the waiter works at Colombo only');
    const group = await emailsAt({ groupsId: estate.groupId });
    assert.ok(group.includes('waiter@demo.lk'));
  });

  test('needs USER_DISCOUNT add at the hotel; a hotel is required', async () => {
    const refused = await up.api('GET', at(settings.discountCandidates, {}, { hotelId: estate.colomboId }), {
      token: frontDesk,
    });
    assert.equal(refused.status, 403);
    const nowhere = await up.api('GET', at(settings.discountCandidates), { token: estate.groupAdmin });
    assert.equal(nowhere.json.message, 'Please select a hotel!');
    assert.equal(nowhere.json.reason, 'SELECT_A_HOTEL');
    const writer = await staffWith(up, estate, estate.colombo.HOTEL, { USER_DISCOUNT: 1 });
    assert.ok((await emailsAt({ hotelId: estate.colomboId }, writer.token)).includes('waiter@demo.lk'));
  });
});
