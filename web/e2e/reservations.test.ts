// Reservations at the front desk in the browser (issue 12; core-platform §2 Reservations, §6, §8,
// §9): the front desk books a stay (a double click books once), sees it on /reservations, checks the
// guest in and out, and finds the stay in /history. The form offers only rooms free for the nights;
// when two desks pick the same free room, the second to book is refused with a message naming the
// room and the nights, in English and in German. A
// hotel administrator is shown the cancellation fee before cancelling. The auditor sees the
// reservations and changes nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { eventually, expectPath, expectVisible } from './support/browser.js';
import { button, expectToast, row } from './support/forms.js';
import { as, toast } from './support/pages.js';
import { BOOKING_EN, DELUXE, fillBooking, type BookingLabels } from './support/reservations.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

/** The hotel's calendar day in the browser's zone (the product and the browser share the machine). */
const day = (offset: number): string => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
const STAY = { checkIn: day(0), checkOut: day(2) };
const LATER = { checkIn: day(20), checkOut: day(22) };

/** A reservation list searched by guest name (the demo's year of stays fills the first pages). */
const listOf = (path: '/reservations' | '/history', guest: string) =>
  `${path}?${new URLSearchParams({ guestName: guest })}`;
const ROOM_TYPE = DELUXE;

const EN = BOOKING_EN;
const DE: BookingLabels = {
  newTitle: 'Neue Reservierung',
  guest: 'Gast',
  guestName: 'Name des Gastes',
  email: 'E-Mail',
  checkIn: 'Anreise',
  checkOut: 'Abreise',
  channel: 'Kanal',
  roomType: 'Zimmertyp',
  stayType: 'Aufenthaltsart',
  room: 'Zimmer',
  book: 'Buchen',
  listTitle: 'Reservierungen',
  alreadyBooked: (roomNo: string) => new RegExp(`Zimmer ${roomNo} ist zwischen .* bereits gebucht`),
};

/** The first room the form offers as free for the nights: picks it and answers its number. */
async function pickFirstFreeRoom(form: Locator, labels: BookingLabels): Promise<string> {
  const named = { name: labels.room, exact: true };
  const input = form.getByRole('combobox', named).or(form.getByRole('textbox', named)).first();
  await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await input.click();
  const first = form.page().getByRole('option').first();
  await expectVisible(first, 'a free room');
  await first.click();
  const roomNo = await input.inputValue();
  assert.match(roomNo, /^\d+$/);
  return roomNo;
}

test('the front desk books a stay once, checks the guest in and out, and a second desk booking the same room is refused in English and German', () =>
  suite.withTwoTabs(['desk A', 'desk B'], async (page, other) => {
    await as.frontDesk(page);
    const otherLayout = await as.frontDesk(other);

    // A double click on Book books once: the form's one idempotency key.
    const form = await fillBooking(page, EN, 'Ayesha Perera', undefined, STAY);
    await button(form, EN.book).dblclick();
    await expectToast(page, 'Reservation created successfully');
    await page.waitForURL((url) => /^\/reservation\/\d+$/.test(url.pathname));
    const rooms = page.getByTestId('booked-rooms');
    const assigned = rooms.locator(`input[aria-label="Room for ${ROOM_TYPE}"]`);
    await expectVisible(assigned, 'the assigned room');
    const roomNo = await assigned.inputValue();
    assert.match(roomNo, /^\d+$/, 'the server assigned a free Deluxe room');
    const total = await page.getByTestId('reservation-total').innerText();
    assert.match(total, /^LKR [\d,]+\.\d\d$/);

    // The list shows it once, reserved.
    await page.goto(listOf('/reservations', 'Ayesha Perera'));
    await expectVisible(page.getByRole('heading', { name: EN.listTitle }), 'the reservation list');
    await expectVisible(row(page, 'Ayesha Perera'), 'the booking in the list');
    assert.equal(await row(page, 'Ayesha Perera').count(), 1, 'the double click booked once');
    await expectVisible(row(page, 'Ayesha Perera').getByText('Reserved', { exact: true }), 'its status');

    // The booked room is no longer offered for its nights. Two desks pick the same free room: the
    // first to book gets it, the second is refused, naming the room, and nothing is booked twice.
    const second = await fillBooking(page, EN, 'Second Guest', undefined, STAY);
    const taken = await pickFirstFreeRoom(second, EN);
    assert.notEqual(taken, roomNo, 'the booked room is not offered again');
    const late = await fillBooking(other, EN, 'Late Guest', taken, STAY);
    await button(second, EN.book).click();
    await expectToast(page, 'Reservation created successfully');
    await button(late, EN.book).click();
    await expectVisible(toast(other, EN.alreadyBooked(taken)), 'the double booking refusal');
    await expectPath(other, '/reservation');

    // Check in and out from the reservation's page.
    await page.goto(listOf('/reservations', 'Ayesha Perera'));
    await row(page, 'Ayesha Perera').getByRole('link').click();
    await page.waitForURL((url) => /^\/reservation\/\d+$/.test(url.pathname));
    await button(page, 'Check in').click();
    await button(page.getByRole('dialog'), 'Yes').click();
    await expectToast(page, 'Guest checked in successfully');
    await expectVisible(page.locator('[data-status="CHECKED_IN"]'), 'the checked-in badge');
    // The guest moves to another room: the picker offers only rooms of the type free for the rest of
    // the stay, besides the room the guest has.
    const picker = page.getByTestId('booked-rooms').locator(`input[aria-label="Room for ${ROOM_TYPE}"]`);
    await picker.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await picker.click();
    const nextRoom = page.getByRole('option').filter({ hasNotText: roomNo }).first();
    await expectVisible(nextRoom, 'another free room');
    const movedTo = (await nextRoom.innerText()).trim();
    assert.notEqual(movedTo, taken, 'the room another guest booked for tonight is not offered');
    await nextRoom.click();
    await button(page.getByTestId('booked-rooms'), 'Assign').click();
    await expectToast(page, 'Room assigned successfully');
    await eventually(async () => (await picker.inputValue()) === movedTo, 'the guest in the new room');
    await button(page, 'Check out').click();
    await button(page.getByRole('dialog'), 'Yes').click();
    await expectToast(page, 'Guest checked out successfully');
    await expectVisible(page.locator('[data-status="CHECKED_OUT"]'), 'the checked-out badge');

    // The history holds it; the active list no longer does.
    await page.goto(listOf('/history', 'Ayesha Perera'));
    await expectVisible(
      row(page, 'Ayesha Perera').getByText('Checked out', { exact: true }),
      'the stay in the history',
    );

    // In German: the labels, and the refusal of a room another desk booked first. The checked-out
    // guest's room is free again for the nights.
    const third = await fillBooking(page, EN, 'Third Guest', roomNo, STAY);
    await otherLayout.chooseLanguage('Deutsch');
    const german = await fillBooking(other, DE, 'Vierter Gast', roomNo, STAY);
    await button(third, EN.book).click();
    await expectToast(page, 'Reservation created successfully');
    await button(german, DE.book).click();
    await expectVisible(toast(other, DE.alreadyBooked(roomNo)), 'the German refusal');
    await other.goto(listOf('/history', 'Ayesha Perera'));
    await expectVisible(other.getByRole('heading', { name: 'Reservierungsverlauf' }), 'the German history');
    await expectVisible(row(other, 'Ayesha Perera').getByText('Ausgecheckt', { exact: true }), 'the German status');
    await other.goto(listOf('/reservations', 'Third Guest'));
    await expectVisible(other.getByRole('columnheader', { name: /Referenz/ }), 'the German column');
    await expectVisible(row(other, 'Third Guest').getByText('Reserviert', { exact: true }), 'the German status');
  }));

test('a hotel administrator is shown the cancellation fee before cancelling a booking', () =>
  suite.withTab(async (page) => {
    await as.hotelAdmin(page);
    await expectPath(page, '/toplevel/products');
    await page.getByRole('button', { name: new RegExp(STAFF_HOTEL) }).click();
    await expectPath(page, '/toplevel/services');
    await page.getByRole('button', { name: /Front Office/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/toplevel/'));

    const form = await fillBooking(page, EN, 'Later Guest', undefined, LATER);
    await button(form, EN.book).click();
    await expectToast(page, 'Reservation created successfully');
    await page.waitForURL((url) => /^\/reservation\/\d+$/.test(url.pathname));
    await button(page, 'Cancel reservation').click();
    const dialog = page.getByRole('dialog');
    const fee = dialog.getByTestId('cancellation-fee');
    await expectVisible(fee, 'the cancellation fee');
    assert.match(await fee.innerText(), /^Cancelling now costs/);
    await button(dialog, 'Cancel the reservation').click();
    await expectToast(page, 'Reservation cancelled successfully');
    await expectVisible(page.locator('[data-status="CANCELLED"]'), 'the cancelled badge');
    await page.goto(listOf('/history', 'Later Guest'));
    await expectVisible(
      row(page, 'Later Guest').getByText('Cancelled', { exact: true }),
      'the cancelled stay in the history',
    );
  }));

test("a booking made on one desk shows on another desk's list without a reload", () =>
  suite.withTwoTabs(['desk A', 'desk B'], async (deskA, deskB) => {
    await as.frontDesk(deskA);
    await as.frontDesk(deskB);
    await deskB.goto(listOf('/reservations', 'Live Guest'));
    await expectVisible(deskB.getByRole('heading', { name: EN.listTitle }), "desk B's list");
    const form = await fillBooking(deskA, EN, 'Live Guest', undefined, { checkIn: day(30), checkOut: day(31) });
    await button(form, EN.book).click();
    await expectToast(deskA, 'Reservation created successfully');
    await expectVisible(row(deskB, 'Live Guest'), "the booking on desk B's list, without a reload");
  }));

test('the auditor sees the reservations and changes nothing', () =>
  suite.withTab(async (page) => {
    await as.auditor(page);
    await page.goto('/reservations');
    await expectVisible(page.getByRole('heading', { name: EN.listTitle }), 'the reservation list');
    await expectVisible(page.getByRole('columnheader', { name: /Reference/ }), 'the list');
    assert.equal(await page.getByRole('link', { name: 'New reservation' }).count(), 0, 'no booking for the auditor');
    await page.goto('/reservation');
    await expectVisible(page.getByText('This reservation cannot be changed here.'), 'the read-only form');
    assert.equal(await button(page, EN.book).count(), 0, 'no Book button');
  }));
