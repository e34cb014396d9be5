// Channels and pricing through GraphQL against the real upstream: channels with their prices, online
// channels, guides; prices of each kind with their channel, room type, stay type and season resolved;
// the rate grid; the rate changer's preview and save; taxes, policies and exchange rates with their
// refusals in the schema's words; and the price check — the upstream engine's answer in LKR for a
// resident and USD for a non-resident — with the hotel-scoped guards at each level.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { lastAuditId } from '@hotel/upstream/test-harness';
import { startStack, type Stack } from '../../test/stack.js';

describe('channels and pricing through GraphQL', () => {
  let stack: Stack;
  let admin: string;
  let auditor: string;
  let hotelId: number;
  let year: number;
  const ids: Record<string, number> = {};

  const ok = <T>(res: { data?: T | null; errors?: unknown }): T => {
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!;
  };
  const writesNothing = async (run: () => Promise<unknown>) => {
    const mark = await lastAuditId(stack.upstream.db);
    await run();
    assert.equal(await lastAuditId(stack.upstream.db), mark);
  };
  const one = async (sql: string, params: unknown[]) =>
    (await stack.upstream.db.query<{ id: number }>(sql, params as never[]))[0]!.id;

  before(async () => {
    stack = await startStack();
    admin = await stack.signIn('hotel.admin@demo.lk');
    auditor = await stack.signIn('auditor@demo.lk');
    const h = await stack.gql<{ hotels: { id: number; name: string }[] }>(
      '{ hotels { id name } }',
      {},
      { token: admin },
    );
    hotelId = h.data!.hotels.find((x) => x.name === 'Serendib Colombo')!.id;
    year = Number(
      (
        await stack.upstream.db.query<{ y: string }>(
          "select extract(year from start_date)::text as y from season where name = 'Low season' limit 1",
        )
      )[0]!.y,
    );
    ids.web = await one("select id from channel where hotel_id = $1 and code = 'WEB'", [hotelId]);
    ids.deluxe = await one("select id from room_type where hotel_id = $1 and name = 'Deluxe'", [hotelId]);
    ids.deluxeBB = await one("select id from stay_type where room_type_id = $1 and meal_plan = 'BB'", [ids.deluxe]);
  });
  after(() => stack.close());

  test('channels: search newest first; one with prices is kept; online channels set', async () => {
    const list = ok(
      await stack.gql<{ channels: { total: number; items: { code: string; channelType: string; online: boolean }[] } }>(
        'query($h: Int!) { channels(hotelId: $h, status: ACTIVE) { total items { code channelType online } } }',
        { h: hotelId },
        { token: admin },
      ),
    ).channels;
    assert.deepEqual(list.items.map((c) => c.channelType).sort(), ['DIRECT', 'OTA', 'TA', 'WEB']);
    await writesNothing(async () => {
      const res = await stack.gql(
        'mutation($h: Int!, $id: Int!) { deleteChannel(hotelId: $h, id: $id) { id } }',
        { h: hotelId, id: ids.web },
        { token: admin },
      );
      assert.equal(res.errors![0]!.extensions!.reason, 'CHANNEL_HAS_PRICES');
    });
    const online = ok(
      await stack.gql<{ setOnlineChannels: { code: string; online: boolean }[] }>(
        'mutation($h: Int!, $c: [Int!]!) { setOnlineChannels(hotelId: $h, channelIds: $c) { code online } }',
        { h: hotelId, c: [ids.web] },
        { token: admin },
      ),
    ).setOnlineChannels;
    assert.deepEqual(
      online.filter((c) => c.online).map((c) => c.code),
      ['WEB'],
    );
    const guide = ok(
      await stack.gql<{ createGuide: { guide: { kind: string; commissionPercent: number } } }>(
        'mutation($i: GuideInput!) { createGuide(input: $i) { guide { kind commissionPercent } } }',
        { i: { hotelId, kind: 'DRIVER', name: 'Ajith', commissionPercent: 4 } },
        { token: admin },
      ),
    ).createGuide.guide;
    assert.deepEqual(guide, { kind: 'DRIVER', commissionPercent: 4 });
    const drivers = ok(
      await stack.gql<{ guides: { total: number } }>(
        'query($h: Int!) { guides(hotelId: $h, kind: DRIVER) { total } }',
        { h: hotelId },
        { token: admin },
      ),
    );
    assert.equal(drivers.guides.total, 2);
  });

  test('prices with their relations; a negative price refused naming the field', async () => {
    const prices = ok(
      await stack.gql<{
        channelPrices: {
          total: number;
          items: {
            residentRate: number;
            nonResidentRate: number;
            channel: { name: string };
            roomType: { name: string };
            stayType: { mealPlan: string };
          }[];
        };
        seasonalPrices: { items: { season: { name: string } }[] };
      }>(
        `query($h: Int!, $c: Int!, $s: Int!) {
          channelPrices(hotelId: $h, channelId: $c, stayTypeId: $s) { total items { residentRate nonResidentRate channel { name } roomType { name } stayType { mealPlan } } }
          seasonalPrices(hotelId: $h, channelId: $c, stayTypeId: $s) { items { season { name } } }
        }`,
        { h: hotelId, c: ids.web, s: ids.deluxeBB },
        { token: admin },
      ),
    );
    assert.deepEqual(prices.channelPrices.items, [
      {
        residentRate: 27550,
        nonResidentRate: 95,
        channel: { name: 'Hotel website' },
        roomType: { name: 'Deluxe' },
        stayType: { mealPlan: 'BB' },
      },
    ]);
    assert.deepEqual(prices.seasonalPrices.items.map((p) => p.season.name).sort(), ['High season', 'Low season']);
    await writesNothing(async () => {
      const res = await stack.gql(
        'mutation($i: PriceInput!) { createDayPrice(input: $i) { dayPrice { id } } }',
        {
          i: {
            hotelId,
            channelId: ids.web,
            roomTypeId: ids.deluxe,
            stayTypeId: ids.deluxeBB,
            residentRate: -5,
            nonResidentRate: 1,
            priceDate: '2051-01-01',
          },
        },
        { token: admin },
      );
      assert.equal(res.errors![0]!.extensions!.code, 'BAD_USER_INPUT');
      assert.deepEqual(
        res.errors![0]!.extensions!.fieldErrors!.map((e) => [e.field, e.reason]),
        [['residentRate', 'NEGATIVE_PRICE']],
      );
    });
  });

  test('the rate grid and the rate changer: a saved change shows as day prices', async () => {
    const input = {
      hotelId,
      fromDate: '2052-02-01',
      toDate: '2052-02-02',
      channelIds: [ids.web],
      roomTypeIds: [ids.deluxe],
      direction: 'LOWER',
      changeType: 'PERCENTAGE',
      percent: 10,
    };
    const preview = ok(
      await stack.gql<{
        rateChangePreview: { date: string; rule: string; newResidentRate: number; stayType: { mealPlan: string } }[];
      }>(
        'query($i: RateChangeInput!) { rateChangePreview(input: $i) { date rule newResidentRate stayType { mealPlan } } }',
        { i: input },
        { token: admin },
      ),
    ).rateChangePreview;
    assert.equal(preview.length, 2 * 4);
    assert.deepEqual(
      preview.find((r) => r.stayType.mealPlan === 'BB'),
      { date: '2052-02-01', rule: 'CHANNEL_PRICE', newResidentRate: 24795, stayType: { mealPlan: 'BB' } },
    );
    ok(
      await stack.gql(
        'mutation($i: RateChangeInput!) { applyRateChange(input: $i) { message } }',
        { i: input },
        { token: admin },
      ),
    );
    const grid = ok(
      await stack.gql<{ rateGrid: { rules: string[]; residentRates: number[]; channel: { code: string } }[] }>(
        'query($h: Int!, $s: Int!) { rateGrid(hotelId: $h, fromDate: "2052-02-01", toDate: "2052-02-03", stayTypeId: $s) { rules residentRates channel { code } } }',
        { h: hotelId, s: ids.deluxeBB },
        { token: admin },
      ),
    ).rateGrid;
    const web = grid.find((r) => r.channel.code === 'WEB')!;
    assert.deepEqual(web.rules, ['DAY_PRICE', 'DAY_PRICE', 'CHANNEL_PRICE']);
    assert.deepEqual(web.residentRates, [24795, 24795, 27550]);
  });

  test('taxes, child policy and exchange rates: refusals by key and field', async () => {
    const taxes = ok(
      await stack.gql<{ hotelTaxes: { items: { name: string; sequence: number }[] } }>(
        'query($h: Int!) { hotelTaxes(hotelId: $h) { items { name sequence } } }',
        { h: hotelId },
        { token: admin },
      ),
    ).hotelTaxes.items;
    assert.deepEqual(
      taxes.map((t) => t.sequence),
      [1, 2, 3],
    );
    // Overlapping age bands and an exchange rate of zero or less: refused on their field, nothing written.
    await writesNothing(async () => {
      const overlap = await stack.gql(
        'mutation($i: ChildPolicyInput!) { createChildPolicy(input: $i) { childPolicy { id } } }',
        {
          i: {
            hotelId,
            name: 'Overlapping',
            validFrom: '2053-01-01',
            bands: [
              { fromAge: 0, toAge: 6, charge: 'FREE' },
              { fromAge: 5, toAge: 12, charge: 'CHILD_RATE', ratePercent: 50 },
            ],
          },
        },
        { token: admin },
      );
      assert.equal(overlap.errors![0]!.extensions!.code, 'BAD_USER_INPUT');
      assert.deepEqual(
        overlap.errors![0]!.extensions!.fieldErrors!.map((e) => [e.field, e.reason, e.params]),
        [['bands.1.fromAge', 'AGE_BANDS_OVERLAP', { first: '0–6', second: '5–12' }]],
      );
      for (const rate of [0, -1.5]) {
        const refused = await stack.gql(
          'mutation($i: CurrencyRateInput!) { createCurrencyRate(input: $i) { rate { id } } }',
          { i: { hotelId, currency: 'USD', rate, startDate: '2053-01-01' } },
          { token: admin },
        );
        assert.equal(refused.errors![0]!.extensions!.code, 'BAD_USER_INPUT', `rate ${rate}`);
        assert.deepEqual(
          refused.errors![0]!.extensions!.fieldErrors!.map((e) => [e.field, e.reason]),
          [['rate', 'EXCHANGE_RATE_NOT_POSITIVE']],
          `rate ${rate}`,
        );
      }
    });
    const current = ok(
      await stack.gql<{
        currentChildPolicy: { bands: { charge: string }[] };
        currentCancellationPolicy: { tiers: unknown[] };
      }>(
        'query($h: Int!, $d: String) { currentChildPolicy(hotelId: $h, date: $d) { bands { charge } } currentCancellationPolicy(hotelId: $h, date: $d) { tiers { minDaysBefore } } }',
        { h: hotelId, d: `${year}-07-01` },
        { token: admin },
      ),
    );
    assert.deepEqual(
      current.currentChildPolicy.bands.map((b) => b.charge),
      ['FREE', 'CHILD_RATE', 'ADULT'],
    );
    assert.equal(current.currentCancellationPolicy.tiers.length, 3);
  });

  test('the price check: the day price on its date, the seasonal price on the others, LKR and USD', async () => {
    const check = (resident: boolean) =>
      stack.gql<{
        priceCheck: {
          currency: string;
          total: number;
          lines: { date: string; rule: string; amount: number }[];
          taxes: { name: string }[];
        };
      }>(
        'query($i: PriceCheckInput!) { priceCheck(input: $i) { currency total lines { date rule amount } taxes { name } } }',
        {
          i: {
            hotelId,
            channelId: ids.web,
            roomTypeId: ids.deluxe,
            stayTypeId: ids.deluxeBB,
            resident,
            checkInDate: `${year}-12-30`,
            checkOutDate: `${year + 1}-01-01`,
            adults: 2,
            bookingDate: `${year}-12-29`,
          },
        },
        { token: auditor },
      );
    const lkr = ok(await check(true)).priceCheck;
    assert.deepEqual(
      [lkr.currency, lkr.lines.map((l) => [l.rule, l.amount])],
      [
        'LKR',
        [
          ['SEASONAL_PRICE', 35815],
          ['DAY_PRICE', 44080],
        ],
      ],
    );
    const usd = ok(await check(false)).priceCheck;
    assert.deepEqual(
      [usd.currency, usd.lines.map((l) => [l.rule, l.amount])],
      [
        'USD',
        [
          ['SEASONAL_PRICE', 124],
          ['DAY_PRICE', 152],
        ],
      ],
    );
    const refused = await stack.gql(
      'query($i: PriceCheckInput!) { priceCheck(input: $i) { total } }',
      {
        i: {
          hotelId,
          channelId: ids.web,
          roomTypeId: ids.deluxe,
          stayTypeId: ids.deluxeBB,
          resident: true,
          checkInDate: '2054-01-02',
          checkOutDate: '2054-01-01',
          adults: 2,
        },
      },
      { token: auditor },
    );
    assert.deepEqual(
      refused.errors![0]!.extensions!.fieldErrors!.map((e) => [e.field, e.reason]),
      [['checkOutDate', 'CHECK_OUT_NOT_AFTER_CHECK_IN']],
    );
  });

  test('the auditor (READ) checks prices but sets none', async () => {
    await writesNothing(async () => {
      const res = await stack.gql(
        'mutation($i: HotelTaxInput!) { createHotelTax(input: $i) { tax { id } } }',
        { i: { hotelId, name: 'Audit tax', rate: 1, sequence: 4 } },
        { token: auditor },
      );
      assert.equal(res.errors![0]!.extensions!.code, 'FORBIDDEN');
    });
  });
});
