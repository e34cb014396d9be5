// The room area through GraphQL against the real upstream: room types with a picture as a data URL,
// rooms with their type, area, view and amenities resolved once per request, stay types, pax, seasons,
// holidays and reservation types; refusals by key with the field in the schema's words; and the
// hotel-scoped guards at READ, WRITE and MAINTAIN (the front desk writes, the auditor reads, nobody
// reaches another hotel), each refused before any upstream write.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { lastAuditId, PNG_BYTES } from '@hotel/upstream/test-harness';
import { startStack, type Stack } from '../../test/stack.js';

const PNG_DATA_URL = `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`;

describe('the room area through GraphQL', () => {
  let stack: Stack;
  let admin: string;
  let frontDesk: string;
  let auditor: string;
  let hotelId: number;
  let kandyId: number;
  let frontOffice: number;

  const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
  const ok = <T>(res: { data?: T | null; errors?: unknown }): T => {
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!;
  };
  /** A refused operation wrote nothing: no audit row appeared. */
  const writesNothing = async (run: () => Promise<unknown>) => {
    const mark = await lastAuditId(stack.upstream.db);
    await run();
    assert.equal(await lastAuditId(stack.upstream.db), mark);
  };

  before(async () => {
    stack = await startStack();
    admin = await stack.signIn('hotel.admin@demo.lk');
    frontDesk = await stack.signIn('frontdesk@demo.lk');
    auditor = await stack.signIn('auditor@demo.lk');
    const h = await stack.gql<{ hotels: { id: number; name: string }[] }>(
      '{ hotels { id name } }',
      {},
      { token: admin },
    );
    hotelId = h.data!.hotels.find((x) => x.name === 'Serendib Colombo')!.id;
    kandyId = h.data!.hotels.find((x) => x.name === 'Serendib Kandy')!.id;
    const s = await stack.gql<{ services: { id: number; serviceType: string }[] }>(
      'query($h: Int!) { services(hotelId: $h) { id serviceType } }',
      { h: hotelId },
      { token: admin },
    );
    frontOffice = s.data!.services.find((x) => x.serviceType === 'HOTEL')!.id;
  });
  after(() => stack.close());

  test('lists room types and rooms with their relations, one upstream read per list', async () => {
    const res = ok(
      await stack.gql<{
        roomTypes: { total: number; items: { name: string; roomCount: number; image: string | null }[] };
        rooms: {
          total: number;
          items: {
            roomNo: string;
            roomType: { name: string };
            viewType: { name: string } | null;
            amenities: { name: string }[];
          }[];
        };
      }>(
        `query($h: Int!) {
          roomTypes(hotelId: $h, sortField: roomCount, direction: DESC) { total items { name roomCount image } }
          rooms(hotelId: $h, size: 50) { total items { roomNo roomType { name } viewType { name } amenities { name } } }
        }`,
        { h: hotelId },
        { token: admin },
      ),
    );
    assert.deepEqual(
      res.roomTypes.items.map((t) => [t.name, t.roomCount]),
      [
        ['Standard', 20],
        ['Deluxe', 16],
        ['Suite', 4],
      ],
    );
    assert.match(res.roomTypes.items[0]!.image!, /^\/files\/images\//);
    assert.equal(res.rooms.total, 40);
    const r401 = res.rooms.items.find((r) => r.roomNo === '410')!;
    assert.equal(r401.roomType.name, 'Suite');
    assert.ok(r401.amenities.length >= 4);
  });

  test('creates a room type with a picture, a stay type and a room; refuses a number used twice naming roomNo', async () => {
    const type = ok(
      await stack.gql<{ createRoomType: { roomType: { id: number; image: string | null } } }>(
        'mutation($i: RoomTypeInput!) { createRoomType(input: $i) { roomType { id image } } }',
        { i: { hotelId, name: 'Garden villa', maxAdults: 2, maxChildren: 1, image: PNG_DATA_URL } },
        { token: admin },
      ),
    ).createRoomType.roomType;
    assert.match(type.image!, /^\/files\/images\//);
    const stayType = ok(
      await stack.gql<{ createStayType: { stayType: { name: string; mealPlan: string; roomType: { name: string } } } }>(
        'mutation($i: StayTypeInput!) { createStayType(input: $i) { stayType { name mealPlan roomType { name } } } }',
        { i: { hotelId, roomTypeId: type.id, name: 'Villa BB', mealPlan: 'BB', maxAdults: 2, maxChildren: 1 } },
        { token: admin },
      ),
    ).createStayType.stayType;
    assert.deepEqual(stayType, { name: 'Villa BB', mealPlan: 'BB', roomType: { name: 'Garden villa' } });
    const twice = await stack.gql(
      'mutation($i: StayTypeInput!) { createStayType(input: $i) { stayType { id } } }',
      { i: { hotelId, roomTypeId: type.id, name: 'villa bb', mealPlan: 'HB', maxAdults: 2, maxChildren: 1 } },
      { token: admin },
    );
    assert.deepEqual(
      twice.errors![0]!.extensions!.fieldErrors!.map((e) => [e.field, e.reason]),
      [['name', 'NAME_TAKEN_IN_HOTEL']],
    );

    const input = { hotelId, roomNo: 'V1', roomTypeId: type.id, maxAdults: 2, maxChildren: 1 };
    ok(
      await stack.gql(
        'mutation($i: RoomInput!) { createRoom(input: $i) { room { id } } }',
        { i: input },
        { token: admin },
      ),
    );
    await writesNothing(async () => {
      const again = await stack.gql(
        'mutation($i: RoomInput!) { createRoom(input: $i) { room { id } } }',
        { i: input },
        { token: admin },
      );
      assert.equal(codeOf(again), 'CONFLICT');
      assert.equal(again.errors![0]!.extensions!.reason, 'ROOM_NUMBER_TAKEN');
      assert.deepEqual(
        again.errors![0]!.extensions!.fieldErrors!.map((e) => e.field),
        ['roomNo'],
      );
    });
    // A room type with rooms stays, and so do its rooms.
    await writesNothing(async () => {
      const refused = await stack.gql(
        'mutation($h: Int!, $id: Int!) { deleteRoomType(hotelId: $h, id: $id) { id } }',
        { h: hotelId, id: type.id },
        { token: admin },
      );
      assert.equal(codeOf(refused), 'CONFLICT');
      assert.equal(refused.errors![0]!.extensions!.reason, 'ROOM_TYPE_HAS_ROOMS');
      assert.deepEqual(refused.errors![0]!.extensions!.params, { count: 1 });
    });
  });

  test('seasons: an overlap is refused naming the season, in the field startDate', async () => {
    const seasons = ok(
      await stack.gql<{ seasons: { items: { name: string; startDate: string; endDate: string }[] } }>(
        'query($h: Int!) { seasons(hotelId: $h) { items { name startDate endDate } } }',
        { h: hotelId },
        { token: admin },
      ),
    ).seasons.items;
    const low = seasons.find((s) => s.name === 'Low season')!;
    await writesNothing(async () => {
      const res = await stack.gql(
        'mutation($i: SeasonInput!) { createSeason(input: $i) { season { id } } }',
        { i: { hotelId, name: 'Monsoon', startDate: low.startDate, endDate: low.startDate } },
        { token: admin },
      );
      assert.equal(codeOf(res), 'CONFLICT');
      assert.deepEqual(res.errors![0]!.extensions!.params, {
        season: 'Low season',
        from: low.startDate,
        to: low.endDate,
      });
      assert.deepEqual(
        res.errors![0]!.extensions!.fieldErrors!.map((e) => e.field),
        ['startDate'],
      );
    });
  });

  test('view types, amenities, room areas, pax, holidays and reservation types answer through their own types', async () => {
    const res = ok(
      await stack.gql<{
        viewTypes: { items: { __typename: string }[] };
        amenities: { items: { __typename: string }[] };
        roomAreas: { items: { __typename: string }[] };
        pax: { items: { name: string; adults: number; ratePercent: number }[] };
        holidays: { name: string }[];
        reservationTypes: { items: { name: string; image: string | null }[] };
      }>(
        `query($h: Int!) {
          viewTypes(hotelId: $h) { items { __typename } } amenities(hotelId: $h) { items { __typename } }
          roomAreas(hotelId: $h) { items { __typename } } pax(hotelId: $h) { items { name adults ratePercent } }
          holidays(hotelId: $h) { name } reservationTypes(hotelId: $h) { items { name image } }
        }`,
        { h: hotelId },
        { token: admin },
      ),
    );
    assert.deepEqual(
      [res.viewTypes.items[0]!.__typename, res.amenities.items[0]!.__typename, res.roomAreas.items[0]!.__typename],
      ['ViewType', 'Amenity', 'RoomArea'],
    );
    assert.deepEqual(res.pax.items[1], { name: 'Double', adults: 2, ratePercent: 100 });
    assert.ok(res.holidays.length >= 6);
    assert.match(res.reservationTypes.items[0]!.image!, /^\/files\//);
    const area = ok(
      await stack.gql<{ createRoomArea: { roomArea: { id: number; name: string } } }>(
        'mutation($i: RoomAttributeInput!) { createRoomArea(input: $i) { roomArea { id name } } }',
        { i: { hotelId, name: 'Annex' } },
        { token: admin },
      ),
    ).createRoomArea.roomArea;
    ok(
      await stack.gql(
        'mutation($h: Int!, $id: Int!) { deleteRoomArea(hotelId: $h, id: $id) { id } }',
        { h: hotelId, id: area.id },
        { token: admin },
      ),
    );
  });

  test('the front desk (WRITE) adds and changes but does not delete; the auditor (READ) only reads', async () => {
    const view = { token: frontDesk, serviceId: frontOffice };
    const created = ok(
      await stack.gql<{ createViewType: { viewType: { id: number } } }>(
        'mutation($i: RoomAttributeInput!) { createViewType(input: $i) { viewType { id } } }',
        { i: { hotelId, name: 'Pool view' } },
        view,
      ),
    ).createViewType.viewType;
    await writesNothing(async () => {
      const del = await stack.gql(
        'mutation($h: Int!, $id: Int!) { deleteViewType(hotelId: $h, id: $id) { id } }',
        { h: hotelId, id: created.id },
        view,
      );
      assert.equal(codeOf(del), 'FORBIDDEN');
      assert.deepEqual(del.errors![0]!.extensions!.params, { feature: 'ROOM', operation: 'DELETE' });
    });
    const read = await stack.gql(
      'query($h: Int!) { rooms(hotelId: $h) { total } }',
      { h: hotelId },
      { token: auditor },
    );
    assert.equal(read.errors, undefined);
    await writesNothing(async () => {
      const add = await stack.gql(
        'mutation($i: SeasonInput!) { createSeason(input: $i) { season { id } } }',
        { i: { hotelId, name: 'Audit', startDate: '2050-01-01', endDate: '2050-01-02' } },
        { token: auditor },
      );
      assert.equal(codeOf(add), 'FORBIDDEN');
    });
  });

  test('a hotel outside the caller’s scope is refused before any upstream call', async () => {
    const res = await stack.gql(
      'query($h: Int!) { rooms(hotelId: $h) { total } }',
      { h: kandyId },
      { token: frontDesk },
    );
    assert.equal(codeOf(res), 'FORBIDDEN');
    assert.equal(res.errors![0]!.extensions!.reason, 'NO_ACCESS_TO_HOTEL');
  });
});
