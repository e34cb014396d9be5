// A day at the front desk in the browser (issue 12, Tests): two desks open the overview; desk A books
// the last free Deluxe room for tonight (the booking form's Availability panel and room picker offer
// only that room); desk B's calendar shows the booking without a reload, and B, whose booking form had
// that room picked before A booked, is refused with a message naming the room. A checks the guest in;
// the waiter charges dinner to the room (the Select Room dialog finds the stay through
// reserved-room/search-by-room) and the charge shows on the reservation's Account section; A checks
// the guest out; the night audit, run by hand, cancels a reservation for today that never checked in
// as a no-show.
//
// Independent of the day and of the demo's bookings: before the desks start, another client of the
// upstream's REST API books every free Deluxe room for tonight but one (the product is this file's
// own, started from the demo), and a stay in another room type that will never check in.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { UpstreamApi } from './support/api.js';
import { eventually, expectGone, expectPath, expectVisible } from './support/browser.js';
import { button, expectToast } from './support/forms.js';
import { as, toast } from './support/pages.js';
import { BOOKING_EN as EN, DELUXE, fillBooking, hotelDay, roomChoices, type Stay } from './support/reservations.js';
import { cents, chargeToRoom, readBill, servedOrder } from './support/restaurant.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

const GUEST = 'Dilani Jayawardena';
const NO_SHOW_GUEST = 'Ruwan Never-Came';

interface AvailableType {
  roomTypeId: number;
  roomTypeName: string;
  freeRooms: { id: number; roomNo: string }[];
  stayTypes: { stayTypeId: number }[];
}

/**
 * Books through the upstream's REST API (as another client would) every free Deluxe room for the
 * stay but the last, and a stay in another room type for a guest who will never come. Answers the
 * Deluxe room left free and the no-show's reservation id.
 */
async function arrangeTonight(stay: Stay): Promise<{ lastDeluxe: string; deluxeRooms: number; noShowId: number }> {
  const api = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
  const hotel = await api.hotelNamed(STAFF_HOTEL);
  const channel = (await api.channels(hotel.id)).find((c) => c.code === 'DIR');
  assert.ok(channel, 'the direct channel of the demo');
  const search = new URLSearchParams({
    hotelId: String(hotel.id),
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    adultCount: '1',
    size: '50',
  });
  const { result } = await api.call<{ roomTypes: AvailableType[] }>(
    'GET',
    `/hotel-service/api/reservation/multi/reservation/stayType/search?${search}`,
  );
  const types = result?.roomTypes ?? [];
  const deluxe = types.find((type) => type.roomTypeName === DELUXE);
  assert.ok(deluxe && deluxe.freeRooms.length > 0, `a free Deluxe room tonight: ${JSON.stringify(types)}`);
  const other = types.find((type) => type.roomTypeName !== DELUXE && type.freeRooms.length > 0);
  assert.ok(other, `a free room of another type tonight: ${JSON.stringify(types)}`);

  const book = async (guestName: string, type: AvailableType, roomId: number) => {
    const { result: booked } = await api.call<{ reservation: { id: number } }>(
      'POST',
      '/hotel-service/api/reservation',
      {
        hotelId: hotel.id,
        idempotencyKey: `e2e-front-desk-day-${roomId}-${Date.now()}`,
        guestName,
        channelId: channel.id,
        resident: true,
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
        rooms: [{ roomTypeId: type.roomTypeId, stayTypeId: type.stayTypes[0]!.stayTypeId, roomId, adults: 1 }],
      },
    );
    assert.ok(booked, `the booking of ${guestName}`);
    return booked.reservation.id;
  };
  const lastDeluxe = deluxe.freeRooms.at(-1)!;
  for (const room of deluxe.freeRooms.slice(0, -1)) await book(`Wedding party, room ${room.roomNo}`, deluxe, room.id);
  const noShowId = await book(NO_SHOW_GUEST, other, other.freeRooms[0]!.id);
  const rooms = await api.call<{ roomTypes: (AvailableType & { rooms: number })[] }>(
    'GET',
    `/hotel-service/api/reservation/multi/reservation/stayType/search?${search}&showMore=true`,
  );
  const deluxeRooms = rooms.result!.roomTypes.find((type) => type.roomTypeName === DELUXE)!.rooms;
  return { lastDeluxe: lastDeluxe.roomNo, deluxeRooms, noShowId };
}

/** The overview's cell of today for a room, scrolling the calendar (it draws only the rows in view) to it. */
async function todaysCell(page: Page, roomNo: string) {
  const grid = page.getByTestId('room-calendar');
  await expectVisible(grid, 'the room calendar');
  const row = grid.locator(`[data-room="${roomNo}"]`);
  let top = 0;
  await eventually(async () => {
    if ((await row.count()) > 0) return true;
    top = await grid.evaluate((element, from) => {
      const next = from + element.clientHeight / 2 > element.scrollHeight ? 0 : from + element.clientHeight / 2;
      element.scrollTop = next;
      return next;
    }, top);
    return false;
  }, `room ${roomNo} on the calendar`);
  await row.scrollIntoViewIfNeeded();
  return row.locator('button[role="gridcell"]');
}

test('a day at the front desk: the last Deluxe room booked once, checked in, dinner on the room, checked out, the night audit’s no-show', () =>
  suite.withTwoTabs(['desk A', 'desk B'], async (deskA, deskB) => {
    const tonight: Stay = { checkIn: hotelDay(0), checkOut: hotelDay(1) };
    const { lastDeluxe: room, deluxeRooms, noShowId } = await arrangeTonight(tonight);

    // Both desks open the overview: the room is free tonight.
    const layoutA = await as.frontDesk(deskA);
    await as.frontDesk(deskB);
    for (const desk of [deskA, deskB]) {
      await desk.goto('/overview');
      const cell = await todaysCell(desk, room);
      assert.equal(await cell.getAttribute('data-state'), 'FREE', `room ${room} is free tonight`);
    }

    // Desk B, in a second window, starts a booking on that room: the picker offers it alone.
    const formB = await deskB.context().newPage();
    try {
      const late = await fillBooking(formB, EN, 'Late Walk-in', undefined, tonight);
      assert.deepEqual(await roomChoices(late, EN), [room], 'the one free Deluxe room');
      await fillBooking(formB, EN, 'Late Walk-in', room, tonight);
      const lateForm = formB.getByRole('form', { name: EN.newTitle });

      // Desk A books it: the Availability panel and the room picker show only the free room.
      const form = await fillBooking(deskA, EN, GUEST, undefined, tonight);
      const panel = deskA.getByTestId('availability-type').filter({ hasText: DELUXE });
      await expectVisible(panel.getByText(`1 of ${deluxeRooms} free`, { exact: true }), 'one free Deluxe room');
      assert.deepEqual(await roomChoices(form, EN), [room], 'the picker offers the last free Deluxe room only');
      const booked = await fillBooking(deskA, EN, GUEST, room, tonight);
      await button(booked, EN.book).click();
      await expectToast(deskA, 'Reservation created successfully');
      await deskA.waitForURL((url) => /^\/reservation\/\d+$/.test(url.pathname));

      // Desk B's calendar shows it without a reload, with the guest's name.
      const cellB = await todaysCell(deskB, room);
      await eventually(
        async () => (await cellB.getAttribute('data-state')) === 'RESERVED',
        `room ${room} reserved tonight on desk B's calendar, without a reload`,
      );
      assert.match((await cellB.getAttribute('aria-label')) ?? '', new RegExp(GUEST));

      // B's booking of the same room is refused, naming the room, and B stays on its form.
      await button(lateForm, EN.book).click();
      await expectVisible(toast(formB, EN.alreadyBooked(room)), 'the refusal of the room booked first by desk A');
      await expectPath(formB, '/reservation');
    } finally {
      await formB.close();
    }

    // A checks the guest in.
    await button(deskA, 'Check in').click();
    await button(deskA.getByRole('dialog'), 'Yes').click();
    await expectToast(deskA, 'Guest checked in successfully');
    await expectVisible(deskA.locator('[data-status="CHECKED_IN"]'), 'the checked-in badge');

    // The waiter charges dinner to the room: the room search finds the guest checked in there.
    let table = '';
    let dinner = 0;
    await suite.withTwoTabs(['waiter', 'chef'], async (waiter, chef) => {
      ({ table } = await servedOrder(waiter, chef, chargeToRoom(room, GUEST)));
      dinner = (await readBill(waiter)).get('Total') ?? 0;
      assert.ok(dinner > 0, 'the dinner costs something');
      await button(waiter, 'Prepare Invoice').click();
      const invoice = waiter.getByRole('dialog', { name: 'Prepare Invoice' });
      await expectVisible(invoice, 'the invoice dialog');
      await button(invoice, 'Proceed').click();
      await expectGone(invoice, 'the invoice dialog');
      const paid = waiter.getByRole('dialog', { name: 'Payment completed' });
      await button(paid, 'Close').click();
      await expectGone(paid, 'the payment completed dialog');
    });

    // The charge is on the stay's account.
    await deskA.reload();
    const account = deskA.getByTestId('stay-account');
    const charge = account.getByRole('row').filter({ hasText: `Restaurant: table ${table}` });
    await expectVisible(charge, "the dinner on the stay's account");
    assert.equal(cents(await charge.innerText()), dinner, 'the account holds the bill’s total');

    // A checks the guest out.
    await button(deskA, 'Check out').click();
    await button(deskA.getByRole('dialog'), 'Yes').click();
    await expectToast(deskA, 'Guest checked out successfully');
    await expectVisible(deskA.locator('[data-status="CHECKED_OUT"]'), 'the checked-out badge');
    assert.equal(new URL(deskA.url()).pathname.startsWith('/reservation/'), true);

    // The night audit, run by hand, cancels the stay that never checked in as a no-show.
    await layoutA.goTo('Night audit', '/night-audit');
    await button(deskA, 'Run night audit').click();
    const confirm = deskA.getByRole('dialog', { name: 'Run the night audit?' });
    await expectVisible(confirm, 'the confirmation');
    await button(confirm, 'Run night audit').click();
    await expectVisible(toast(deskA, 'Night audit completed'), 'the notice');
    await expectVisible(deskA.getByRole('cell', { name: 'By hand' }), 'the run in the list');
    await deskA.goto(`/reservation/${noShowId}`);
    await expectVisible(deskA.getByText(NO_SHOW_GUEST).first(), "the no-show's reservation");
    await expectVisible(deskA.locator('[data-status="CANCELLED"]'), 'the no-show cancelled');
  }));
