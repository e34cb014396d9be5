// The bell end to end: permissions per level, answering a request, and the live channel-request
// subscription bridged from the upstream's STOMP topic (embedded broker, or RabbitMQ in CI).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { access, hotel, people } from '@hotel/schema';
import { at } from '@hotel/upstream/test-harness';
import { loadEstate, staffWith } from '@hotel/upstream/test-fixtures';
import { collect, startStack, type Stack } from '../../test/stack.js';

interface Ids {
  hotelId: number;
  groupId: number;
  frontOffice: number;
  restaurant: number;
}

describe('notifications and channel requests', () => {
  let stack: Stack;
  let ids: Ids;
  let admin: string;
  before(async () => {
    stack = await startStack();
    admin = await stack.signIn('admin@demo.lk');
    const g = await stack.gql<{ groups: { id: number }[] }>('{ groups { id } }', {}, { token: admin });
    const groupId = g.data!.groups[0]!.id;
    const h = await stack.gql<{ hotels: { id: number }[] }>(
      'query($g: Int) { hotels(groupId: $g) { id } }',
      { g: groupId },
      { token: admin },
    );
    const hotelId = h.data!.hotels[0]!.id;
    const s = await stack.gql<{ services: { id: number; serviceType: string }[] }>(
      'query($h: Int!) { services(hotelId: $h) { id serviceType } }',
      { h: hotelId },
      { token: admin },
    );
    const of = (t: string) => s.data!.services.find((x) => x.serviceType === t)!.id;
    ids = { hotelId, groupId, frontOffice: of('HOTEL'), restaurant: of('RESTAURANT') };
  });
  after(() => stack.close());

  const requestChannel = async (code: string, name: string) => {
    const res = await stack.upstream.api('POST', '/hotel-service/api/channel', {
      token: await stack.upstream.signIn('admin@demo.lk'),
      body: { code, name, country: 'Netherlands', channelTypeName: 'OTA', groupId: ids.groupId, hotelId: ids.hotelId },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    return (res.json as { result: { channel: { id: number } } }).result.channel.id;
  };

  test('front desk sees the bell, a waiter of the restaurant is refused', async () => {
    const frontDesk = await stack.signIn('frontdesk@demo.lk');
    const ok = await stack.gql(
      'query($h: Int!) { notifications(hotelId: $h) { id } }',
      { h: ids.hotelId },
      { token: frontDesk, serviceId: ids.frontOffice },
    );
    assert.equal(ok.errors, undefined);
    const waiter = await stack.signIn('waiter@demo.lk');
    const denied = await stack.gql(
      'query($h: Int!) { notifications(hotelId: $h) { id } }',
      { h: ids.hotelId },
      { token: waiter, serviceId: ids.restaurant },
    );
    assert.equal(denied.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });

  test('the read-only auditor may see requests but not answer them', async () => {
    const channelId = await requestChannel('AUD1', 'Agoda');
    const auditor = await stack.signIn('auditor@demo.lk');
    type Seen = { channelId: number | null; messageKey: string | null; messageParams: Record<string, string> };
    const seen = await stack.gql<{ notifications: Seen[] }>(
      'query($h: Int!) { notifications(hotelId: $h) { channelId messageKey messageParams } }',
      { h: ids.hotelId },
      { token: auditor, serviceId: ids.frontOffice },
    );
    const request = seen.data?.notifications.find((n) => n.channelId === channelId);
    assert.ok(request);
    assert.equal(request.messageKey, 'CHANNEL_REQUESTED', 'the bell’s text by key, for the user’s language');
    assert.equal(request.messageParams.channel, 'Agoda');
    const answer = await stack.gql(
      'mutation($h: Int!, $c: Int!) { answerChannelRequest(hotelId: $h, channelId: $c, accept: true) { message } }',
      { h: ids.hotelId, c: channelId },
      { token: auditor, serviceId: ids.frontOffice },
    );
    assert.equal(answer.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });

  test('a channel request arrives live, and front desk accepts it once', async () => {
    const frontDesk = await stack.signIn('frontdesk@demo.lk');
    const sub = collect<{
      channelRequests: { kind: string; request: { channelName: string; hotelName: string } | null };
    }>(
      stack.ws(frontDesk, ids.frontOffice),
      'subscription($h: Int!) { channelRequests(hotelId: $h) { kind request { channelName hotelName channelId } } }',
      { h: ids.hotelId },
    );
    // The subscription is live once the bridge holds the STOMP subscription.
    const live = async () => {
      for (let i = 0; i < 100 && stack.bff.bridge.stats().subscribers === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
    };
    await live();
    await new Promise((r) => setTimeout(r, 300));
    const channelId = await requestChannel('BKG1', 'Booking.com');
    assert.ok(
      await sub.until(() => sub.events.some((e) => e.channelRequests.kind === 'MESSAGE')),
      JSON.stringify(sub.errors),
    );
    const message = sub.events.find((e) => e.channelRequests.kind === 'MESSAGE')!.channelRequests.request!;
    assert.equal(message.channelName, 'Booking.com');
    assert.equal(message.hotelName.length > 0, true);
    sub.dispose();

    const pendingQuery = 'query($h: Int!) { pendingChannelRequests(hotelId: $h) { id name status channelType } }';
    const pending = await stack.gql<{ pendingChannelRequests: { id: number; status: string }[] }>(
      pendingQuery,
      { h: ids.hotelId },
      { token: frontDesk, serviceId: ids.frontOffice },
    );
    assert.ok(pending.data?.pendingChannelRequests.some((c) => c.id === channelId && c.status === 'NEW_PENDING'));

    const accept = await stack.gql<{ answerChannelRequest: { message: string } }>(
      'mutation($h: Int!, $c: Int!) { answerChannelRequest(hotelId: $h, channelId: $c, accept: true) { message } }',
      { h: ids.hotelId, c: channelId },
      { token: frontDesk, serviceId: ids.frontOffice },
    );
    assert.equal(accept.errors, undefined);
    const twice = await stack.gql(
      'mutation($h: Int!, $c: Int!) { answerChannelRequest(hotelId: $h, channelId: $c, accept: false) { message } }',
      { h: ids.hotelId, c: channelId },
      { token: frontDesk, serviceId: ids.frontOffice },
    );
    assert.equal(twice.errors?.[0]?.extensions?.code, 'CONFLICT');
    const after = await stack.gql<{ pendingChannelRequests: { id: number }[] }>(
      pendingQuery,
      { h: ids.hotelId },
      { token: frontDesk, serviceId: ids.frontOffice },
    );
    assert.ok(!after.data?.pendingChannelRequests.some((c) => c.id === channelId));
  });

  test('a subscriber without the permission is refused at subscribe time', async () => {
    const waiter = await stack.signIn('waiter@demo.lk');
    const sub = collect(
      stack.ws(waiter, ids.restaurant),
      'subscription($h: Int!) { channelRequests(hotelId: $h) { kind } }',
      { h: ids.hotelId },
    );
    assert.ok(await sub.until(() => sub.errors.length > 0));
    assert.match(JSON.stringify(sub.errors), /FORBIDDEN/);
    assert.equal(sub.events.length, 0);
  });

  test('CHANNEL in one hotel and any role in another: the other hotel’s requests are neither read nor subscribed', async () => {
    const up = stack.upstream;
    const estate = await loadEstate(up);
    const kandyServices = (
      await up.api('GET', at(hotel.servicesOfHotel, { id: estate.kandyId }), { token: estate.admin })
    ).json.result.hotelService as { id: number; serviceType: string }[];
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
    // The request names the Colombo front office, where the clerk holds CHANNEL READ.
    const asClerk = { token: clerk.token, serviceId: estate.colombo.HOTEL };
    const own = await stack.gql(
      'query($h: Int!) { notifications(hotelId: $h) { id } }',
      { h: estate.colomboId },
      asClerk,
    );
    assert.equal(own.errors, undefined, JSON.stringify(own.errors));
    for (const query of [
      'query($h: Int!) { notifications(hotelId: $h) { id } }',
      'query($h: Int!) { pendingChannelRequests(hotelId: $h) { id } }',
    ]) {
      const other = await stack.gql(query, { h: estate.kandyId }, asClerk);
      assert.equal(other.errors?.[0]?.extensions?.code, 'FORBIDDEN', query);
    }
    const sub = collect(
      stack.ws(clerk.token, estate.colombo.HOTEL),
      'subscription($h: Int!) { channelRequests(hotelId: $h) { kind } }',
      { h: estate.kandyId },
    );
    assert.ok(await sub.until(() => sub.errors.length > 0));
    assert.match(JSON.stringify(sub.errors), /FORBIDDEN/);
    assert.equal(sub.events.length, 0);
  });
});
