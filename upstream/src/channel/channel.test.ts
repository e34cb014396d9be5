// The channel area over HTTP beyond the request flow (notification.test.ts): a channel with prices is
// not deleted, which active channels sell online, and the guides and drivers with their commission —
// each success, each refusal naming its field with nothing written, and CHANNEL at each level.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { channel as C, type Channel } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, MAINTAIN, READ, WRITE } from '../test/calls.js';
import { checkPaging, checkSorting, checkSortRefusals } from '../test/paged-search.js';

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let admin: string;
let hotelId: number;

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  admin = estate.admin;
  hotelId = estate.colomboId;
});
after(() => up.close());

const channelBody = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Channel ${code}`,
  channelTypeName: 'TA',
  groupId: estate.groupId,
  hotelId,
  channelStatus: 'ACTIVE',
  ...extra,
});

describe('channels', () => {
  test('searches by the spec’s filters, newest first', async () => {
    const { channel } = await api.ok<{ channel: Channel[] }>(C.searchChannels, {
      token: admin,
      query: { hotelId, channelTypeName: 'WEB' },
    });
    assert.deepEqual(
      channel.map((c) => [c.code, c.online]),
      [['WEB', true]],
    );
    const s = { up, token: admin, endpoint: C.searchChannels, query: { hotelId }, key: 'channel' };
    await checkPaging(s);
    await checkSorting(s, { field: 'id', direction: 'DESC' });
    await checkSortRefusals(s);
  });

  test('refuses to delete a channel that has prices, saying how many; deletes one without', async () => {
    const [booking] = await up.db.query<{ id: number; n: number }>(
      `select c.id, ((select count(*) from channel_price p where p.channel_id = c.id)
                  + (select count(*) from seasonal_price p where p.channel_id = c.id)
                  + (select count(*) from day_price p where p.channel_id = c.id))::int as n
         from channel c where c.hotel_id = $1 and c.code = 'BKG'`,
      [hotelId],
    );
    await api.refused(
      C.deleteChannel,
      { token: admin, params: { id: booking!.id } },
      { status: 409, reason: 'CHANNEL_HAS_PRICES', params: { count: booking!.n } },
    );
    const { channel } = await api.ok<{ channel: Channel }>(C.createChannel, { token: admin, body: channelBody('TMP') });
    await api.ok(C.deleteChannel, { token: admin, params: { id: channel.id } });
  });
});

describe('online channels', () => {
  test('lists the active channels with whether each sells online, and sets which do', async () => {
    const before = await api.ok<{ channel: Channel[] }>(C.onlineChannels, { token: admin, params: { hotelId } });
    assert.deepEqual(
      before.channel.filter((c) => c.online).map((c) => c.code),
      ['BKG', 'WEB'],
    );
    assert.ok(before.channel.every((c) => c.channelStatus === 'ACTIVE'));
    const direct = before.channel.find((c) => c.code === 'DIR')!;
    const after = await api.ok<{ channel: Channel[] }>(C.setOnlineChannels, {
      token: admin,
      body: { hotelId, channelIds: [direct.id] },
    });
    assert.deepEqual(
      after.channel.filter((c) => c.online).map((c) => c.code),
      ['DIR'],
    );
  });

  test('refuses a channel that is not active or of another hotel, changing nothing', async () => {
    const [pending] = await up.db.query<{ id: number }>(
      "select id from channel where hotel_id = $1 and channel_status = 'NEW_PENDING' limit 1",
      [hotelId],
    );
    await api.refused(
      C.setOnlineChannels,
      { token: admin, body: { hotelId, channelIds: [pending!.id] } },
      { status: 400, reason: 'ONLINE_CHANNEL_NOT_ACTIVE', field: 'channelIds' },
    );
    const [kandy] = await up.db.query<{ id: number }>('select id from channel where hotel_id = $1 limit 1', [
      estate.kandyId,
    ]);
    await api.refused(
      C.setOnlineChannels,
      { token: admin, body: { hotelId, channelIds: [kandy!.id] } },
      { status: 400, reason: 'ONLINE_CHANNEL_NOT_ACTIVE', field: 'channelIds' },
    );
  });
});

describe('guides and drivers', () => {
  const kinds = [
    { E: C.guides, key: 'guide', demo: 'Sunil Jayasuriya' },
    { E: C.drivers, key: 'driver', demo: 'Kamal Fernando' },
  ] as const;
  for (const kind of kinds) {
    test(`${kind.key}s: listed, added, changed and deleted; commission and phone checked`, async () => {
      const list = await api.ok<Record<string, C.entities.Guide[]>>(kind.E.search, {
        token: admin,
        query: { hotelId },
      });
      assert.deepEqual(
        list[kind.key]!.map((g) => g.name),
        [kind.demo],
      );
      const body = { hotelId, name: `New ${kind.key}`, phone: '+94 77 000 1111', commissionPercent: 7.5 };
      const created = await api.ok<Record<string, C.entities.Guide>>(kind.E.create, { token: admin, body });
      const id = created[kind.key]!.id;
      assert.equal(created[kind.key]!.kind, kind.key.toUpperCase());
      await api.refused(
        kind.E.create,
        { token: admin, body: { ...body, name: 'Too much', commissionPercent: 101 } },
        { status: 400, reason: 'COMMISSION_RANGE', field: 'commissionPercent' },
      );
      await api.refused(
        kind.E.create,
        { token: admin, body: { ...body, name: 'Bad phone', phone: 'call me' } },
        { status: 400, reason: 'INVALID_PHONE_NUMBER', field: 'phone' },
      );
      await api.refused(
        kind.E.create,
        { token: admin, body },
        { status: 409, reason: 'NAME_TAKEN_IN_HOTEL', field: 'name' },
      );
      const changed = await api.ok<Record<string, C.entities.Guide>>(kind.E.update, {
        token: admin,
        body: { ...body, id, commissionPercent: 10 },
      });
      assert.equal(changed[kind.key]!.commissionPercent, 10);
      await api.ok(kind.E.remove, { token: admin, params: { id } });
      const s = { up, token: admin, endpoint: kind.E.search, query: { hotelId }, key: kind.key };
      await checkSorting(s, { field: 'name', direction: 'ASC' });
    });
  }

  test('a guide is not a driver: the driver calls do not reach it', async () => {
    const [guide] = await up.db.query<{ id: number }>("select id from guide where kind = 'GUIDE' and hotel_id = $1", [
      hotelId,
    ]);
    await api.refused(C.drivers.remove, { token: admin, params: { id: guide!.id } }, { status: 404 });
  });

  test('CHANNEL at READ views, WRITE adds and changes, MAINTAIN deletes', async () => {
    const service = estate.colombo.HOTEL;
    const reader = (await staffWith(up, estate, service, { CHANNEL: READ })).token;
    const writer = (await staffWith(up, estate, service, { CHANNEL: WRITE })).token;
    const maintainer = (await staffWith(up, estate, service, { CHANNEL: MAINTAIN })).token;
    const body = { hotelId, name: 'Rights guide' };
    await api.ok(C.guides.search, { token: reader, query: { hotelId } });
    await api.refused(C.guides.create, { token: reader, body }, { status: 403 });
    const created = await api.ok<{ guide: { id: number } }>(C.guides.create, { token: writer, body });
    await api.refused(C.guides.remove, { token: writer, params: { id: created.guide.id } }, { status: 403 });
    await api.ok(C.guides.remove, { token: maintainer, params: { id: created.guide.id } });
    await api.refused(C.setOnlineChannels, { token: reader, body: { hotelId, channelIds: [] } }, { status: 403 });
  });
});
