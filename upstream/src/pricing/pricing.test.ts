// Pricing over HTTP: channel, seasonal and day prices, the rate grid, offers, the online rate changer,
// the hotel's taxes, child and cancellation policies, exchange rates and the price check priced by the
// domain engine — each operation's success, each refusal by key and field with nothing written, and the
// pricing features at READ, WRITE and MAINTAIN.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pricing as P, room } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, MAINTAIN, READ, WRITE } from '../test/calls.js';
import { checkPaging, checkSorting, checkSortRefusals } from '../test/paged-search.js';

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let admin: string;
let hotelId: number;
let kandyId: number;
/** The demo's seasons are placed in the year it was seeded. */
let year: number;
const ids: Record<string, number> = {};

const idOf = async (sql: string, params: unknown[]) =>
  (await up.db.query<{ id: number }>(sql, params as never[]))[0]!.id;

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  admin = estate.admin;
  hotelId = estate.colomboId;
  kandyId = estate.kandyId;
  year = Number(
    (
      await up.db.query<{ y: string }>(
        "select extract(year from start_date)::text as y from season where name = 'Low season' limit 1",
      )
    )[0]!.y,
  );
  ids.web = await idOf("select id from channel where hotel_id = $1 and code = 'WEB'", [hotelId]);
  ids.direct = await idOf("select id from channel where hotel_id = $1 and code = 'DIR'", [hotelId]);
  ids.deluxe = await idOf("select id from room_type where hotel_id = $1 and name = 'Deluxe'", [hotelId]);
  ids.standard = await idOf("select id from room_type where hotel_id = $1 and name = 'Standard'", [hotelId]);
  ids.deluxeBB = await idOf("select id from stay_type where room_type_id = $1 and meal_plan = 'BB'", [ids.deluxe]);
  ids.standardBB = await idOf("select id from stay_type where room_type_id = $1 and meal_plan = 'BB'", [ids.standard]);
  ids.high = await idOf("select id from season where hotel_id = $1 and name = 'High season'", [hotelId]);
  ids.kandyChannel = await idOf('select id from channel where hotel_id = $1 limit 1', [kandyId]);
  ids.kandySeason = await idOf('select id from season where hotel_id = $1 limit 1', [kandyId]);
});
after(() => up.close());

describe('channel, seasonal and day prices', () => {
  const key = () => ({ hotelId, channelId: ids.web!, roomTypeId: ids.deluxe!, stayTypeId: ids.deluxeBB! });

  test('the demo has a base price for every channel × room type × stay type, paged and sorted', async () => {
    const res = await api.send(P.searchChannelPrices, { token: admin, query: { hotelId, size: 200 } });
    assert.equal(res.json.pagination.totalRecords, 4 * 3 * 4);
    const web = await api.ok<{ channelPrice: P.entities.ChannelPrice[] }>(P.searchChannelPrices, {
      token: admin,
      query: { ...key() },
    });
    assert.deepEqual(
      web.channelPrice.map((p) => [p.channelName, p.roomTypeName, p.stayTypeName, p.residentRate, p.nonResidentRate]),
      [['Hotel website', 'Deluxe', 'Bed and breakfast', 27550, 95]],
    );
    for (const [endpoint, key] of [
      [P.searchChannelPrices, 'channelPrice'],
      [P.searchSeasonalPrices, 'seasonalPrice'],
      [P.searchDayPrices, 'dayPrice'],
    ] as const) {
      const s = { up, token: admin, endpoint, query: { hotelId }, key };
      await checkPaging(s);
      await checkSortRefusals(s);
    }
    await checkSorting(
      {
        up,
        token: admin,
        endpoint: P.searchChannelPrices,
        query: { hotelId, channelId: ids.web },
        key: 'channelPrice',
      },
      { field: 'channel', direction: 'ASC' },
    );
  });

  test('refuses a negative price, a second price for a combination, a stay type of another room type and another hotel’s channel', async () => {
    await api.refused(
      P.createChannelPrice,
      { token: admin, body: { ...key(), residentRate: -1, nonResidentRate: 10 } },
      { status: 400, reason: 'NEGATIVE_PRICE', field: 'residentRate' },
    );
    await api.refused(
      P.createChannelPrice,
      { token: admin, body: { ...key(), residentRate: 100, nonResidentRate: 10.555 } },
      { status: 400, field: 'nonResidentRate' },
    );
    await api.refused(
      P.createChannelPrice,
      { token: admin, body: { ...key(), residentRate: 100, nonResidentRate: 10 } },
      { status: 409, reason: 'PRICE_ALREADY_SET', field: 'stayTypeId' },
    );
    await api.refused(
      P.createChannelPrice,
      { token: admin, body: { ...key(), stayTypeId: ids.standardBB, residentRate: 100, nonResidentRate: 10 } },
      { status: 409, reason: 'STAY_TYPE_OF_OTHER_ROOM_TYPE', field: 'stayTypeId' },
    );
    await api.refused(
      P.createChannelPrice,
      { token: admin, body: { ...key(), channelId: ids.kandyChannel, residentRate: 100, nonResidentRate: 10 } },
      { status: 409, reason: 'CHANNEL_NOT_OF_HOTEL', field: 'channelId' },
    );
    await api.refused(
      P.createSeasonalPrice,
      { token: admin, body: { ...key(), seasonId: ids.kandySeason, residentRate: 100, nonResidentRate: 10 } },
      { status: 409, reason: 'SEASON_NOT_OF_HOTEL', field: 'seasonId' },
    );
  });

  test('adds, changes and deletes a price of each kind', async () => {
    const season = await api.ok<{ season: { id: number } }>(room.createSeason, {
      token: admin,
      body: { hotelId, name: 'Test season', startDate: '2046-01-01', endDate: '2046-01-31' },
    });
    const cases = [
      {
        create: P.createChannelPrice,
        update: P.updateChannelPrice,
        remove: P.deleteChannelPrice,
        key: 'channelPrice',
        extra: {},
        room: ids.standard,
        stay: 'RO',
      },
      {
        create: P.createSeasonalPrice,
        update: P.updateSeasonalPrice,
        remove: P.deleteSeasonalPrice,
        key: 'seasonalPrice',
        extra: { seasonId: season.season.id },
        room: ids.deluxe,
        stay: 'RO',
      },
      {
        create: P.createDayPrice,
        update: P.updateDayPrice,
        remove: P.deleteDayPrice,
        key: 'dayPrice',
        extra: { priceDate: '2046-02-14' },
        room: ids.deluxe,
        stay: 'FB',
      },
    ] as const;
    await up.db.query('delete from channel_price where channel_id = $1 and room_type_id = $2', [
      ids.direct!,
      ids.standard!,
    ]);
    for (const c of cases) {
      const stayTypeId = await idOf('select id from stay_type where room_type_id = $1 and meal_plan = $2', [
        c.room,
        c.stay,
      ]);
      const body = {
        hotelId,
        channelId: ids.direct,
        roomTypeId: c.room,
        stayTypeId,
        residentRate: 12345.5,
        nonResidentRate: 41.25,
        ...c.extra,
      };
      const created = await api.ok<Record<string, { id: number; residentRate: number }>>(c.create, {
        token: admin,
        body,
      });
      const id = created[c.key]!.id;
      assert.equal(created[c.key]!.residentRate, 12345.5);
      const changed = await api.ok<Record<string, { residentRate: number; nonResidentRate: number }>>(c.update, {
        token: admin,
        body: { ...body, id, residentRate: 0, nonResidentRate: 0.1 },
      });
      assert.deepEqual([changed[c.key]!.residentRate, changed[c.key]!.nonResidentRate], [0, 0.1]);
      await api.ok(c.remove, { token: admin, params: { id } });
    }
  });
});

describe('the rate grid', () => {
  test('shows every night’s price with its rule: day over seasonal over channel price', async () => {
    const { rateGrid } = await api.ok<{ rateGrid: P.entities.RateGridRow[] }>(P.rateGrid, {
      token: admin,
      params: { hotelId },
      query: { fromDate: `${year}-12-13`, toDate: `${year + 1}-01-01`, channelId: ids.web, stayTypeId: ids.deluxeBB },
    });
    assert.equal(rateGrid.length, 1);
    const row = rateGrid[0]!;
    assert.equal(row.rules.length, 20);
    assert.deepEqual(
      [row.rules[0], row.rules[2], row.rules[18], row.rules[19]],
      ['CHANNEL_PRICE', 'SEASONAL_PRICE', 'DAY_PRICE', 'SEASONAL_PRICE'],
    );
    assert.deepEqual(
      [row.residentRates[0], row.residentRates[2], row.residentRates[18], row.nonResidentRates[18]],
      [27550, 35815, 44080, 152],
    );
    const all = await api.ok<{ rateGrid: unknown[] }>(P.rateGrid, {
      token: admin,
      params: { hotelId },
      query: { fromDate: `${year}-01-01`, toDate: `${year}-12-31` },
    });
    assert.equal(all.rateGrid.length, 4 * 3 * 4);
  });

  test('refuses more than a year, or the dates the wrong way round', async () => {
    await api.refused(
      P.rateGrid,
      { token: admin, params: { hotelId }, query: { fromDate: '2030-01-01', toDate: '2031-01-02' } },
      { status: 400, reason: 'RANGE_TOO_LONG', field: 'toDate' },
    );
    await api.refused(
      P.rateGrid,
      { token: admin, params: { hotelId }, query: { fromDate: '2030-01-02', toDate: '2030-01-01' } },
      { status: 400, reason: 'END_BEFORE_START', field: 'toDate' },
    );
  });
});

describe('offers', () => {
  test('adds, changes and deletes offers; each type asks for what it needs', async () => {
    const body = {
      hotelId,
      name: 'Poya weekend',
      offerType: 'DATES',
      discountPercent: 12.5,
      fromDate: '2047-05-10',
      toDate: '2047-05-12',
    };
    const { offerPrice } = await api.ok<{ offerPrice: P.entities.OfferPrice }>(P.createOfferPrice, {
      token: admin,
      body,
    });
    assert.deepEqual([offerPrice.offerType, offerPrice.discountPercent, offerPrice.minNights], ['DATES', 12.5, null]);
    await api.refused(
      P.createOfferPrice,
      { token: admin, body: { ...body, name: 'No end', toDate: null } },
      { status: 400, reason: 'OFFER_DATES_REQUIRED', field: 'toDate' },
    );
    await api.refused(
      P.createOfferPrice,
      { token: admin, body: { ...body, name: 'Long stay', offerType: 'STAY_LENGTH' } },
      { status: 400, reason: 'OFFER_NIGHTS_REQUIRED', field: 'minNights' },
    );
    await api.refused(
      P.createOfferPrice,
      { token: admin, body: { ...body, name: 'Too generous', discountPercent: 120 } },
      { status: 400, reason: 'DISCOUNT_PERCENT_RANGE', field: 'discountPercent' },
    );
    await api.refused(
      P.createOfferPrice,
      { token: admin, body },
      { status: 409, reason: 'NAME_TAKEN_IN_HOTEL', field: 'name' },
    );
    const changed = await api.ok<{ offerPrice: P.entities.OfferPrice }>(P.updateOfferPrice, {
      token: admin,
      body: { ...body, id: offerPrice.id, offerType: 'EARLY_BOOKING', minDaysBefore: 30, roomTypeId: ids.deluxe },
    });
    assert.deepEqual([changed.offerPrice.minDaysBefore, changed.offerPrice.roomTypeName], [30, 'Deluxe']);
    const list = await api.ok<{ offerPrice: { name: string }[] }>(P.searchOfferPrices, {
      token: admin,
      query: { hotelId },
    });
    assert.deepEqual(
      list.offerPrice.map((o) => o.name),
      ['Early bird', 'Poya weekend', 'Stay a week'],
    );
    await api.ok(P.deleteOfferPrice, { token: admin, params: { id: offerPrice.id } });
  });
});

describe('the online rate changer', () => {
  const change = (extra: Record<string, unknown> = {}) => ({
    hotelId,
    fromDate: '2048-03-01',
    toDate: '2048-03-03',
    direction: 'RAISE',
    changeType: 'PERCENTAGE',
    percent: 10,
    roomTypeIds: [ids.deluxe],
    ...extra,
  });

  test('previews the online channels’ nights and writes nothing', async () => {
    const mark = await up.db.query<{ n: number }>('select count(*)::int as n from day_price');
    const { rateChange } = await api.ok<{ rateChange: P.entities.RateChangeRow[] }>(P.previewRateChange, {
      token: admin,
      body: change(),
    });
    // Online channels (Booking.com, the website) × Deluxe's 4 stay types × 3 nights.
    assert.equal(rateChange.length, 2 * 4 * 3);
    const web = rateChange.find((r) => r.channelName === 'Hotel website' && r.stayTypeName === 'Bed and breakfast')!;
    assert.deepEqual(
      [web.rule, web.residentRate, web.newResidentRate, web.nonResidentRate, web.newNonResidentRate],
      ['CHANNEL_PRICE', 27550, 30305, 95, 104.5],
    );
    assert.deepEqual(await up.db.query('select count(*)::int as n from day_price'), mark);
  });

  test('saves the change as day prices, which the grid then shows', async () => {
    const { rateChange } = await api.ok<{ rateChange: unknown[] }>(P.applyRateChange, {
      token: admin,
      body: change({
        changeType: 'AMOUNT',
        percent: null,
        residentAmount: 1000,
        nonResidentAmount: 5,
        channelIds: [ids.web],
      }),
    });
    assert.equal(rateChange.length, 4 * 3);
    const { rateGrid } = await api.ok<{ rateGrid: P.entities.RateGridRow[] }>(P.rateGrid, {
      token: admin,
      params: { hotelId },
      query: { fromDate: '2048-03-01', toDate: '2048-03-04', channelId: ids.web, stayTypeId: ids.deluxeBB },
    });
    assert.deepEqual(rateGrid[0]!.rules, ['DAY_PRICE', 'DAY_PRICE', 'DAY_PRICE', 'CHANNEL_PRICE']);
    assert.deepEqual(rateGrid[0]!.residentRates, [28550, 28550, 28550, 27550]);
  });

  test('refuses a change below zero, nothing to change, and a change without its value; writes nothing', async () => {
    await api.refused(
      P.applyRateChange,
      {
        token: admin,
        body: change({
          direction: 'LOWER',
          changeType: 'AMOUNT',
          percent: null,
          residentAmount: 1,
          nonResidentAmount: 500,
        }),
      },
      { status: 400, reason: 'RATE_CHANGE_BELOW_ZERO', field: 'nonResidentAmount', params: { date: '2048-03-01' } },
    );
    await api.refused(
      P.applyRateChange,
      { token: admin, body: change({ roomTypeIds: [999999] }) },
      { status: 400, reason: 'RATE_CHANGE_NOTHING', field: 'channelIds' },
    );
    await api.refused(
      P.applyRateChange,
      { token: admin, body: change({ changeType: 'AMOUNT', percent: null }) },
      { status: 400, reason: 'RATE_CHANGE_VALUE_REQUIRED', field: 'residentAmount' },
    );
  });
});

describe('taxes', () => {
  test('the demo taxes by sequence; adds, changes, deletes; rate and flags checked', async () => {
    const { tax } = await api.ok<{ tax: P.entities.HotelTax[] }>(P.searchHotelTaxes, {
      token: admin,
      query: { hotelId },
    });
    assert.deepEqual(
      tax.map((t) => [t.name, t.rate, t.sequence, t.vat, t.socialSecurityContributionLevy]),
      [
        ['Service charge', 10, 1, false, false],
        ['Social security contribution levy', 2.5, 2, false, true],
        ['VAT', 18, 3, true, false],
      ],
    );
    const body = { hotelId, name: 'Tourism levy', rate: 1, sequence: 4 };
    await api.refused(
      P.createHotelTax,
      { token: admin, body: { ...body, rate: -1 } },
      { status: 400, reason: 'TAX_RATE_NEGATIVE', field: 'rate' },
    );
    await api.refused(
      P.createHotelTax,
      { token: admin, body: { ...body, vat: true, socialSecurityContributionLevy: true } },
      { status: 400, reason: 'TAX_VAT_AND_LEVY', field: 'socialSecurityContributionLevy' },
    );
    const created = await api.ok<{ tax: P.entities.HotelTax }>(P.createHotelTax, { token: admin, body });
    await api.refused(
      P.createHotelTax,
      { token: admin, body },
      { status: 409, reason: 'TAX_NAME_TAKEN', field: 'name' },
    );
    const changed = await api.ok<{ tax: P.entities.HotelTax }>(P.updateHotelTax, {
      token: admin,
      body: { ...body, id: created.tax.id, rate: 0, active: false },
    });
    assert.deepEqual([changed.tax.rate, changed.tax.active], [0, false]);
    await api.ok(P.deleteHotelTax, { token: admin, params: { id: created.tax.id } });
    const s = { up, token: admin, endpoint: P.searchHotelTaxes, query: { hotelId }, key: 'tax' };
    await checkSorting(s, { field: 'sequence', direction: 'ASC' });
  });
});

describe('child policy', () => {
  test('the current policy, a room type’s over the hotel’s; overlapping bands refused naming the band', async () => {
    const current = await api.ok<{ childPolicy: P.entities.ChildPolicy }>(P.currentChildPolicy, {
      token: admin,
      query: { hotelId, date: `${year}-06-01` },
    });
    assert.deepEqual(
      current.childPolicy.bands.map((b) => [b.fromAge, b.toAge, b.charge, b.ratePercent]),
      [
        [0, 5, 'FREE', 0],
        [6, 11, 'CHILD_RATE', 50],
        [12, 17, 'ADULT', 0],
      ],
    );
    const bands = [
      { fromAge: 0, toAge: 2, charge: 'FREE' },
      { fromAge: 3, toAge: 12, charge: 'CHILD_RATE', ratePercent: 40 },
    ];
    const body = { hotelId, roomTypeId: ids.deluxe, name: 'Deluxe children', validFrom: `${year}-03-01`, bands };
    await api.refused(
      P.createChildPolicy,
      { token: admin, body: { ...body, bands: [...bands, { fromAge: 12, toAge: 17, charge: 'ADULT' }] } },
      {
        status: 400,
        reason: 'AGE_BANDS_OVERLAP',
        field: 'bands.2.fromAge',
        params: { first: '3–12', second: '12–17' },
      },
    );
    await api.refused(
      P.createChildPolicy,
      { token: admin, body: { ...body, bands: [{ fromAge: 0, toAge: 18, charge: 'FREE' }] } },
      { status: 400, reason: 'AGE_RANGE', field: 'bands.0.toAge' },
    );
    const created = await api.ok<{ childPolicy: P.entities.ChildPolicy }>(P.createChildPolicy, { token: admin, body });
    await api.refused(
      P.createChildPolicy,
      { token: admin, body },
      { status: 409, reason: 'POLICY_DATE_TAKEN', field: 'validFrom' },
    );
    const forDeluxe = await api.ok<{ childPolicy: P.entities.ChildPolicy }>(P.currentChildPolicy, {
      token: admin,
      query: { hotelId, roomTypeId: ids.deluxe, date: `${year}-06-01` },
    });
    assert.equal(forDeluxe.childPolicy.name, 'Deluxe children');
    const changed = await api.ok<{ childPolicy: P.entities.ChildPolicy }>(P.updateChildPolicy, {
      token: admin,
      body: {
        ...body,
        id: created.childPolicy.id,
        bands: [{ fromAge: 0, toAge: 17, charge: 'CHILD_RATE', ratePercent: 30 }],
      },
    });
    assert.equal(changed.childPolicy.bands.length, 1);
    const list = await api.ok<{ childPolicy: unknown[] }>(P.childPolicies, { token: admin, query: { hotelId } });
    assert.equal(list.childPolicy.length, 2);
    const other = await api.ok<{ childPolicy: { id: number } }>(P.createChildPolicy, {
      token: admin,
      body: { ...body, validFrom: `${year}-04-01` },
    });
    await api.ok(P.deleteChildPolicies, {
      token: admin,
      params: { ids: `${created.childPolicy.id},${other.childPolicy.id}` },
    });
    const [left] = await up.db.query<{ n: number }>('select count(*)::int as n from child_policy where hotel_id = $1', [
      hotelId,
    ]);
    assert.equal(left!.n, 1);
  });

  test('the database refuses overlapping bands from a writer that skips the check', async () => {
    const policy = await idOf('select id from child_policy where hotel_id = $1', [hotelId]);
    await assert.rejects(
      up.db.query(
        "insert into child_policy_band (child_policy_id, from_age, to_age, charge) values ($1, 4, 7, 'FREE')",
        [policy],
      ),
      (err: { code?: string }) => err.code === '23P01',
    );
  });
});

describe('cancellation policy', () => {
  test('the current terms; adds, changes, deletes; two tiers from one day refused', async () => {
    const current = await api.ok<{ cancellationPolicy: P.entities.CancellationPolicy }>(P.currentCancellationPolicy, {
      token: admin,
      query: { hotelId, date: `${year}-06-01` },
    });
    assert.deepEqual(current.cancellationPolicy.tiers, [
      { minDaysBefore: 15, chargePercent: 0 },
      { minDaysBefore: 7, chargePercent: 50 },
      { minDaysBefore: 0, chargePercent: 100 },
    ]);
    const body = {
      hotelId,
      name: 'Festive terms',
      validFrom: `${year}-12-01`,
      noShowPercent: 100,
      tiers: [
        { minDaysBefore: 30, chargePercent: 25 },
        { minDaysBefore: 0, chargePercent: 100 },
      ],
    };
    await api.refused(
      P.createCancellationPolicy,
      { token: admin, body: { ...body, tiers: [...body.tiers, { minDaysBefore: 30, chargePercent: 10 }] } },
      { status: 400, reason: 'CANCELLATION_TIERS_REPEAT', field: 'tiers.2.minDaysBefore', params: { days: 30 } },
    );
    await api.refused(
      P.createCancellationPolicy,
      { token: admin, body: { ...body, noShowPercent: 150 } },
      { status: 400, reason: 'PERCENT_RANGE', field: 'noShowPercent' },
    );
    const created = await api.ok<{ cancellationPolicy: { id: number } }>(P.createCancellationPolicy, {
      token: admin,
      body,
    });
    await api.ok(P.updateCancellationPolicy, {
      token: admin,
      body: { ...body, id: created.cancellationPolicy.id, noShowPercent: 80 },
    });
    const later = await api.ok<{ cancellationPolicy: P.entities.CancellationPolicy }>(P.currentCancellationPolicy, {
      token: admin,
      query: { hotelId, date: `${year}-12-24` },
    });
    assert.deepEqual([later.cancellationPolicy.name, later.cancellationPolicy.noShowPercent], ['Festive terms', 80]);
    const list = await api.ok<{ cancellationPolicy: unknown[] }>(P.cancellationPolicies, {
      token: admin,
      query: { hotelId },
    });
    assert.equal(list.cancellationPolicy.length, 2);
    await api.ok(P.deleteCancellationPolicy, { token: admin, params: { id: created.cancellationPolicy.id } });
  });
});

describe('currency exchange rates', () => {
  test('searches by currency prefix by start date; adds, changes, deletes; a rate of zero or less refused', async () => {
    const usd = await api.ok<{ currencyExchangeRate: P.entities.CurrencyExchangeRate[] }>(P.searchCurrencyRates, {
      token: admin,
      query: { hotelId, currencyPrefix: 'us' },
    });
    assert.deepEqual(
      usd.currencyExchangeRate.map((r) => [r.currencyPrefix, r.rate]),
      [
        ['USD', 302.75],
        ['USD', 298.5],
      ],
    );
    const body = { hotelId, currencyPrefix: 'ETH', rate: 1100000.5, startDate: '2049-01-01' };
    for (const rate of [0, -5]) {
      await api.refused(
        P.createCurrencyRate,
        { token: admin, body: { ...body, rate } },
        { status: 400, reason: 'EXCHANGE_RATE_NOT_POSITIVE', field: 'rate' },
      );
    }
    await api.refused(
      P.createCurrencyRate,
      { token: admin, body: { ...body, currencyPrefix: 'LKR' } },
      { status: 400, reason: 'EXCHANGE_CURRENCY', field: 'currencyPrefix' },
    );
    const created = await api.ok<{ currencyExchangeRate: P.entities.CurrencyExchangeRate }>(P.createCurrencyRate, {
      token: admin,
      body,
    });
    assert.equal(created.currencyExchangeRate.rate, 1100000.5);
    await api.refused(
      P.createCurrencyRate,
      { token: admin, body },
      { status: 409, reason: 'EXCHANGE_RATE_TAKEN', field: 'startDate' },
    );
    await api.ok(P.updateCurrencyRate, {
      token: admin,
      body: { ...body, id: created.currencyExchangeRate.id, rate: 0.00012345 },
    });
    await api.ok(P.deleteCurrencyRate, { token: admin, params: { id: created.currencyExchangeRate.id } });
    const s = { up, token: admin, endpoint: P.searchCurrencyRates, query: { hotelId }, key: 'currencyExchangeRate' };
    await checkPaging(s);
    await checkSorting(s, { field: 'startDate', direction: 'DESC' });
  });
});

describe('the price check', () => {
  const stay = (extra: Record<string, unknown> = {}) => ({
    hotelId,
    channelId: ids.web,
    roomTypeId: ids.deluxe,
    stayTypeId: ids.deluxeBB,
    resident: true,
    checkInDate: `${year}-12-30`,
    checkOutDate: `${year + 1}-01-02`,
    adults: 2,
    bookingDate: `${year}-12-29`,
    ...extra,
  });

  test('prices each night by its rule, with the taxes by sequence and VAT, in LKR for a resident', async () => {
    const { priceCheck } = await api.ok<{ priceCheck: P.entities.PriceCheck }>(P.checkPrice, {
      token: admin,
      body: stay(),
    });
    assert.deepEqual(
      priceCheck.lines.map((l) => [l.date, l.rule, l.seasonName, l.amount]),
      [
        [`${year}-12-30`, 'SEASONAL_PRICE', 'High season', 35815],
        [`${year}-12-31`, 'DAY_PRICE', 'High season', 44080],
        [`${year + 1}-01-01`, 'SEASONAL_PRICE', 'High season', 35815],
      ],
    );
    // 115,710 + service charge 11,571 = 127,281; levy × 2.5/97.5 = 3,263.62; VAT 18 % of 130,544.62 = 23,498.03.
    assert.deepEqual(
      priceCheck.taxes.map((t) => [t.name, t.amount]),
      [
        ['Service charge', 11571],
        ['Social security contribution levy', 3263.62],
        ['VAT', 23498.03],
      ],
    );
    assert.deepEqual(
      [priceCheck.currency, priceCheck.nights, priceCheck.subtotal, priceCheck.total, priceCheck.vat],
      ['LKR', 3, 115710, 154042.65, true],
    );
    assert.deepEqual(
      priceCheck.equivalents.map((e) => e.currency),
      ['USD', 'BTC', 'ETH'],
    );
  });

  test('prices a non-resident in USD; children by the policy; VAT left out when asked', async () => {
    const { priceCheck } = await api.ok<{ priceCheck: P.entities.PriceCheck }>(P.checkPrice, {
      token: admin,
      body: stay({ resident: false, childAges: [4, 9], vat: false, checkOutDate: `${year}-12-31` }),
    });
    assert.equal(priceCheck.currency, 'USD');
    // 124 a night in the high season; the 9-year-old at half the room, the 4-year-old free.
    assert.deepEqual(
      [priceCheck.lines[0]!.room, priceCheck.lines[0]!.children, priceCheck.lines[0]!.amount],
      [124, 62, 186],
    );
    assert.deepEqual(
      priceCheck.taxes.map((t) => t.name),
      ['Service charge', 'Social security contribution levy'],
    );
    assert.equal(priceCheck.childPolicyName, 'Children');
  });

  test('refuses what the catalogue cannot price, naming the field', async () => {
    await api.refused(
      P.checkPrice,
      { token: admin, body: stay({ adults: 2, childAges: [13, 14] }) },
      { status: 400, reason: 'TOO_MANY_ADULTS', field: 'adults', params: { max: 3 } },
    );
    await api.refused(
      P.checkPrice,
      { token: admin, body: stay({ checkOutDate: `${year}-12-30` }) },
      { status: 400, reason: 'CHECK_OUT_NOT_AFTER_CHECK_IN', field: 'checkOutDate' },
    );
    await api.refused(
      P.checkPrice,
      { token: admin, body: stay({ stayTypeId: ids.standardBB }) },
      { status: 400, reason: 'STAY_TYPE_OF_OTHER_ROOM_TYPE', field: 'stayTypeId' },
    );
    await api.refused(
      P.checkPrice,
      { token: admin, body: stay({ channelId: ids.kandyChannel }) },
      { status: 400, reason: 'NO_RATE_FOR_NIGHT', field: 'checkInDate' },
    );
  });
});

describe('rights', () => {
  test('CHANNEL READ checks prices but cannot set one; WRITE sets; MAINTAIN deletes; another hotel is closed', async () => {
    const service = estate.colombo.HOTEL;
    const reader = (await staffWith(up, estate, service, { CHANNEL: READ, TAX: READ, CURRENCY_RATE: READ })).token;
    const writer = (await staffWith(up, estate, service, { CHANNEL: WRITE })).token;
    const maintainer = (await staffWith(up, estate, service, { CHANNEL: MAINTAIN })).token;
    await api.ok(P.searchChannelPrices, { token: reader, query: { hotelId } });
    await api.ok(P.searchHotelTaxes, { token: reader, query: { hotelId } });
    await api.refused(P.searchHotelTaxes, { token: writer, query: { hotelId } }, { status: 403 });
    const body = {
      hotelId,
      channelId: ids.direct,
      roomTypeId: ids.standard,
      stayTypeId: ids.standardBB,
      priceDate: '2050-01-01',
      residentRate: 1,
      nonResidentRate: 1,
    };
    await api.refused(P.createDayPrice, { token: reader, body }, { status: 403 });
    const created = await api.ok<{ dayPrice: { id: number } }>(P.createDayPrice, { token: writer, body });
    await api.refused(P.deleteDayPrice, { token: writer, params: { id: created.dayPrice.id } }, { status: 403 });
    await api.ok(P.deleteDayPrice, { token: maintainer, params: { id: created.dayPrice.id } });
    await api.refused(P.searchChannelPrices, { token: maintainer, query: { hotelId: kandyId } }, { status: 403 });
    await api.refused(
      P.createCurrencyRate,
      { token: reader, body: { hotelId, currencyPrefix: 'USD', rate: 1, startDate: '2050-01-01' } },
      { status: 403 },
    );
  });
});
