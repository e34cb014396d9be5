// The front desk's booking steps the reservation browser tests share: the booking form at /reservation
// filled as a desk fills it (guest, dates, channel, room type, stay type, a room), and the hotel's
// calendar day.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually, expectGone, expectVisible } from './browser.js';
import { choose, textbox } from './forms.js';

/** The hotels' calendar day (Asia/Colombo), `offset` days on. */
export function hotelDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

export interface Stay {
  checkIn: string;
  checkOut: string;
}

export const DESK_CHANNEL = 'Walk-in and phone';
export const DELUXE = 'Deluxe';
export const BED_AND_BREAKFAST = 'Bed and breakfast';

export const BOOKING_EN = {
  newTitle: 'New reservation',
  guest: 'Guest',
  guestName: 'Guest name',
  email: 'E-mail',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  channel: 'Channel',
  roomType: 'Room type',
  stayType: 'Stay type',
  room: 'Room',
  book: 'Book',
  listTitle: 'Reservations',
  alreadyBooked: (roomNo: string) => new RegExp(`Room ${roomNo} is already booked between`),
};
export type BookingLabels = typeof BOOKING_EN;

/** Types a date into a Mantine date input, then clicks the form's Guest heading to close its calendar. */
async function typeDate(form: Locator, guestHeading: string, label: string, date: string): Promise<void> {
  const input = textbox(form, label);
  await input.fill(date);
  await form.getByRole('heading', { name: guestHeading, exact: true }).click();
  await expectGone(form.page().locator('[data-dates-dropdown]'), 'the calendar');
  await eventually(async () => (await input.inputValue()) === date, `${label} to read ${date}`);
}

/**
 * Fills the booking form at /reservation for one Deluxe room, Bed and breakfast, on the given room
 * when named (else the room is left to the server or to the caller); answers the form.
 */
export async function fillBooking(
  page: Page,
  labels: BookingLabels,
  guest: string,
  roomNo: string | undefined,
  stay: Stay,
): Promise<Locator> {
  await page.goto('/reservation');
  const form = page.getByRole('form', { name: labels.newTitle });
  await expectVisible(form, 'the booking form');
  await textbox(form, labels.guestName).fill(guest);
  await textbox(form, labels.email).fill('guest@example.com');
  await typeDate(form, labels.guest, labels.checkIn, stay.checkIn);
  await typeDate(form, labels.guest, labels.checkOut, stay.checkOut);
  await choose(form, labels.channel, DESK_CHANNEL);
  await choose(form, labels.roomType, DELUXE);
  await choose(form, labels.stayType, BED_AND_BREAKFAST);
  if (roomNo) await choose(form, labels.room, roomNo);
  // The price is the server's pricing engine's, in LKR for a resident.
  const price = form.getByTestId('room-price-total');
  await expectVisible(price, 'the room price');
  assert.match(await price.innerText(), /^LKR /);
  return form;
}

/** The rooms the form's room picker offers (opened, read, closed again). */
export async function roomChoices(form: Locator, labels: BookingLabels): Promise<string[]> {
  const named = { name: labels.room, exact: true };
  const input = form.getByRole('combobox', named).or(form.getByRole('textbox', named)).first();
  await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await input.click();
  const options = form.page().getByRole('option');
  await expectVisible(options, 'a room to choose');
  const rooms = (await options.allInnerTexts()).map((text) => text.trim());
  await form.page().keyboard.press('Escape');
  return rooms;
}
