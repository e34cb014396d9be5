// Booking rules and hotel settings through GraphQL against the real upstream: every operation's
// success (with the audit row it leaves), its failure naming the field in the schema's words (nothing
// written, no audit row), and the refusals by level — without WRITE no add or edit, without MAINTAIN
// no delete — by the BFF's guard and, where the guard cannot know (a group-wide change by a user of
// one hotel), by the upstream.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { access, people } from '@hotel/schema';
import { at, lastAuditId } from '@hotel/upstream/test-harness';
import { otherTenant } from '@hotel/upstream/test-fixtures';
import { DISCOUNT_REASON, discountError, discountRule } from '@hotel/domain';
import { startStack, type GqlResult, type Stack } from '../../test/stack.js';

interface Estate {
  groupId: number;
  colomboId: number;
  kandyId: number;
  frontOffice: number;
  userIds: Record<string, number>;
}

const DEMO_PASSWORD = 'Hotel@1234';

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const codeOf = (res: GqlResult<unknown>) => res.errors?.[0]?.extensions?.code;
const fieldErrorsOf = (res: GqlResult<unknown>) => res.errors?.[0]?.extensions?.fieldErrors ?? [];
const ok = <T>(res: GqlResult<T>): T => {
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!;
};

describe('booking rules and hotel settings through GraphQL', () => {
  let stack: Stack;
  let estate: Estate;
  let groupAdmin: string;
  let upstreamAdmin: string;

  const as = (token: string, serviceId: number | null = null) => ({ token, serviceId });
  const count = async (table: string) =>
    (await stack.upstream.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
  const auditMark = () => lastAuditId(stack.upstream.db);
  /** The audit rows written since `mark` (of one entity when given). */
  const auditSince = (mark: number, entity?: string) =>
    stack.upstream.db.query<{
      entity: string;
      action: string;
      actor_email: string;
      entity_id: string;
      after: Record<string, unknown> | null;
    }>(
      `select entity, action, actor_email, entity_id, after from audit_log
        where id > $1 and ($2::text is null or entity = $2) order by id`,
      [mark, entity ?? null],
    );

  let staffCounter = 0;
  /** A USER of Colombo's front office whose role grants exactly `grants` (feature → status). */
  const staffWith = async (grants: Record<string, number>): Promise<string> => {
    staffCounter += 1;
    const role = await stack.upstream.api('POST', at(access.createServiceRole), {
      token: upstreamAdmin,
      body: { serviceId: estate.frontOffice, name: `Settings role ${staffCounter}` },
    });
    const features = (
      await stack.upstream.api('GET', at(access.servicePermissions, { id: estate.frontOffice }), {
        token: upstreamAdmin,
      })
    ).json.result.servicesPermission as { id: number; prefix: string }[];
    await stack.upstream.api('PUT', at(access.updateServiceRolePermissions), {
      token: upstreamAdmin,
      body: {
        serviceRoleId: role.json.result.serviceRole.id,
        permissions: features.map((f) => ({ servicesPermissionId: f.id, status: grants[f.prefix] ?? 3 })),
      },
    });
    const email = `settings.staff${staffCounter}@serendib.lk`;
    const created = await stack.upstream.api('POST', at(people.createUser), {
      token: upstreamAdmin,
      body: {
        firstName: 'Settings',
        lastName: `Staff${staffCounter}`,
        email,
        password: DEMO_PASSWORD,
        userLevel: 'USER',
        allocations: [{ serviceId: estate.frontOffice, serviceRoleId: role.json.result.serviceRole.id }],
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    return stack.signIn(email);
  };

  before(async () => {
    stack = await startStack();
    groupAdmin = await stack.signIn('group.admin@demo.lk');
    upstreamAdmin = await stack.upstream.signIn('admin@demo.lk');
    const db = stack.upstream.db;
    const hotels = await db.query<{ id: number; name: string; group_id: number }>(
      'select id, name, group_id from hotel order by id',
    );
    const colombo = hotels.find((h) => h.name === 'Serendib Colombo')!;
    const [frontOffice] = await db.query<{ id: number }>(
      "select id from hotel_service where hotel_id = $1 and service_type = 'HOTEL'",
      [colombo.id],
    );
    const people = await db.query<{ id: number; email: string }>('select id, email from app_user');
    estate = {
      groupId: colombo.group_id,
      colomboId: colombo.id,
      kandyId: hotels.find((h) => h.name === 'Serendib Kandy')!.id,
      frontOffice: frontOffice!.id,
      userIds: Object.fromEntries(people.map((u) => [u.email, u.id])),
    };
  });
  after(() => stack.close());

  describe('user discounts', () => {
    const CREATE = `mutation($i: CreateUserDiscountsInput!) {
      createUserDiscounts(input: $i) { message discounts { id userId name email discount hotelId groupId } } }`;
    const UPDATE = `mutation($id: Int!, $i: UserDiscountInput!) {
      updateUserDiscount(id: $id, input: $i) { message discount { id discount } } }`;
    const LIST = `query($h: Int, $g: Int, $s: String) {
      userDiscounts(hotelId: $h, groupId: $g, search: $s) { total items { id name email discount hotelId groupId } } }`;
    let waiterDiscount: number;

    test('offers the staff of the hotel, then creates a list of several users at once (audited)', async () => {
      const candidates = ok(
        await stack.gql<{ userDiscountCandidates: { userId: number; email: string }[] }>(
          'query($h: Int) { userDiscountCandidates(hotelId: $h) { userId name email } }',
          { h: estate.colomboId },
          as(groupAdmin),
        ),
      ).userDiscountCandidates.map((c) => c.email);
      assert.ok(candidates.includes('waiter@demo.lk') && candidates.includes('chef@demo.lk'), candidates.join());

      const mark = await auditMark();
      const created = ok(
        await stack.gql<{ createUserDiscounts: { message: string; discounts: { id: number; name: string }[] } }>(
          CREATE,
          {
            i: {
              hotelId: estate.colomboId,
              users: [
                { userId: estate.userIds['waiter@demo.lk'], discount: 12.5 },
                { userId: estate.userIds['chef@demo.lk'], name: 'Head chef', discount: 100 },
              ],
            },
          },
          as(groupAdmin),
        ),
      ).createUserDiscounts;
      assert.equal(created.message, 'Discount created');
      assert.deepEqual(
        created.discounts.map((d) => d.name),
        ['Waiter Demo', 'Head chef'],
      );
      waiterDiscount = created.discounts[0]!.id;
      const audit = await auditSince(mark);
      assert.deepEqual(
        audit.map((a) => [a.entity, a.action, a.actor_email]),
        [
          ['user_discount', 'INSERT', 'group.admin@demo.lk'],
          ['user_discount', 'INSERT', 'group.admin@demo.lk'],
        ],
      );
      assert.equal(audit[0]!.after!.discount, 12.5);

      const after = ok(
        await stack.gql<{ userDiscountCandidates: { email: string }[] }>(
          'query($h: Int) { userDiscountCandidates(hotelId: $h) { email } }',
          { h: estate.colomboId },
          as(groupAdmin),
        ),
      ).userDiscountCandidates.map((c) => c.email);
      assert.ok(!after.includes('waiter@demo.lk'), 'someone with an allowance is not offered again');
    });

    test('lists a hotel’s allowances searched by name; the group’s apart', async () => {
      const found = ok(
        await stack.gql<{ userDiscounts: { items: { email: string; groupId: number | null }[] } }>(
          LIST,
          { h: estate.colomboId, s: 'waiter' },
          as(groupAdmin),
        ),
      ).userDiscounts.items;
      assert.deepEqual(
        found.map((d) => d.email),
        ['waiter@demo.lk'],
      );
      const group = ok(
        await stack.gql<{ createUserDiscounts: { discounts: { groupId: number; hotelId: number | null }[] } }>(
          CREATE,
          { i: { groupId: estate.groupId, users: [{ userId: estate.userIds['waiter@demo.lk'], discount: 5 }] } },
          as(groupAdmin),
        ),
      ).createUserDiscounts.discounts[0]!;
      assert.deepEqual([group.groupId, group.hotelId], [estate.groupId, null]);
      const groupList = ok(
        await stack.gql<{ userDiscounts: { items: { groupId: number }[]; total: number } }>(
          LIST,
          { g: estate.groupId },
          as(groupAdmin),
        ),
      ).userDiscounts;
      assert.equal(groupList.items.length, 1);
      assert.equal(groupList.total, 1);
    });

    test('a bad line is named in the input’s words and nothing is written', async () => {
      const before = await count('user_discount');
      const mark = await auditMark();
      const high = await stack.gql(
        CREATE,
        {
          i: {
            hotelId: estate.kandyId,
            users: [
              { userId: estate.userIds['group.admin@demo.lk'], discount: 10 },
              { userId: estate.userIds['hotel.admin@demo.lk'], discount: 100.5 },
            ],
          },
        },
        as(groupAdmin),
      );
      assert.equal(codeOf(high), 'BAD_USER_INPUT');
      assert.deepEqual(fieldErrorsOf(high), [
        {
          field: 'users.1.discount',
          message: 'Percentage must be less than or equal to 100.',
          reason: 'PERCENTAGE_ABOVE_100',
        },
      ]);
      const missing = await stack.gql(
        CREATE,
        { i: { hotelId: estate.kandyId, users: [{ userId: estate.userIds['group.admin@demo.lk'] }] } },
        as(groupAdmin),
      );
      assert.deepEqual(fieldErrorsOf(missing), [
        { field: 'users.0.discount', message: 'Discount is required', reason: 'DISCOUNT_REQUIRED' },
      ]);
      const nowhere = await stack.gql(
        CREATE,
        { i: { users: [{ userId: estate.userIds['group.admin@demo.lk'], discount: 1 }] } },
        as(groupAdmin),
      );
      assert.deepEqual(fieldErrorsOf(nowhere), [
        { field: 'hotelId', message: 'Please select a hotel!', reason: 'SELECT_A_HOTEL' },
      ]);
      const twice = await stack.gql(
        CREATE,
        { i: { hotelId: estate.colomboId, users: [{ userId: estate.userIds['waiter@demo.lk'], discount: 1 }] } },
        as(groupAdmin),
      );
      assert.equal(codeOf(twice), 'CONFLICT');
      assert.equal(await count('user_discount'), before);
      assert.deepEqual(await auditSince(mark), []);
    });

    test("update: at most 100, required, refused with the domain rule's messages", async () => {
      const mark = await auditMark();
      const res = ok(
        await stack.gql<{ updateUserDiscount: { message: string; discount: { discount: number } } }>(
          UPDATE,
          {
            id: waiterDiscount,
            i: { userId: estate.userIds['waiter@demo.lk'], discount: 20, hotelId: estate.colomboId },
          },
          as(groupAdmin),
        ),
      ).updateUserDiscount;
      assert.deepEqual([res.message, res.discount.discount], ['Discount updated', 20]);
      const [entry] = await auditSince(mark);
      assert.deepEqual([entry?.entity, entry?.action, entry?.after], ['user_discount', 'UPDATE', { discount: 20 }]);

      for (const discount of [100.5, null, -3]) {
        const bad = await stack.gql(
          UPDATE,
          { id: waiterDiscount, i: { userId: estate.userIds['waiter@demo.lk'], discount, hotelId: estate.colomboId } },
          as(groupAdmin),
        );
        const message = discountError(discount);
        const rule = discountRule(discount);
        assert.ok(message && rule, `${discount} is refused by the domain`);
        assert.deepEqual(fieldErrorsOf(bad), [{ field: 'discount', message, reason: DISCOUNT_REASON[rule] }]);
      }
    });

    test('WRITE adds and edits but may not delete; READ only reads; a user of one hotel never writes group-wide', async () => {
      const writer = await staffWith({ USER_DISCOUNT: 1 });
      const mine = ok(
        await stack.gql<{ createUserDiscounts: { discounts: { id: number }[] } }>(
          CREATE,
          { i: { hotelId: estate.colomboId, users: [{ userId: estate.userIds['frontdesk@demo.lk'], discount: 7 }] } },
          as(writer, estate.frontOffice),
        ),
      ).createUserDiscounts.discounts[0]!.id;
      ok(
        await stack.gql(
          UPDATE,
          { id: mine, i: { userId: estate.userIds['frontdesk@demo.lk'], discount: 8, hotelId: estate.colomboId } },
          as(writer, estate.frontOffice),
        ),
      );
      const before = await count('user_discount');
      const mark = await auditMark();
      const del = await stack.gql(
        'mutation($id: Int!) { deleteUserDiscount(id: $id) { id } }',
        { id: mine },
        as(writer, estate.frontOffice),
      );
      assert.equal(codeOf(del), 'FORBIDDEN');
      const wide = await stack.gql(
        CREATE,
        { i: { groupId: estate.groupId, users: [{ userId: estate.userIds['frontdesk@demo.lk'], discount: 3 }] } },
        as(writer, estate.frontOffice),
      );
      assert.equal(codeOf(wide), 'FORBIDDEN', 'refused by the upstream: a group-wide change');
      assert.equal(wide.errors![0]!.message, 'You can only manage your own hotel');

      const reader = await staffWith({ USER_DISCOUNT: 0 });
      ok(await stack.gql(LIST, { h: estate.colomboId }, as(reader, estate.frontOffice)));
      const add = await stack.gql(
        CREATE,
        { i: { hotelId: estate.colomboId, users: [{ userId: estate.userIds['auditor@demo.lk'], discount: 2 }] } },
        as(reader, estate.frontOffice),
      );
      assert.equal(codeOf(add), 'FORBIDDEN');
      const edit = await stack.gql(
        UPDATE,
        { id: mine, i: { userId: estate.userIds['frontdesk@demo.lk'], discount: 50, hotelId: estate.colomboId } },
        as(reader, estate.frontOffice),
      );
      assert.equal(codeOf(edit), 'FORBIDDEN');
      const none = await staffWith({});
      assert.equal(codeOf(await stack.gql(LIST, { h: estate.colomboId }, as(none, estate.frontOffice))), 'FORBIDDEN');
      assert.equal(await count('user_discount'), before);
      assert.deepEqual(await auditSince(mark, 'user_discount'), []);
    });

    test('the group administrator deletes (audited)', async () => {
      const mark = await auditMark();
      const res = ok(
        await stack.gql<{ deleteUserDiscount: { message: string; id: number } }>(
          'mutation($id: Int!) { deleteUserDiscount(id: $id) { message id } }',
          { id: waiterDiscount },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(res.deleteUserDiscount, { message: 'Discount deleted', id: waiterDiscount });
      const audit = await auditSince(mark);
      assert.deepEqual(
        audit.map((a) => [a.entity, a.action, a.entity_id]),
        [['user_discount', 'DELETE', String(waiterDiscount)]],
      );
    });
  });

  describe('minimum nights', () => {
    const FIELDS = 'id hotelId groupId startDate endDate always numOfDays web direct';
    const CREATE = `mutation($i: MinimumNightInput!) { createMinimumNight(input: $i) { message config { ${FIELDS} } } }`;
    const UPDATE = `mutation($id: Int!, $i: MinimumNightInput!) { updateMinimumNight(id: $id, input: $i) { message config { ${FIELDS} } } }`;
    const LIST = `query($h: Int, $g: Int, $w: Boolean, $d: Boolean) { minimumNights(hotelId: $h, groupId: $g, web: $w, direct: $d) { total items { ${FIELDS} } } }`;
    const valid = () => ({
      hotelId: estate.colomboId,
      startDate: day(10),
      endDate: day(20),
      numOfDays: 3,
      web: true,
      direct: false,
    });
    let id: number;

    test('adds a rule (audited) and finds it by reservation type', async () => {
      const mark = await auditMark();
      const created = ok(
        await stack.gql<{ createMinimumNight: { message: string; config: { id: number; numOfDays: number } } }>(
          CREATE,
          { i: valid() },
          as(groupAdmin),
        ),
      ).createMinimumNight;
      assert.deepEqual([created.message, created.config.numOfDays], ['Minimum night created', 3]);
      id = created.config.id;
      const audit = await auditSince(mark);
      assert.deepEqual(
        audit.map((a) => [a.entity, a.action, a.entity_id]),
        [['minimum_night_config', 'INSERT', String(id)]],
      );
      const web = ok(
        await stack.gql<{ minimumNights: { items: unknown[]; total: number } }>(
          LIST,
          { h: estate.colomboId, w: true },
          as(groupAdmin),
        ),
      );
      assert.deepEqual([web.minimumNights.items.length, web.minimumNights.total], [1, 1]);
      const direct = ok(
        await stack.gql<{ minimumNights: { items: unknown[]; total: number } }>(
          LIST,
          { h: estate.colomboId, d: true },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(direct.minimumNights, { items: [], total: 0 });
    });

    test('a whole-group rule carries the group', async () => {
      const created = ok(
        await stack.gql<{ createMinimumNight: { config: { groupId: number; hotelId: number | null } } }>(
          CREATE,
          { i: { ...valid(), hotelId: null, groupId: estate.groupId, direct: true } },
          as(groupAdmin),
        ),
      ).createMinimumNight.config;
      assert.deepEqual([created.groupId, created.hotelId], [estate.groupId, null]);
      const list = ok(
        await stack.gql<{ minimumNights: { items: unknown[]; total: number } }>(
          LIST,
          { g: estate.groupId },
          as(groupAdmin),
        ),
      );
      assert.equal(list.minimumNights.items.length, 1);
    });

    test('every rule of §5 names its field with the spec’s message; nothing is written', async () => {
      const before = await count('minimum_night_config');
      const mark = await auditMark();
      const cases: [Record<string, unknown>, string, string, string, { n: number }?][] = [
        [{ startDate: null }, 'startDate', 'Please select a date range!', 'DATE_RANGE_REQUIRED'],
        [{ numOfDays: null }, 'numOfDays', 'Please enter the minimum nights!', 'MINIMUM_NIGHTS_REQUIRED'],
        [
          { numOfDays: 11 },
          'numOfDays',
          'Value must be less than or equal to 10',
          'MINIMUM_NIGHTS_ABOVE_RANGE',
          { n: 10 },
        ],
        [{ numOfDays: 1 }, 'numOfDays', 'Minimum Night not less than 2', 'MINIMUM_NIGHTS_BELOW_TWO'],
        [{ web: false }, 'web', 'Please select Reservation Type!', 'RESERVATION_TYPE_REQUIRED'],
        [{ hotelId: null }, 'hotelId', 'Please select a hotel!', 'SELECT_A_HOTEL'],
      ];
      for (const [change, field, message, reason, params] of cases) {
        const res = await stack.gql(CREATE, { i: { ...valid(), ...change } }, as(groupAdmin));
        assert.equal(codeOf(res), 'BAD_USER_INPUT', JSON.stringify(res));
        assert.deepEqual(fieldErrorsOf(res), [{ field, message, reason, ...(params ? { params } : {}) }]);
      }
      assert.equal(await count('minimum_night_config'), before);
      assert.deepEqual(await auditSince(mark), []);
    });

    test('updates (audited); an update breaking a rule is refused', async () => {
      const mark = await auditMark();
      const res = ok(
        await stack.gql<{ updateMinimumNight: { message: string; config: { direct: boolean; numOfDays: number } } }>(
          UPDATE,
          { id, i: { ...valid(), numOfDays: 5, direct: true } },
          as(groupAdmin),
        ),
      ).updateMinimumNight;
      assert.deepEqual([res.message, res.config.numOfDays, res.config.direct], ['Minimum night updated', 5, true]);
      const [entry] = await auditSince(mark);
      assert.deepEqual([entry?.entity, entry?.action], ['minimum_night_config', 'UPDATE']);
      const bad = await stack.gql(UPDATE, { id, i: { ...valid(), numOfDays: 1 } }, as(groupAdmin));
      assert.deepEqual(fieldErrorsOf(bad), [
        { field: 'numOfDays', message: 'Minimum Night not less than 2', reason: 'MINIMUM_NIGHTS_BELOW_TWO' },
      ]);
    });

    test('WRITE adds and edits but may not delete; READ may not add', async () => {
      const writer = await staffWith({ MINIMUM_NIGHT: 1 });
      const created = ok(
        await stack.gql<{ createMinimumNight: { config: { id: number } } }>(
          CREATE,
          { i: { ...valid(), numOfDays: 2 } },
          as(writer, estate.frontOffice),
        ),
      ).createMinimumNight.config;
      ok(await stack.gql(UPDATE, { id: created.id, i: { ...valid(), numOfDays: 4 } }, as(writer, estate.frontOffice)));
      const before = await count('minimum_night_config');
      const del = await stack.gql(
        'mutation($id: Int!) { deleteMinimumNight(id: $id) { id } }',
        { id: created.id },
        as(writer, estate.frontOffice),
      );
      assert.equal(codeOf(del), 'FORBIDDEN');
      const reader = await staffWith({ MINIMUM_NIGHT: 0 });
      ok(await stack.gql(LIST, { h: estate.colomboId }, as(reader, estate.frontOffice)));
      const add = await stack.gql(CREATE, { i: valid() }, as(reader, estate.frontOffice));
      assert.equal(codeOf(add), 'FORBIDDEN');
      assert.equal(await count('minimum_night_config'), before);
    });

    test('deletes (audited)', async () => {
      const mark = await auditMark();
      const res = ok(
        await stack.gql<{ deleteMinimumNight: { message: string } }>(
          'mutation($id: Int!) { deleteMinimumNight(id: $id) { message id } }',
          { id },
          as(groupAdmin),
        ),
      );
      assert.equal(res.deleteMinimumNight.message, 'Minimum night deleted');
      assert.deepEqual(
        (await auditSince(mark)).map((a) => [a.entity, a.action]),
        [['minimum_night_config', 'DELETE']],
      );
    });
  });

  describe('hotel configuration', () => {
    test('payment configuration: defaults, saved (audited), a bad URL named, no WRITE refused', async () => {
      const read = ok(
        await stack.gql<{ paymentConfig: { paymentGateway: string; advancePaymentPercentage: number } }>(
          'query($h: Int!) { paymentConfig(hotelId: $h) { hotelId paymentGateway advancePaymentPercentage } }',
          { h: estate.colomboId },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(read.paymentConfig, {
        hotelId: estate.colomboId,
        paymentGateway: 'NONE',
        advancePaymentPercentage: 0,
      });
      const input = {
        hotelId: estate.colomboId,
        paymentGateway: 'CARD_GATEWAY',
        merchantId: 'M-100',
        merchantName: 'Serendib',
        returnUrl: 'https://serendib.example/return',
        cardPayment: true,
        cashPayment: true,
        bankTransfer: false,
        advancePaymentPercentage: 25,
      };
      const SAVE =
        'mutation($i: PaymentConfigInput!) { savePaymentConfig(input: $i) { message config { merchantId advancePaymentPercentage } } }';
      const mark = await auditMark();
      const saved = ok(
        await stack.gql<{ savePaymentConfig: { message: string; config: { merchantId: string } } }>(
          SAVE,
          { i: input },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(saved.savePaymentConfig, {
        message: 'Payment configuration saved',
        config: { merchantId: 'M-100', advancePaymentPercentage: 25 },
      });
      assert.deepEqual(
        (await auditSince(mark)).map((a) => [a.entity, a.action]),
        [['payment_config', 'INSERT']],
      );
      const bad = await stack.gql(
        SAVE,
        { i: { ...input, returnUrl: 'not a url', advancePaymentPercentage: 101 } },
        as(groupAdmin),
      );
      assert.deepEqual(
        fieldErrorsOf(bad).map((e) => e.field),
        ['returnUrl', 'advancePaymentPercentage'],
      );
      const reader = await staffWith({ SYSTEM_CONFIG: 0 });
      ok(
        await stack.gql(
          'query($h: Int!) { paymentConfig(hotelId: $h) { hotelId } }',
          { h: estate.colomboId },
          as(reader, estate.frontOffice),
        ),
      );
      const refused = await stack.gql(SAVE, { i: { ...input, merchantId: 'X' } }, as(reader, estate.frontOffice));
      assert.equal(codeOf(refused), 'FORBIDDEN');
      const after = ok(
        await stack.gql<{ paymentConfig: { merchantId: string } }>(
          'query($h: Int!) { paymentConfig(hotelId: $h) { merchantId } }',
          { h: estate.colomboId },
          as(groupAdmin),
        ),
      );
      assert.equal(after.paymentConfig.merchantId, 'M-100');
    });

    test('payment timeout: 960 until saved; at least 60 seconds', async () => {
      const read = ok(
        await stack.gql<{ paymentTimeout: { seconds: number } }>(
          'query($h: Int!) { paymentTimeout(hotelId: $h) { seconds } }',
          { h: estate.kandyId },
          as(groupAdmin),
        ),
      );
      assert.equal(read.paymentTimeout.seconds, 960);
      const SAVE =
        'mutation($i: PaymentTimeoutInput!) { savePaymentTimeout(input: $i) { message timeout { seconds } } }';
      const mark = await auditMark();
      const saved = ok(
        await stack.gql<{ savePaymentTimeout: { message: string; timeout: { seconds: number } } }>(
          SAVE,
          { i: { hotelId: estate.kandyId, seconds: 600 } },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(saved.savePaymentTimeout, { message: 'Payment timeout saved', timeout: { seconds: 600 } });
      assert.equal((await auditSince(mark))[0]?.entity, 'payment_timeout');
      const short = await stack.gql(SAVE, { i: { hotelId: estate.kandyId, seconds: 30 } }, as(groupAdmin));
      assert.deepEqual(fieldErrorsOf(short), [
        {
          field: 'seconds',
          message: 'Payment timeout must be at least 60 seconds',
          reason: 'PAYMENT_TIMEOUT_TOO_SHORT',
        },
      ]);
      const none = await staffWith({});
      const refused = await stack.gql(
        SAVE,
        { i: { hotelId: estate.colomboId, seconds: 120 } },
        as(none, estate.frontOffice),
      );
      assert.equal(codeOf(refused), 'FORBIDDEN');
    });

    test('reservation and mail configuration save and read back; a bad sender is named', async () => {
      const reservation = ok(
        await stack.gql<{ saveReservationConfig: { message: string; config: { holdUnpaidMinutes: number } } }>(
          'mutation($i: ReservationConfigInput!) { saveReservationConfig(input: $i) { message config { holdUnpaidMinutes } } }',
          {
            i: {
              hotelId: estate.colomboId,
              onlineBooking: true,
              advancePaymentRequired: true,
              holdUnpaidMinutes: 90,
              maxRoomsPerBooking: 5,
              sameDayBooking: false,
            },
          },
          as(groupAdmin),
        ),
      ).saveReservationConfig;
      assert.deepEqual(reservation, { message: 'Reservation configuration saved', config: { holdUnpaidMinutes: 90 } });
      const read = ok(
        await stack.gql<{ reservationConfig: { maxRoomsPerBooking: number; sameDayBooking: boolean } }>(
          'query($h: Int!) { reservationConfig(hotelId: $h) { maxRoomsPerBooking sameDayBooking } }',
          { h: estate.colomboId },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(read.reservationConfig, { maxRoomsPerBooking: 5, sameDayBooking: false });
      const MAIL = 'mutation($i: MailConfigInput!) { saveMailConfig(input: $i) { message config { senderEmail } } }';
      const mail = {
        hotelId: estate.colomboId,
        senderName: 'Serendib Colombo',
        senderEmail: 'stay@serendib.lk',
        replyToEmail: '',
        reservationMail: true,
        invoiceMail: true,
        receiptMail: false,
        cancellationMail: true,
      };
      const mark = await auditMark();
      assert.equal(
        ok(await stack.gql<{ saveMailConfig: { message: string } }>(MAIL, { i: mail }, as(groupAdmin))).saveMailConfig
          .message,
        'Mail configuration saved',
      );
      assert.equal((await auditSince(mark))[0]?.entity, 'mail_config');
      const bad = await stack.gql(MAIL, { i: { ...mail, senderEmail: 'nobody' } }, as(groupAdmin));
      assert.deepEqual(fieldErrorsOf(bad), [
        { field: 'senderEmail', message: 'Invalid email', reason: 'INVALID_EMAIL' },
      ]);
    });

    test('standard times: the default until the hotel has its own; the default is a system administrator’s', async () => {
      const READ = 'query($h: Int!) { standardTime(hotelId: $h) { hotelId checkInTime checkOutTime isDefault } }';
      const before = ok(await stack.gql<{ standardTime: unknown }>(READ, { h: estate.kandyId }, as(groupAdmin)));
      assert.deepEqual(before.standardTime, {
        hotelId: estate.kandyId,
        checkInTime: '14:00',
        checkOutTime: '12:00',
        isDefault: true,
      });
      const SAVE =
        'mutation($i: StandardTimeInput!) { saveStandardTime(input: $i) { message standardTime { checkInTime isDefault } } }';
      const mark = await auditMark();
      const saved = ok(
        await stack.gql<{ saveStandardTime: unknown }>(
          SAVE,
          { i: { hotelId: estate.kandyId, checkInTime: '13:30', checkOutTime: '11:00' } },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(saved.saveStandardTime, {
        message: 'Standard time updated',
        standardTime: { checkInTime: '13:30', isDefault: false },
      });
      assert.equal((await auditSince(mark))[0]?.entity, 'standard_time_config');
      const bad = await stack.gql(
        SAVE,
        { i: { hotelId: estate.kandyId, checkInTime: '25:00', checkOutTime: '11:00' } },
        as(groupAdmin),
      );
      assert.deepEqual(fieldErrorsOf(bad), [{ field: 'checkInTime', message: 'Invalid time', reason: 'INVALID_TIME' }]);
      const system = await stack.gql(
        SAVE,
        { i: { hotelId: 0, checkInTime: '15:00', checkOutTime: '11:00' } },
        as(groupAdmin),
      );
      assert.equal(codeOf(system), 'FORBIDDEN');
    });

    test("idle timeout: a group's own (audited), read by its people at the next start; below 60 seconds refused", async () => {
      const mark = await auditMark();
      const SAVE =
        'mutation($s: Int!, $g: Int) { saveIdleTimeout(seconds: $s, groupId: $g) { message setting { groupId seconds inherited } } }';
      const before = ok(
        await stack.gql<{ idleTimeoutSetting: unknown }>(
          'query($g: Int) { idleTimeoutSetting(groupId: $g) { groupId seconds inherited } }',
          { g: estate.groupId },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(before.idleTimeoutSetting, { groupId: estate.groupId, seconds: 1800, inherited: true });
      const saved = ok(
        await stack.gql<{ saveIdleTimeout: unknown }>(SAVE, { s: 900, g: estate.groupId }, as(groupAdmin)),
      );
      assert.deepEqual(saved.saveIdleTimeout, {
        message: 'Idle time updated',
        setting: { groupId: estate.groupId, seconds: 900, inherited: false },
      });
      assert.deepEqual(
        (await auditSince(mark)).map((a) => [a.entity, a.action, a.after?.['seconds']]),
        [['idle_time', 'INSERT', 900]],
      );
      const frontDesk = await stack.signIn('frontdesk@demo.lk');
      assert.equal(ok(await stack.gql<{ idleTimeout: number }>('{ idleTimeout }', {}, as(frontDesk))).idleTimeout, 900);
      const short = await stack.gql(SAVE, { s: 30, g: estate.groupId }, as(groupAdmin));
      assert.deepEqual(fieldErrorsOf(short), [
        { field: 'seconds', message: 'Idle time must be at least 60 seconds', reason: 'IDLE_TIME_TOO_SHORT' },
      ]);
      const refused = await stack.gql(SAVE, { s: 120, g: estate.groupId }, as(frontDesk));
      assert.equal(codeOf(refused), 'FORBIDDEN');
      assert.equal(ok(await stack.gql<{ idleTimeout: number }>('{ idleTimeout }', {}, as(frontDesk))).idleTimeout, 900);
    });

    test('idle timeout: nobody changes another group’s, nor the default of every group but an ADMIN (finding 3)', async () => {
      const admin = await stack.signIn('admin@demo.lk');
      const other = await otherTenant(stack.upstream, { admin });
      const SAVE = 'mutation($s: Int!, $g: Int) { saveIdleTimeout(seconds: $s, groupId: $g) { setting { seconds } } }';
      const foreign = await stack.gql(SAVE, { s: 60, g: estate.groupId }, as(other.adminToken));
      assert.equal(codeOf(foreign), 'FORBIDDEN');
      const everyone = await stack.gql(SAVE, { s: 60, g: null }, as(groupAdmin));
      assert.equal(codeOf(everyone), 'FORBIDDEN');
      assert.equal((foreign.errors?.[0]?.extensions as { reason?: string } | undefined)?.reason, 'NO_ACCESS_TO_GROUP');
      const readDefault = await stack.gql('{ idleTimeoutSetting { seconds } }', {}, as(groupAdmin));
      assert.equal(codeOf(readDefault), 'FORBIDDEN');
      const byAdmin = ok(
        await stack.gql<{ saveIdleTimeout: { setting: { seconds: number } } }>(SAVE, { s: 2400, g: null }, as(admin)),
      );
      assert.equal(byAdmin.saveIdleTimeout.setting.seconds, 2400);
      assert.equal(
        ok(await stack.gql<{ idleTimeout: number }>('{ idleTimeout }', {}, as(other.adminToken))).idleTimeout,
        2400,
      );
      const back = ok(
        await stack.gql<{ useDefaultIdleTimeout: { setting: { inherited: boolean; seconds: number } } }>(
          'mutation($g: Int!) { useDefaultIdleTimeout(groupId: $g) { setting { seconds inherited } } }',
          { g: estate.groupId },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(back.useDefaultIdleTimeout.setting, { seconds: 2400, inherited: true });
    });
  });

  describe('lists of a hotel', () => {
    test('CC mail: add (audited), a duplicate is a CONFLICT, a bad address is named, change; WRITE may not delete', async () => {
      const CREATE = 'mutation($i: CcMailInput!) { createCcMail(input: $i) { message ccMail { id mailType email } } }';
      const input = { hotelId: estate.colomboId, mailType: 'INVOICE', email: 'accounts@serendib.lk' };
      const mark = await auditMark();
      const created = ok(
        await stack.gql<{ createCcMail: { message: string; ccMail: { id: number } } }>(
          CREATE,
          { i: input },
          as(groupAdmin),
        ),
      ).createCcMail;
      assert.equal(created.message, 'CC mail address added');
      assert.deepEqual(
        (await auditSince(mark)).map((a) => a.entity),
        ['cc_mail_config'],
      );
      assert.equal(codeOf(await stack.gql(CREATE, { i: input }, as(groupAdmin))), 'CONFLICT');
      const bad = await stack.gql(CREATE, { i: { ...input, email: 'accounts' } }, as(groupAdmin));
      assert.deepEqual(fieldErrorsOf(bad), [{ field: 'email', message: 'Invalid email', reason: 'INVALID_EMAIL' }]);
      const updated = ok(
        await stack.gql<{ updateCcMail: { ccMail: { mailType: string } } }>(
          'mutation($id: Int!, $i: CcMailInput!) { updateCcMail(id: $id, input: $i) { ccMail { mailType } } }',
          { id: created.ccMail.id, i: { ...input, mailType: 'RECEIPT' } },
          as(groupAdmin),
        ),
      );
      assert.equal(updated.updateCcMail.ccMail.mailType, 'RECEIPT');
      const list = ok(
        await stack.gql<{ ccMails: { items: { email: string }[]; total: number } }>(
          'query($h: Int!) { ccMails(hotelId: $h) { total items { email } } }',
          { h: estate.colomboId },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(list.ccMails, { items: [{ email: 'accounts@serendib.lk' }], total: 1 });
      const writer = await staffWith({ CC_MAIL_CONFIG: 1 });
      const refused = await stack.gql(
        'mutation($id: Int!) { deleteCcMail(id: $id) { id } }',
        { id: created.ccMail.id },
        as(writer, estate.frontOffice),
      );
      assert.equal(codeOf(refused), 'FORBIDDEN');
      assert.equal(await count('cc_mail_config'), 1);
      ok(
        await stack.gql(
          'mutation($id: Int!) { deleteCcMail(id: $id) { id } }',
          { id: created.ccMail.id },
          as(groupAdmin),
        ),
      );
      assert.equal(await count('cc_mail_config'), 0);
    });

    test('terms and conditions in sequence; the title is required; READ may not edit; update and delete audited', async () => {
      const CREATE =
        'mutation($i: TermConditionInput!) { createTermCondition(input: $i) { message term { id title sequence } } }';
      const base = { hotelId: estate.colomboId, termType: 'BOOKING', description: 'Check-in from 14:00.' };
      ok(await stack.gql(CREATE, { i: { ...base, title: 'Check-in', sequence: 2 } }, as(groupAdmin)));
      ok(await stack.gql(CREATE, { i: { ...base, title: 'Payment', sequence: 1 } }, as(groupAdmin)));
      const bad = await stack.gql(CREATE, { i: { ...base, title: ' ' } }, as(groupAdmin));
      assert.deepEqual(fieldErrorsOf(bad), [{ field: 'title', message: 'Required field', reason: 'REQUIRED_FIELD' }]);
      const list = ok(
        await stack.gql<{ termsAndConditions: { items: { title: string }[] } }>(
          'query($h: Int!) { termsAndConditions(hotelId: $h) { items { title } } }',
          { h: estate.colomboId },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(
        list.termsAndConditions.items.map((t) => t.title),
        ['Payment', 'Check-in'],
      );
      const byTitle = ok(
        await stack.gql<{ termsAndConditions: { items: { title: string }[]; total: number; size: number } }>(
          'query($h: Int!) { termsAndConditions(hotelId: $h, sortField: title, size: 1) { total size items { title } } }',
          { h: estate.colomboId },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(byTitle.termsAndConditions, { items: [{ title: 'Check-in' }], total: 2, size: 1 });
      const payment = ok(
        await stack.gql<{ termsAndConditions: { items: { id: number; title: string }[] } }>(
          'query($h: Int!) { termsAndConditions(hotelId: $h) { items { id title } } }',
          { h: estate.colomboId },
          as(groupAdmin),
        ),
      ).termsAndConditions.items.find((term) => term.title === 'Payment')!;
      const reader = await staffWith({ TERM_CONDITION: 0 });
      const UPDATE =
        'mutation($id: Int!, $i: TermConditionInput!) { updateTermCondition(id: $id, input: $i) { message term { title } } }';
      const refused = await stack.gql(
        UPDATE,
        { id: payment.id, i: { ...base, title: 'Nope' } },
        as(reader, estate.frontOffice),
      );
      assert.equal(codeOf(refused), 'FORBIDDEN');
      const mark = await auditMark();
      const updated = ok(
        await stack.gql<{ updateTermCondition: { message: string; term: { title: string } } }>(
          UPDATE,
          { id: payment.id, i: { ...base, title: 'Payment terms', sequence: 1 } },
          as(groupAdmin),
        ),
      ).updateTermCondition;
      assert.deepEqual(updated, { message: 'Term updated', term: { title: 'Payment terms' } });
      ok(
        await stack.gql(
          'mutation($id: Int!) { deleteTermCondition(id: $id) { id } }',
          { id: payment.id },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(
        (await auditSince(mark, 'term_condition')).map((a) => a.action),
        ['UPDATE', 'DELETE'],
      );
    });

    test('promotions: paged search, a percentage above 100 named, unique codes; WRITE may not delete; update, delete', async () => {
      const CREATE = 'mutation($i: PromotionInput!) { createPromotion(input: $i) { message promotion { id code } } }';
      const input = {
        hotelId: estate.colomboId,
        code: 'MONSOON10',
        name: 'Monsoon saver',
        discountType: 'PERCENTAGE',
        discountValue: 10,
        startDate: day(1),
        endDate: day(30),
        web: true,
        direct: false,
      };
      const mark = await auditMark();
      const created = ok(
        await stack.gql<{ createPromotion: { promotion: { id: number } } }>(CREATE, { i: input }, as(groupAdmin)),
      );
      assert.deepEqual(
        (await auditSince(mark)).map((a) => a.entity),
        ['promotion'],
      );
      const high = await stack.gql(CREATE, { i: { ...input, code: 'BIG', discountValue: 120 } }, as(groupAdmin));
      assert.deepEqual(fieldErrorsOf(high), [
        {
          field: 'discountValue',
          message: 'Percentage must be less than or equal to 100.',
          reason: 'PERCENTAGE_ABOVE_100',
        },
      ]);
      assert.equal(codeOf(await stack.gql(CREATE, { i: input }, as(groupAdmin))), 'CONFLICT');
      const page = ok(
        await stack.gql<{ promotions: { total: number; items: { code: string }[] } }>(
          'query($h: Int!) { promotions(hotelId: $h, search: "monsoon", page: 0, size: 10) { total items { code } } }',
          { h: estate.colomboId },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(page.promotions, { total: 1, items: [{ code: 'MONSOON10' }] });
      const writer = await staffWith({ PROMOTION: 1 });
      const del = await stack.gql(
        'mutation($id: Int!) { deletePromotion(id: $id) { id } }',
        { id: created.createPromotion.promotion.id },
        as(writer, estate.frontOffice),
      );
      assert.equal(codeOf(del), 'FORBIDDEN');
      assert.equal(await count('promotion'), 1);
      const id = created.createPromotion.promotion.id;
      const updated = ok(
        await stack.gql<{ updatePromotion: { message: string; promotion: { code: string } } }>(
          'mutation($id: Int!, $i: PromotionInput!) { updatePromotion(id: $id, input: $i) { message promotion { code } } }',
          { id, i: { ...input, code: 'MONSOON15', discountValue: 15 } },
          as(groupAdmin),
        ),
      ).updatePromotion;
      assert.deepEqual(updated, { message: 'Promotion updated', promotion: { code: 'MONSOON15' } });
      const removed = ok(
        await stack.gql<{ deletePromotion: { message: string } }>(
          'mutation($id: Int!) { deletePromotion(id: $id) { message } }',
          { id },
          as(groupAdmin),
        ),
      );
      assert.equal(removed.deletePromotion.message, 'Promotion deleted');
      assert.equal(await count('promotion'), 0);
    });

    test('room blocks: the rooms to choose, a block (audited), an overlap is a CONFLICT, no room is named; READ may not add', async () => {
      const rooms = ok(
        await stack.gql<{ blockableRooms: { id: number; number: string }[] }>(
          'query($h: Int!) { blockableRooms(hotelId: $h) { id number } }',
          { h: estate.colomboId },
          as(groupAdmin),
        ),
      ).blockableRooms;
      assert.ok(rooms.length > 0);
      const CREATE =
        'mutation($i: RoomBlockInput!) { createRoomBlock(input: $i) { message roomBlock { id roomNumber } } }';
      const input = {
        hotelId: estate.colomboId,
        roomId: rooms[0]!.id,
        startDate: day(5),
        endDate: day(8),
        reason: 'Repainting',
      };
      const mark = await auditMark();
      const created = ok(
        await stack.gql<{ createRoomBlock: { message: string; roomBlock: { id: number; roomNumber: string } } }>(
          CREATE,
          { i: input },
          as(groupAdmin),
        ),
      ).createRoomBlock;
      assert.deepEqual([created.message, created.roomBlock.roomNumber], ['Room blocked', rooms[0]!.number]);
      assert.deepEqual(
        (await auditSince(mark)).map((a) => a.entity),
        ['room_block'],
      );
      const overlap = await stack.gql(CREATE, { i: { ...input, startDate: day(7), endDate: day(9) } }, as(groupAdmin));
      assert.equal(codeOf(overlap), 'CONFLICT');
      const noRoom = await stack.gql(CREATE, { i: { ...input, roomId: null } }, as(groupAdmin));
      assert.deepEqual(fieldErrorsOf(noRoom), [
        { field: 'roomId', message: 'Please select a room', reason: 'SELECT_A_ROOM' },
      ]);
      const page = ok(
        await stack.gql<{ roomBlocks: { total: number } }>(
          'query($h: Int!, $f: String) { roomBlocks(hotelId: $h, from: $f, page: 0, size: 10) { total items { id } } }',
          { h: estate.colomboId, f: day(0) },
          as(groupAdmin),
        ),
      );
      assert.equal(page.roomBlocks.total, 1);
      const updated = ok(
        await stack.gql<{ updateRoomBlock: { message: string; roomBlock: { reason: string } } }>(
          'mutation($id: Int!, $i: RoomBlockInput!) { updateRoomBlock(id: $id, input: $i) { message roomBlock { reason } } }',
          { id: created.roomBlock.id, i: { ...input, reason: 'Repainting and new curtains' } },
          as(groupAdmin),
        ),
      ).updateRoomBlock;
      assert.deepEqual(updated, {
        message: 'Room block updated',
        roomBlock: { reason: 'Repainting and new curtains' },
      });
      const reader = await staffWith({ ROOM_BLOCK: 0 });
      const before = await count('room_block');
      const refused = await stack.gql(
        CREATE,
        { i: { ...input, roomId: rooms[1]!.id } },
        as(reader, estate.frontOffice),
      );
      assert.equal(codeOf(refused), 'FORBIDDEN');
      assert.equal(await count('room_block'), before);
      const mark2 = await auditMark();
      ok(
        await stack.gql(
          'mutation($id: Int!) { deleteRoomBlock(id: $id) { id } }',
          { id: created.roomBlock.id },
          as(groupAdmin),
        ),
      );
      assert.deepEqual(
        (await auditSince(mark2)).map((a) => [a.entity, a.action]),
        [['room_block', 'DELETE']],
      );
    });
  });
});
