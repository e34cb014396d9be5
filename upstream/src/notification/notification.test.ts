// Notifications and channels over HTTP (and the live channel-creation topic over STOMP): a pending
// channel request shows in the bell until it is answered, once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { access, channel as channels, channelCreationTopic, hotel, notification, people } from '@hotel/schema';
import { Inbox } from '../stomp/testing.js';
import { loadEstate, staffWith } from '../test/fixtures.js';
import { at, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { LiveClient } from '../test/live-client.js';
import { checkPaging, checkSorting, checkSortRefusals, type PagedSearch } from '../test/paged-search.js';

let up: TestUpstream;
let groupAdmin: string;
let frontDesk: string;
let auditor: string;
let waiter: string;
let groupId: number;
let colomboId: number;
let kandyId: number;
let live: LiveClient;
let inbox: Inbox;

const channelBody = (code: string, name: string, extra: Record<string, unknown> = {}) => ({
  code,
  name,
  country: 'Netherlands',
  channelTypeName: 'OTA',
  groupId,
  hotelId: colomboId,
  ...extra,
});

async function createChannel(code: string, name: string, extra: Record<string, unknown> = {}) {
  const res = await up.api('POST', at(channels.createChannel), {
    token: groupAdmin,
    body: channelBody(code, name, extra),
  });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.result.channel;
}

const bell = async (token = frontDesk, hotelId = colomboId) =>
  (await up.api('GET', at(notification.hotelNotifications, { hotelId }, { groupId }), { token })).json.result
    .notification as {
    type: number;
    description: string;
    messageKey: string | null;
    messageParams: Record<string, string | number>;
    channelId: number | null;
  }[];

async function waitForMessages(count: number): Promise<void> {
  await inbox.waitFor(count).catch(() => undefined);
  assert.equal(inbox.messages.length, count, 'live channel requests');
}

before(async () => {
  up = await startTestUpstream();
  groupAdmin = await up.signIn('group.admin@demo.lk');
  frontDesk = await up.signIn('frontdesk@demo.lk');
  auditor = await up.signIn('auditor@demo.lk');
  waiter = await up.signIn('waiter@demo.lk');
  const list = (await up.api('GET', at(hotel.listHotels), { token: groupAdmin })).json.result.hotel;
  colomboId = list.find((h: { name: string }) => h.name === 'Serendib Colombo').id;
  kandyId = list.find((h: { name: string }) => h.name === 'Serendib Kandy').id;
  groupId = list[0].groupId;
  live = await LiveClient.connect(up);
  inbox = await live.watch(channelCreationTopic('HOTEL', colomboId));
});
after(async () => {
  await live.close();
  await up.close();
});

describe('channel requests', () => {
  let bookingId: number;

  test('a NEW_PENDING channel leaves a mention in the bell and is announced live', async () => {
    const channel = await createChannel('BDC', 'Booking.com');
    bookingId = channel.id;
    assert.equal(channel.channelStatus, 'NEW_PENDING');
    await waitForMessages(1);
    const message = JSON.parse(inbox.messages[0]!.body);
    assert.match(message.hotelCardLogo, /^images\/[0-9a-f-]{36}$/);
    assert.deepEqual(
      { ...message, hotelCardLogo: 'logo' },
      {
        channelName: 'Booking.com',
        hotelName: 'Serendib Colombo',
        hotelCardLogo: 'logo',
        channelId: channel.id,
        hotelId: colomboId,
      },
    );
    const [mention] = await bell();
    assert.equal(mention!.type, 4);
    assert.equal(mention!.description, 'Booking.com requests to sell rooms of Serendib Colombo');
    assert.equal(mention!.messageKey, 'CHANNEL_REQUESTED', 'the text by key, for the user’s language');
    assert.deepEqual(mention!.messageParams, { channel: 'Booking.com', hotel: 'Serendib Colombo' });
    assert.equal(mention!.channelId, channel.id);
  });

  test('the demo’s notifications name their texts by key too', async () => {
    const keys = (await bell()).map((n) => [n.messageKey, n.messageParams, n.description]);
    assert.deepEqual(
      keys.filter(([key]) => key !== 'CHANNEL_REQUESTED'),
      [
        ['NIGHT_AUDIT_COMPLETED', {}, 'Night audit completed for yesterday'],
        ['CHANNEL_CONNECTED', { channel: 'Booking.com' }, 'Booking.com channel connected'],
      ],
    );
  });

  test('an ACTIVE channel is neither a mention nor announced', async () => {
    const before = (await bell()).length;
    await createChannel('DIRECT', 'Walk-in', {
      channelTypeName: 'DIRECT',
      channelStatus: 'ACTIVE',
    });
    assert.equal((await bell()).length, before);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(inbox.messages.length, 1);
  });

  test('a channel code used twice in a hotel is 40900; a hotel outside the group is 40000; an unknown hotel 40400', async () => {
    const twice = await up.api('POST', at(channels.createChannel), {
      token: groupAdmin,
      body: channelBody('bdc', 'Booking again'),
    });
    assert.equal(twice.status, 409);
    assert.equal(twice.json.message, 'A channel with this code already exists for the hotel');
    assert.equal(twice.json.reason, 'CHANNEL_CODE_TAKEN');
    const wrongGroup = await up.api('POST', at(channels.createChannel), {
      token: groupAdmin,
      body: channelBody('EXP', 'Expedia', { groupId: groupId + 1000 }),
    });
    assert.equal(wrongGroup.json.errors[0].field, 'groupId');
    const unknown = await up.api('POST', at(channels.createChannel), {
      token: groupAdmin,
      body: channelBody('EXP', 'Expedia', { hotelId: 999999 }),
    });
    assert.equal(unknown.json.message, 'Hotel not found');
    assert.equal(unknown.json.reason, 'NOT_FOUND');
    assert.deepEqual(unknown.json.params, { what: 'Hotel' });
  });

  test('a read-only front office user creates no channel', async () => {
    const res = await up.api('POST', at(channels.createChannel), {
      token: auditor,
      body: channelBody('AGD', 'Agoda'),
    });
    assert.equal(res.json.statusCode, '40300');
    assert.equal(res.json.message, 'You do not have permission to do this');
    assert.equal(res.json.reason, 'NOT_PERMITTED');
  });

  test('answering needs CHANNEL EDIT: the read-only auditor is refused', async () => {
    const res = await up.api(
      'PUT',
      at(notification.answerChannelRequest, { hotelId: colomboId, channelId: bookingId }, { acceptChannel: true }),
      {
        token: auditor,
      },
    );
    assert.equal(res.status, 403);
  });

  test('the front desk accepts; the mention leaves the bell; a second answer is 40900', async () => {
    const res = await up.api(
      'PUT',
      at(notification.answerChannelRequest, { hotelId: colomboId, channelId: bookingId }, { acceptChannel: true }),
      {
        token: frontDesk,
      },
    );
    assert.equal(res.json.statusCode, '20000');
    assert.equal(res.json.message, 'Channel request accepted');
    assert.equal(res.json.result.channel.channelStatus, 'ACTIVE');
    assert.ok(!(await bell()).some((n) => n.channelId === bookingId));
    const again = await up.api(
      'PUT',
      at(notification.answerChannelRequest, { hotelId: colomboId, channelId: bookingId }, { acceptChannel: false }),
      {
        token: frontDesk,
      },
    );
    assert.equal(again.status, 409);
    assert.equal(again.json.message, 'This channel request has already been answered');
    assert.equal(again.json.reason, 'CHANNEL_REQUEST_ANSWERED');
  });

  test('a rejected request becomes REJECTED; a channel of another hotel is 40400', async () => {
    const channel = await createChannel('AGD', 'Agoda');
    const wrongHotel = await up.api(
      'PUT',
      at(notification.answerChannelRequest, { hotelId: kandyId, channelId: channel.id }, { acceptChannel: true }),
      {
        token: groupAdmin,
      },
    );
    assert.equal(wrongHotel.json.message, 'Channel not found');
    assert.equal(wrongHotel.json.reason, 'NOT_FOUND');
    assert.deepEqual(wrongHotel.json.params, { what: 'Channel' });
    const res = await up.api(
      'PUT',
      at(notification.answerChannelRequest, { hotelId: colomboId, channelId: channel.id }, { acceptChannel: false }),
      {
        token: groupAdmin,
      },
    );
    assert.equal(res.json.message, 'Channel request rejected');
    assert.equal(res.json.result.channel.channelStatus, 'REJECTED');
  });

  test("the bell is read within the caller's scope; an unknown hotel is 40400", async () => {
    const refused = await up.api('GET', at(notification.hotelNotifications, { hotelId: kandyId }), { token: waiter });
    assert.equal(refused.json.statusCode, '40300');
    const missing = await up.api('GET', at(notification.hotelNotifications, { hotelId: 999999 }), {
      token: groupAdmin,
    });
    assert.equal(missing.json.statusCode, '40400');
    const ownHotel = await up.api('GET', at(notification.hotelNotifications, { hotelId: colomboId }), {
      token: waiter,
    });
    assert.equal(ownHotel.status, 403, 'the waiter works in the hotel but holds no CHANNEL');
  });

  test('a user with CHANNEL in one hotel and any role in another reads the requests of the first only', async () => {
    const estate = await loadEstate(up);
    const kandyRequest = await up.api('POST', at(channels.createChannel), {
      token: groupAdmin,
      body: channelBody('KDYREQ', 'Kandy Tours', { hotelId: kandyId }),
    });
    assert.equal(kandyRequest.status, 200, JSON.stringify(kandyRequest.json));
    const kandyServices = (await up.api('GET', at(hotel.servicesOfHotel, { id: kandyId }), { token: estate.admin }))
      .json.result.hotelService as { id: number; serviceType: string }[];
    const kandyFrontOffice = kandyServices.find((s) => s.serviceType === 'HOTEL')!.id;
    const clerk = await staffWith(up, estate, estate.colombo.HOTEL, { CHANNEL: 0 });
    const kandyRole = await up.api('POST', at(access.createServiceRole), {
      token: estate.admin,
      body: { serviceId: kandyFrontOffice, name: 'Kandy porter' },
    });
    const allocated = await up.api('PUT', at(people.allocateUser), {
      token: estate.admin,
      body: {
        userId: clerk.userId,
        allocations: [
          { serviceId: estate.colombo.HOTEL, serviceRoleId: clerk.roleId },
          { serviceId: kandyFrontOffice, serviceRoleId: kandyRole.json.result.serviceRole.id },
        ],
      },
    });
    assert.equal(allocated.status, 200, JSON.stringify(allocated.json));

    assert.equal(
      (await up.api('GET', at(notification.hotelNotifications, { hotelId: colomboId }), { token: clerk.token })).status,
      200,
    );
    const kandyBell = await up.api('GET', at(notification.hotelNotifications, { hotelId: kandyId }), {
      token: clerk.token,
    });
    assert.equal(kandyBell.status, 403);
    assert.equal(kandyBell.json.result, undefined);
    const kandyPending = await up.api(
      'GET',
      at(channels.searchChannels, {}, { hotelId: kandyId, channelStatus: 'NEW_PENDING' }),
      { token: clerk.token },
    );
    assert.equal(kandyPending.status, 403);
    const everywhere = await up.api('GET', at(channels.searchChannels, {}, { size: 200 }), { token: clerk.token });
    const hotels = new Set((everywhere.json.result.channel as { hotelId: number }[]).map((c) => c.hotelId));
    assert.deepEqual([...hotels], [colomboId], 'without a hotel: only the channels of the hotel where CHANNEL is held');
    const picker = await up.api('GET', at(channels.searchChannelsOnly, {}, { name: 'Kandy' }), {
      token: clerk.token,
    });
    assert.deepEqual(picker.json.result.channel, []);
  });
});

describe('channels', () => {
  test('a paged search filters by status and sorts as asked', async () => {
    await createChannel('TA1', 'Aitken Spence', { channelTypeName: 'TA' });
    await createChannel('TA2', 'Jetwing Travels', { channelTypeName: 'TA' });
    const res = await up.api(
      'GET',
      at(
        channels.searchChannels,
        {},
        {
          channelStatus: 'NEW_PENDING',
          channelTypeName: 'TA',
          hotelId: colomboId,
          sortField: 'name',
          direction: 'ASC',
          page: 0,
          size: 1,
        },
      ),
      { token: frontDesk },
    );
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.pagination, { pageNumber: 0, pageSize: 1, totalRecords: 2 });
    assert.equal(res.json.result.channel[0].name, 'Aitken Spence');
    const bad = await up.api('GET', at(channels.searchChannels, {}, { sortField: 'country' }), {
      token: frontDesk,
    });
    assert.equal(bad.json.statusCode, '40000');
    assert.equal(bad.json.errors[0].field, 'sortField');
  });

  test('pages and counts the channels, every sort field both ways, the newest first unless asked', async () => {
    await createChannel('OTA9', 'Booking Lanka');
    const search: PagedSearch = {
      up,
      token: groupAdmin,
      endpoint: channels.searchChannels,
      query: { hotelId: colomboId },
      key: 'channel',
    };
    await checkPaging(search);
    await checkSorting(search, { field: 'id', direction: 'DESC' });
    await checkSortRefusals(search);
  });

  test('the picker lookup finds channels by name', async () => {
    const res = await up.api('GET', at(channels.searchChannelsOnly, {}, { name: 'jet', hotelId: colomboId }), {
      token: frontDesk,
    });
    assert.deepEqual(
      res.json.result.channel.map((c: { code: string }) => c.code),
      ['TA2'],
    );
    const long = await up.api('GET', at(channels.searchChannelsOnly, {}, { name: 'x'.repeat(121) }), {
      token: frontDesk,
    });
    assert.equal(long.json.statusCode, '40000');
  });

  test('a channel is updated with CHANNEL EDIT; an unknown one is 40400; a taken code 40900', async () => {
    const channel = await createChannel('TRV', 'Trivago', { channelStatus: 'ACTIVE' });
    const res = await up.api('PUT', at(channels.updateChannel), {
      token: frontDesk,
      body: { ...channelBody('TRV', 'Trivago NL', { channelStatus: 'INACTIVE' }), id: channel.id },
    });
    assert.equal(res.json.result.channel.name, 'Trivago NL');
    assert.equal(res.json.result.channel.channelStatus, 'INACTIVE');
    const taken = await up.api('PUT', at(channels.updateChannel), {
      token: frontDesk,
      body: { ...channelBody('BDC', 'Trivago NL'), id: channel.id },
    });
    assert.equal(taken.json.statusCode, '40900');
    const unknown = await up.api('PUT', at(channels.updateChannel), {
      token: frontDesk,
      body: { ...channelBody('X1', 'X'), id: 999999 },
    });
    assert.equal(unknown.json.message, 'Channel not found');
    assert.equal(unknown.json.reason, 'NOT_FOUND');
    assert.deepEqual(unknown.json.params, { what: 'Channel' });
    const readOnly = await up.api('PUT', at(channels.updateChannel), {
      token: auditor,
      body: { ...channelBody('TRV', 'Mine'), id: channel.id },
    });
    assert.equal(readOnly.json.statusCode, '40300');
  });

  test('deleting needs CHANNEL DELETE; a channel other records refer to is refused with 40900', async () => {
    const channel = await createChannel('DEL', 'To Delete');
    const byFrontDesk = await up.api('DELETE', at(channels.deleteChannel, { id: channel.id }), {
      token: frontDesk,
    });
    assert.equal(byFrontDesk.json.statusCode, '40300');
    const res = await up.api('DELETE', at(channels.deleteChannel, { id: channel.id }), {
      token: groupAdmin,
    });
    assert.equal(res.json.statusCode, '20000');
    assert.ok(!(await bell()).some((n) => n.channelId === channel.id));
    const gone = await up.api('DELETE', at(channels.deleteChannel, { id: channel.id }), {
      token: groupAdmin,
    });
    assert.equal(gone.json.statusCode, '40400');

    // Another module's record naming a channel (a reservation, say) keeps the channel alive.
    const kept = await createChannel('KEEP', 'Kept', { channelStatus: 'ACTIVE' });
    await up.db.query('create table test_booking (channel_id integer references channel(id))');
    await up.db.query('insert into test_booking values ($1)', [kept.id]);
    const refused = await up.api('DELETE', at(channels.deleteChannel, { id: kept.id }), {
      token: groupAdmin,
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.json.message, 'This channel is still in use and cannot be deleted');
    assert.equal(refused.json.reason, 'CHANNEL_IN_USE');
  });

  test('a hotel with channels is not deleted', async () => {
    const res = await up.api('DELETE', at(hotel.deleteHotel, { id: colomboId }), {
      token: groupAdmin,
    });
    assert.equal(res.json.statusCode, '40900');
  });
});
