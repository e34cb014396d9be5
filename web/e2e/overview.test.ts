// The front desk's overviews in the browser (core-platform §2 /overview, /rooms-status-overview; §9
// calendar colours, 20 px cells, only today's cells clickable, on-demand cells blink): the calendar
// shows every room, today's cells open and the others say not-allowed; a booking made elsewhere (another
// client of the upstream's REST API) appears on the open calendar without a reload, blinking as an
// arrival; the room status shows the guest in house. Screens are kept in /tmp/overview-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UpstreamApi } from './support/api.js';
import { eventually, expectPath, expectVisible } from './support/browser.js';
import { as } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

/** The hotels' calendar day (Asia/Colombo). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('the calendar shows every room; only today opens, other days are not-allowed; a booking elsewhere shows live', () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await as.frontDesk(page);
    await page.goto(`${suite.product.url}/overview`);
    await expectPath(page, '/overview');
    const grid = page.getByTestId('room-calendar');
    await expectVisible(grid, 'the room calendar');
    await expectVisible(grid.locator('[data-room="101"]'), 'room 101');

    const cell = grid.locator('[data-room="406"] [role="gridcell"]');
    const box = await cell.first().boundingBox();
    assert.deepEqual([box?.width, box?.height], [20, 20], 'cells are 20 px squares');
    const cursors = await cell.evaluateAll((cells) => cells.map((c) => getComputedStyle(c).cursor));
    assert.equal(cursors.filter((c) => c === 'pointer').length, 1, 'one clickable cell: today');
    assert.ok(cursors.filter((c) => c === 'not-allowed').length >= 30, cursors.join());
    await page.screenshot({ path: '/tmp/overview-1280.png' });

    // Another desk books the free Deluxe room 406 for tonight through the REST API.
    const api = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
    const hotel = await api.hotelNamed(STAFF_HOTEL);
    const calendar = await api.call<{
      roomCalendar: { rooms: { roomId: number; roomNo: string; roomTypeId: number }[] };
    }>('GET', `/hotel-service/api/reservation/room-calendar?hotelId=${hotel.id}&fromDate=${today}&toDate=${today}`);
    const room = calendar.result!.roomCalendar.rooms.find((r) => r.roomNo === '406')!;
    const stayTypes = await api.call<{ stayType: { id: number; mealPlan: string }[] }>(
      'GET',
      `/hotel-service/api/stayType/room-type/search?hotelId=${hotel.id}&roomTypeId=${room.roomTypeId}&size=50`,
    );
    const channel = (await api.channels(hotel.id)).find((c) => c.code === 'DIR')!;
    await api.call('POST', '/hotel-service/api/reservation', {
      hotelId: hotel.id,
      idempotencyKey: `e2e-overview-${Date.now()}`,
      guestName: 'Live Walk-in',
      channelId: channel.id,
      resident: true,
      checkInDate: today,
      checkOutDate: addDays(today, 2),
      rooms: [
        { roomTypeId: room.roomTypeId, stayTypeId: stayTypes.result!.stayType[0]!.id, roomId: room.roomId, adults: 2 },
      ],
    });
    const todays = grid.locator('[data-room="406"] button[role="gridcell"]');
    await eventually(
      async () => (await todays.getAttribute('data-state')) === 'RESERVED',
      "room 406's cell of today to turn reserved without a reload",
    );
    assert.equal(await todays.getAttribute('data-on-demand'), 'true', 'an arrival not checked in blinks');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/overview-390.png' });
  }));

test('the room status shows each room today: the guest in house in 101', () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await as.frontDesk(page);
    await page.goto(`${suite.product.url}/rooms-status-overview`);
    const card = page.locator('[data-room="101"]');
    await expectVisible(card, 'room 101');
    await expectVisible(card.getByText('Occupied'), 'room 101 occupied');
    await expectVisible(card.getByText('Anna Müller'), 'its guest');
    await page.screenshot({ path: '/tmp/rooms-status-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/rooms-status-390.png' });
  }));
