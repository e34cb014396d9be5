// Guests and inquiries in the browser (core-platform §2 /guest, /create-inquiry, /inquiries): the front
// desk adds a guest with a passport image, finds it in the list sorted by first name, saves the Excel
// file of the search; an inquiry quoted elsewhere is booked from /inquiries in one step and opens its
// reservation. At 1280 and 390 px, in English and German; screens are kept in /tmp/guests-*.png.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { UpstreamApi } from './support/api.js';
import { expectPath, expectVisible } from './support/browser.js';
import { as, toast } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function inGerman(page: Page) {
  await page.evaluate(() => localStorage.setItem('hotel.language', 'de'));
  await page.reload();
}

test('the desk adds a guest with a passport image, finds it first by name and saves the Excel file', () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await as.frontDesk(page);
    await page.goto(`${suite.product.url}/guest`);
    await expectPath(page, '/guest');
    await page.getByRole('button', { name: 'Create', exact: true }).first().click();
    const drawer = page.getByRole('dialog', { name: 'New guest' });
    await drawer.getByLabel('First name').fill('Aadhya');
    await drawer.getByLabel('Last name').fill('Weerasinghe');
    await drawer.getByLabel('City').fill('Galle');
    await drawer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(drawer.getByRole('img'), 'the passport preview');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expectVisible(toast(page, 'Guest created successfully'), 'the notice');
    await expectVisible(page.getByRole('row').filter({ hasText: 'Weerasinghe' }), 'the new guest in the list');
    await page.screenshot({ path: '/tmp/guests-1280-en.png' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'guests.xlsx');
    const bytes = await readFile((await download.path())!);
    assert.equal(bytes.subarray(0, 2).toString(), 'PK', 'an .xlsx is a zip');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/guests-390-en.png' });
    await inGerman(page);
    await expectVisible(page.getByRole('heading', { name: 'Gäste' }), 'the German title');
    await page.screenshot({ path: '/tmp/guests-390-de.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/guests-1280-de.png' });
  }));

test('an inquiry quoted elsewhere is booked from /inquiries in one step', () =>
  suite.withTab(async (page) => {
    const api = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
    const hotel = await api.hotelNamed(STAFF_HOTEL);
    const channel = (await api.channels(hotel.id)).find((c) => c.code === 'DIR')!;
    const calendar = await api.call<{ roomCalendar: { rooms: { roomNo: string; roomTypeId: number }[] } }>(
      'GET',
      `/hotel-service/api/reservation/room-calendar?hotelId=${hotel.id}&fromDate=${today}&toDate=${today}`,
    );
    const roomTypeId = calendar.result!.roomCalendar.rooms.find((r) => r.roomNo === '406')!.roomTypeId;
    const stayTypes = await api.call<{ stayType: { id: number }[] }>(
      'GET',
      `/hotel-service/api/stayType/room-type/search?hotelId=${hotel.id}&roomTypeId=${roomTypeId}&size=50`,
    );
    const checkInDate = addDays(today, 150);
    await api.call('POST', '/hotel-service/api/inquiry', {
      hotelId: hotel.id,
      guestName: 'Inquiring Guest',
      channelId: channel.id,
      resident: false,
      checkInDate,
      checkOutDate: addDays(checkInDate, 3),
      rooms: [{ roomTypeId, stayTypeId: stayTypes.result!.stayType[0]!.id, count: 1, adults: 2 }],
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await as.frontDesk(page);
    await page.goto(`${suite.product.url}/create-inquiry`);
    await expectVisible(page.getByRole('button', { name: 'Price the inquiry' }), 'the inquiry form');
    await page.screenshot({ path: '/tmp/guests-inquiry-form-1280-en.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    // The side menu slides away at phone width; the screen is taken once it has.
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/guests-inquiry-form-390-en.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${suite.product.url}/inquiries`);
    const row = page.getByRole('row').filter({ hasText: 'Inquiring Guest' });
    await expectVisible(row, 'the inquiry');
    await page.screenshot({ path: '/tmp/guests-inquiries-1280-en.png' });
    await row.getByRole('button', { name: 'Book' }).click();
    await expectVisible(toast(page, 'Inquiry converted to a reservation'), 'the notice');
    await page.waitForURL(/\/reservation\/\d+$/);
    await page.goto(`${suite.product.url}/inquiries`);
    await expectVisible(page.getByRole('row').filter({ hasText: 'Inquiring Guest' }).getByText('Booked'), 'booked');
    await page.setViewportSize({ width: 390, height: 844 });
    await inGerman(page);
    await expectVisible(page.getByRole('heading', { name: 'Anfragen' }), 'the German title');
    await page.screenshot({ path: '/tmp/guests-inquiries-390-de.png' });
  }));
