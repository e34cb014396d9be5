// The guest's own booking page (core-platform §2 /manage-reservation, unguarded; §8 'Failed to fetch
// reservation'): the front desk books a stay through GraphQL, then a guest with no account finds it by
// reference and e-mail (a wrong e-mail is refused like an unknown reference), sees the fee and cancels
// it; in German too. Screens are kept in /tmp/manage-reservation-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { UpstreamApi } from './support/api.js';
import { expectVisible } from './support/browser.js';
import { DEMO_PASSWORD } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** GraphQL on the product, as the browser calls it. */
async function gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${suite.product.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The front desk books a Deluxe room for `email`, `daysAhead` days from today; answers its reference. */
async function bookAsFrontDesk(email: string, daysAhead: number): Promise<string> {
  const api = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
  const hotel = await api.hotelNamed(STAFF_HOTEL);
  const checkInDate = addDays(today, daysAhead);
  const calendar = await api.call<{ roomCalendar: { rooms: { roomNo: string; roomTypeId: number }[] } }>(
    'GET',
    `/hotel-service/api/reservation/room-calendar?hotelId=${hotel.id}&fromDate=${checkInDate}&toDate=${checkInDate}`,
  );
  const roomTypeId = calendar.result!.roomCalendar.rooms.find((r) => r.roomNo === '406')!.roomTypeId;
  const stayTypes = await api.call<{ stayType: { id: number }[] }>(
    'GET',
    `/hotel-service/api/stayType/room-type/search?hotelId=${hotel.id}&roomTypeId=${roomTypeId}&size=50`,
  );
  const channel = (await api.channels(hotel.id)).find((c) => c.code === 'DIR')!;
  const { signIn } = await gql<{ signIn: { accessToken: string } }>(
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken } }',
    { e: 'frontdesk@demo.lk', p: DEMO_PASSWORD },
  );
  const { createReservation } = await gql<{ createReservation: { reservation: { refNumber: string } } }>(
    `mutation($key: String!, $input: ReservationInput!) {
       createReservation(idempotencyKey: $key, input: $input) { reservation { refNumber } }
     }`,
    {
      key: `e2e-manage-${Date.now()}-${daysAhead}`,
      input: {
        hotelId: hotel.id,
        guestName: 'Priya Jayasuriya',
        guestEmail: email,
        channelId: channel.id,
        resident: true,
        checkInDate,
        checkOutDate: addDays(checkInDate, 2),
        rooms: [{ roomTypeId, stayTypeId: stayTypes.result!.stayType[0]!.id, adults: 2 }],
      },
    },
    signIn.accessToken,
  );
  return createReservation.reservation.refNumber;
}

async function findBooking(
  page: Page,
  labels: { ref: string; email: string; find: string },
  ref: string,
  email: string,
) {
  await page.getByLabel(labels.ref).fill(ref);
  await page.getByLabel(labels.email).fill(email);
  await page.getByRole('button', { name: labels.find }).click();
}

test('a guest finds their booking by reference and e-mail, sees the fee and cancels it', () =>
  suite.withTab(async (page) => {
    const email = `priya.${Date.now()}@example.lk`;
    const ref = await bookAsFrontDesk(email, 40);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${suite.product.url}/manage-reservation`);
    const labels = { ref: 'Reference number', email: 'E-mail address', find: 'Find my reservation' };
    await expectVisible(page.getByRole('heading', { name: 'Manage your reservation' }), 'the page, without signing in');

    await findBooking(page, labels, ref, 'someone.else@example.lk');
    const refused = page.getByTestId('manage-failure');
    await expectVisible(refused, 'the refusal');
    assert.equal(
      (await refused.innerText()).trim(),
      'No booking matches this reference number and e-mail address',
      'a wrong e-mail says only that nothing matches',
    );

    await findBooking(page, labels, ref.toLowerCase(), email.toUpperCase());
    const booking = page.getByTestId('guest-booking');
    await expectVisible(booking, 'the booking');
    await expectVisible(booking.getByText(`Reservation ${ref}`), 'its reference');
    await expectVisible(booking.getByText('Reserved', { exact: true }), 'its status');
    await expectVisible(booking.getByText(/Deluxe/), 'its room type');
    await page.screenshot({ path: '/tmp/manage-reservation-1280.png', fullPage: true });

    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText('Cancellation fee', { exact: true }), 'the fee before confirming');
    await expectVisible(dialog.getByTestId('cancellation-fee'), 'the fee amount');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/manage-reservation-390-confirm.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Yes, cancel my reservation' }).click();
    await expectVisible(booking.getByText('Cancelled', { exact: true }), 'the cancelled status');
    await expectVisible(page.getByText('Cancellation fee charged'), 'the fee charged');
    assert.equal(await page.getByRole('button', { name: 'Cancel reservation' }).count(), 0, 'nothing more to cancel');
    await page.screenshot({ path: '/tmp/manage-reservation-390.png', fullPage: true });
  }));

test('in German: the page, the booking and the refusal', () =>
  suite.withTab(async (page) => {
    const email = `nuwan.${Date.now()}@example.lk`;
    const ref = await bookAsFrontDesk(email, 50);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${suite.product.url}/manage-reservation`);
    await page.getByText('Deutsch', { exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Ihre Reservierung verwalten' }), 'the German page');
    const labels = { ref: 'Buchungsnummer', email: 'E-Mail-Adresse', find: 'Meine Reservierung finden' };
    await findBooking(page, labels, 'ZZ-999999', email);
    await expectVisible(
      page.getByText('Keine Buchung passt zu dieser Buchungsnummer und E-Mail-Adresse'),
      'the German refusal',
    );
    await findBooking(page, labels, ref, email);
    await expectVisible(
      page.getByTestId('guest-booking').getByText('Reserviert', { exact: true }),
      'the German status',
    );
    await expectVisible(page.getByRole('button', { name: 'Reservierung stornieren' }), 'the German cancel button');
    await page.screenshot({ path: '/tmp/manage-reservation-de.png', fullPage: true });
  }));
