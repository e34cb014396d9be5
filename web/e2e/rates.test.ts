// Rooms and rates in the browser (issue 11; core §2 Rooms, Channels, Pricing; operations §9): a hotel
// administrator creates a room type with a picture (sent on as a multipart part), a stay type for it,
// two rooms, a season with a seasonal price and a day price; the price check then shows the day price
// on its date and the seasonal price on the other nights, in LKR for a resident and USD for a
// non-resident, in English and in German. A season over another's dates is refused under its field.
// The season lies two years ahead, clear of the demo seasons.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { eventually, expectGone, expectPath, expectVisible } from './support/browser.js';
import { button, choose, expectToast, fieldError, row, textbox } from './support/forms.js';
import { as, type Layout } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const YEAR = new Date().getUTCFullYear() + 2;
const SEASON = { name: 'Festival season', from: `${YEAR}-10-01`, to: `${YEAR}-10-20` };
const DAY = `${YEAR}-10-06`;
const STAY = { checkIn: `${YEAR}-10-05`, checkOut: `${YEAR}-10-08` };
const ROOM_TYPE = 'Garden Villa';
const STAY_TYPE = 'Villa breakfast';
const CHANNEL = 'Hotel website';
const SEASONAL = { LKR: '30000', USD: '110' };
const DAY_RATE = { LKR: '45000', USD: '160' };

/**
 * Types a date into a Mantine date input (YYYY-MM-DD), then clicks the heading of the form or panel
 * around it, which takes the date and closes its calendar (Tab would open the next one's).
 */
async function typeDate(scope: Locator, label: string, date: string): Promise<void> {
  const input = textbox(scope, label);
  await input.fill(date);
  await scope.getByRole('heading').first().click();
  await expectGone(scope.page().locator('[data-dates-dropdown]'), 'the calendar');
  await eventually(async () => (await input.inputValue()) === date, `${label} to read ${date}`);
}

/** The hotel administrator on the front office of the staff hotel. */
async function frontOffice(page: Page): Promise<Layout> {
  const layout = await as.hotelAdmin(page);
  await expectPath(page, '/toplevel/products');
  await page.getByRole('button', { name: new RegExp(STAFF_HOTEL) }).click();
  await expectPath(page, '/toplevel/services');
  await page.getByRole('button', { name: /Front Office/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/toplevel/'));
  return layout;
}

/** Opens a list's create drawer (its Create button) and answers the drawer, titled `name`. */
async function openCreate(page: Page, name: string): Promise<Locator> {
  await button(page, 'Create').first().click();
  const dialog = page.getByRole('dialog', { name });
  await expectVisible(dialog, `the "${name}" drawer`);
  return dialog;
}

/** The price check panel's answer: each night's rule and amount, the currency of the total. */
async function checkPrice(page: Page, resident: boolean, labels: typeof EN | typeof DE) {
  const panel = page.locator(`[aria-label="${labels.check}"]`);
  await expectVisible(panel, 'the price check');
  await panel.getByText(resident ? labels.resident : labels.nonResident, { exact: true }).click();
  await button(panel, labels.submit).click();
  const result = panel.getByTestId('price-check-result');
  const total = result.getByTestId('price-check-total');
  const currency = resident ? 'LKR' : 'USD';
  await eventually(
    async () => (await total.count()) > 0 && (await total.innerText()).startsWith(currency),
    `the total in ${currency}`,
  );
  const lines = result.locator('tbody tr[data-rule]');
  await eventually(async () => (await lines.count()) === 3, 'three nights');
  return Promise.all(
    (await lines.all()).map(async (line) => ({
      rule: (await line.getAttribute('data-rule')) ?? '',
      text: (await line.innerText()).replace(/\s+/g, ' '),
    })),
  );
}

const EN = {
  check: 'Price check',
  submit: 'Check price',
  resident: 'Resident',
  nonResident: 'Non-resident',
  rules: { DAY_PRICE: 'Day price', SEASONAL_PRICE: 'Seasonal price' },
  amount: (currency: string, value: string) => `${currency} ${Number(value).toLocaleString('en-GB')}.00`,
  dayDate: `6 October ${YEAR}`,
};
const DE = {
  check: 'Preisprüfung',
  submit: 'Preis prüfen',
  resident: 'Einheimisch',
  nonResident: 'Ausländisch',
  rules: { DAY_PRICE: 'Tagespreis', SEASONAL_PRICE: 'Saisonpreis' },
  amount: (currency: string, value: string) => `${currency} ${Number(value).toLocaleString('de-DE')},00`,
  dayDate: `6. Oktober ${YEAR}`,
};

/** Night by night: the day price on its date, the seasonal price on the others, in the guest's currency. */
async function expectNights(page: Page, resident: boolean, labels: typeof EN | typeof DE) {
  const nights = await checkPrice(page, resident, labels);
  const currency = resident ? 'LKR' : 'USD';
  assert.deepEqual(
    nights.map((n) => n.rule),
    ['SEASONAL_PRICE', 'DAY_PRICE', 'SEASONAL_PRICE'],
    'the second night is the day price, the others the season',
  );
  for (const night of nights) {
    const rate = night.rule === 'DAY_PRICE' ? DAY_RATE[currency] : SEASONAL[currency];
    const rule = labels.rules[night.rule as keyof typeof labels.rules];
    // The rule's badge is set in capitals by CSS; its text is the translation.
    assert.ok(night.text.toLowerCase().includes(rule.toLowerCase()), `"${rule}" in ${night.text}`);
    assert.ok(night.text.includes(labels.amount(currency, rate)), `${labels.amount(currency, rate)} in ${night.text}`);
  }
  assert.ok(
    nights[1]!.text.startsWith(labels.dayDate),
    `the day price's night is ${labels.dayDate}: ${nights[1]!.text}`,
  );
  const seasonNights = nights.filter((n) => n.rule === 'SEASONAL_PRICE');
  assert.ok(
    seasonNights.every((n) => n.text.includes(SEASON.name)),
    'the seasonal nights name their season',
  );
}

test('a hotel administrator sets up a room type, rooms, a season and its prices, and the price check follows them in English and German', () =>
  suite.withTab(async (page) => {
    const layout = await frontOffice(page);

    // A room type with a picture.
    await page.goto('/room/room-type');
    const type = await openCreate(page, 'New room type');
    await textbox(type, 'Name').fill(ROOM_TYPE);
    await type.locator('input[type="file"]').setInputFiles({ name: 'villa.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(type.locator('img[src^="data:image/png"]'), 'the picture preview');
    await button(type, 'Save').click();
    await expectToast(page, 'Room type created successfully');
    await expectVisible(row(page, ROOM_TYPE).locator('img[src^="/files/images/"]'), 'its picture, served by the BFF');

    // Its stay type, which prices are made for.
    await page.goto('/room/stay-type');
    const stay = await openCreate(page, 'New stay type');
    await choose(stay, 'Room type', ROOM_TYPE);
    await textbox(stay, 'Stay type').fill(STAY_TYPE);
    await choose(stay, 'Meal plan', /^BB/);
    await button(stay, 'Save').click();
    await expectToast(page, 'Stay type created successfully');

    // Two rooms of it.
    await page.goto('/room/manage');
    for (const roomNo of ['V01', 'V02']) {
      const room = await openCreate(page, 'New room');
      await textbox(room, 'Room number').fill(roomNo);
      await choose(room, 'Room type', ROOM_TYPE);
      await button(room, 'Save').click();
      await expectToast(page, 'Room created successfully');
      await expectVisible(row(page, roomNo), `room ${roomNo} in the list`);
    }

    // A season, two years ahead.
    await page.goto('/room/season');
    const season = await openCreate(page, 'New season');
    await textbox(season, 'Name').fill(SEASON.name);
    await typeDate(season, 'From', SEASON.from);
    await typeDate(season, 'To', SEASON.to);
    await button(season, 'Save').click();
    await expectToast(page, 'Season created successfully');
    // A second season over the same dates is refused under its first date, and not added.
    const overlap = await openCreate(page, 'New season');
    await textbox(overlap, 'Name').fill('Overlapping season');
    await typeDate(overlap, 'From', DAY);
    await typeDate(overlap, 'To', DAY);
    await button(overlap, 'Save').click();
    await eventually(
      async () => (await fieldError(textbox(overlap, 'From'))).includes(SEASON.name),
      'the overlap named under From',
    );
    await button(overlap, 'Cancel').click();
    await expectGone(overlap, 'the refused season drawer');
    assert.equal(await row(page, 'Overlapping season').count(), 0, 'the refused season is not in the list');

    // Its seasonal price and a day price inside it.
    await page.goto('/channel/seasonal-price');
    const seasonal = await openCreate(page, 'New seasonal price');
    await choose(seasonal, 'Season', new RegExp(SEASON.name));
    await choose(seasonal, 'Channel', CHANNEL);
    await choose(seasonal, 'Room type', ROOM_TYPE);
    await choose(seasonal, 'Stay type', new RegExp(STAY_TYPE));
    await textbox(seasonal, 'Resident (LKR)').fill(SEASONAL.LKR);
    await textbox(seasonal, 'Non-resident (USD)').fill(SEASONAL.USD);
    await button(seasonal, 'Save').click();
    await expectToast(page, 'Seasonal price created successfully');

    await page.goto('/channel/day-price');
    const day = await openCreate(page, 'New day price');
    await typeDate(day, 'Date', DAY);
    await choose(day, 'Channel', CHANNEL);
    await choose(day, 'Room type', ROOM_TYPE);
    await choose(day, 'Stay type', new RegExp(STAY_TYPE));
    await textbox(day, 'Resident (LKR)').fill(DAY_RATE.LKR);
    await textbox(day, 'Non-resident (USD)').fill(DAY_RATE.USD);
    await button(day, 'Save').click();
    await expectToast(page, 'Day price created successfully');

    // The price check on the day-price screen.
    const panel = page.locator(`[aria-label="${EN.check}"]`);
    await choose(panel, 'Channel', CHANNEL);
    await choose(panel, 'Room type', ROOM_TYPE);
    await choose(panel, 'Stay type', new RegExp(STAY_TYPE));
    await typeDate(panel, 'Check-in', STAY.checkIn);
    await typeDate(panel, 'Check-out', STAY.checkOut);
    await expectNights(page, true, EN);
    await expectNights(page, false, EN);

    // The same in German: the choices stay, the labels and amounts read German.
    await layout.chooseLanguage('Deutsch');
    await expectVisible(page.getByText(DE.check, { exact: true }), 'the price check in German');
    await expectNights(page, true, DE);
    await expectNights(page, false, DE);
  }));
