// The stay's account in the browser (issue 13; docs/folio.md): the desk posts a minibar charge to a
// guest in house from /invoice/additional-billing, opens a company folio on the reservation and moves
// the room nights there — each folio's balance is right; then bills a wedding dinner to a walk-in
// customer from /invoice/additional-events, and sees both screens again in German. Screens are kept in
// /tmp/shots-folio/ (1280 and 390 px, en and de).
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { UpstreamApi } from './support/api.js';
import { expectPath, expectVisible } from './support/browser.js';
import { as, toast } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';
import { shoot as screens } from './support/shots.js';

const suite = useProduct();
const SHOTS = '/tmp/shots-folio';

interface Folio {
  id: number;
  number: number;
  name: string;
  currency: string;
  balance: number;
  entries: { charge: { kind: string; amount: number } | null }[];
}

const shoot = (page: Page, name: string) => screens(page, SHOTS, name);

const amountText = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('the desk posts a minibar charge, moves the room nights to a company folio and bills an event to a walk-in', () =>
  suite.withTab(async (page) => {
    await mkdir(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    const layout = await as.frontDesk(page);
    const api = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
    const hotel = await api.hotelNamed(STAFF_HOTEL);
    // The night audit posts tonight's nights to the stays in house.
    await api.call('POST', '/hotel-service/api/night-audit', {
      hotelId: hotel.id,
      businessDate: (
        await api.call<{ businessDay: { businessDate: string } }>(
          'GET',
          `/hotel-service/api/night-audit/business-day?hotelId=${hotel.id}`,
        )
      ).result!.businessDay.businessDate,
    });
    const stays = await api.call<{
      stays: { reservationId: number; roomNo: string; guestName: string; refNumber: string }[];
    }>('GET', `/hotel-service/api/folio/stays?hotelId=${hotel.id}`);
    const folios = async (id: number) =>
      (await api.call<{ folios: Folio[] }>('GET', `/hotel-service/api/folio/reservation/${id}`)).result!.folios;
    let stay: { reservationId: number; roomNo: string; guestName: string; refNumber: string } | undefined;
    for (const s of stays.result!.stays) {
      const [first] = await folios(s.reservationId);
      if (first?.entries.some((e) => e.charge?.kind === 'ROOM_NIGHT' && e.charge.amount > 0)) {
        stay = s;
        break;
      }
    }
    if (!stay) throw new Error('no guest in house with a night posted');

    // Additional billing: a minibar charge to the guest's room.
    await layout.goTo('Additional billing', '/invoice/additional-billing', 'Invoicing');
    await expectPath(page, '/invoice/additional-billing');
    await page.getByRole('button', { name: 'Post a charge' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Post a charge' });
    await expectVisible(drawer, 'the post form');
    await drawer.getByRole('combobox', { name: /^Room or guest/ }).fill(stay.roomNo);
    await page.getByRole('option', { name: `${stay.roomNo} · ${stay.guestName} (${stay.refNumber})` }).click();
    await drawer.getByLabel('Description').fill('Minibar');
    await drawer.getByLabel('Quantity').fill('2');
    await drawer.getByLabel('Unit price').fill('750');
    await shoot(page, 'additional-billing-form-en');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expectVisible(toast(page, 'Charge posted'), 'the notice');
    await expectVisible(page.getByRole('cell', { name: 'Minibar' }), 'the charge in the list');
    await shoot(page, 'additional-billing-en');

    // The reservation's account: open a company folio and move the room nights there.
    await page.goto(`${suite.product.url}/reservation/${stay.reservationId}`);
    const account = page.getByTestId('stay-account');
    await expectVisible(account.getByText('Additional · Minibar'), 'the minibar charge on folio 1');
    await account.getByRole('button', { name: 'Open folio' }).click();
    const open = page.getByRole('dialog', { name: 'Open folio' });
    await open.getByLabel('Bill to').fill('Acme Travels Ltd');
    await open.getByRole('button', { name: 'Save' }).click();
    await expectVisible(toast(page, 'Folio opened'), 'the folio notice');
    await account.getByTestId('folio-tab-1').click();
    const nights = account.getByRole('checkbox', { name: /^Choose Room / });
    const count = await nights.count();
    assert.ok(count > 0, 'room nights to move');
    for (let i = 0; i < count; i += 1) await nights.nth(i).check();
    await account.getByRole('combobox', { name: 'Move to folio …' }).click();
    await page.getByRole('option', { name: '2 · Acme Travels Ltd' }).click();
    await account.getByRole('button', { name: 'Move', exact: true }).click();
    await expectVisible(toast(page, 'Charges moved'), 'the move notice');

    const [guest, company] = await folios(stay.reservationId);
    const minibar = guest!.entries.find((e) => e.charge?.kind === 'ADDITIONAL')!.charge!.amount;
    const nightsTotal = company!.entries.reduce((sum, e) => sum + Math.round((e.charge?.amount ?? 0) * 100), 0) / 100;
    assert.equal(company!.entries.length, count, 'the nights are on the company folio');
    assert.ok(
      guest!.entries.every((e) => e.charge?.kind !== 'ROOM_NIGHT'),
      'no night left on the guest folio',
    );
    assert.equal(company!.balance, nightsTotal);
    await expectVisible(
      account.getByTestId(`account-total-${guest!.currency}`).filter({ hasText: amountText(guest!.balance) }),
      'the guest folio balance',
    );
    assert.equal(guest!.balance >= minibar, true);
    await account.getByTestId('folio-tab-2').click();
    await expectVisible(
      account.getByTestId(`account-total-${company!.currency}`).filter({ hasText: amountText(nightsTotal) }),
      'the company folio balance',
    );
    await account.scrollIntoViewIfNeeded();
    await shoot(page, 'reservation-folios-en');

    // An event billed to a walk-in customer.
    await page.goto(`${suite.product.url}/invoice/additional-events`);
    await page.getByRole('button', { name: 'Bill an event' }).first().click();
    const event = page.getByRole('dialog', { name: 'Bill an event' });
    await event.getByText('Walk-in customer').click();
    await event.getByLabel('Customer name').fill('Lanka Weddings');
    await event.getByLabel('Description').fill('Wedding dinner');
    const date = event.getByLabel('Event date');
    await date.fill('2026-12-24');
    await date.press('Enter');
    await event.getByLabel('Covers').fill('120');
    await event.getByLabel('Venue').fill('Lagoon ballroom');
    await event.getByLabel('Quantity').fill('120');
    await event.getByLabel('Unit price').fill('4500');
    await event.getByRole('button', { name: 'Save' }).click();
    await expectVisible(toast(page, 'Charge posted'), 'the event notice');
    await expectVisible(page.getByRole('cell', { name: 'Lanka Weddings' }), 'the event in the list');
    await shoot(page, 'additional-events-en');

    // In German.
    await layout.chooseLanguage('Deutsch');
    await expectVisible(page.getByRole('heading', { name: 'Veranstaltungen' }), 'the German events page');
    await expectVisible(page.getByRole('cell', { name: 'Lanka Weddings' }), 'the event in German');
    await page.getByRole('button', { name: 'Veranstaltung berechnen' }).first().click();
    await expectVisible(
      page.getByRole('dialog', { name: 'Veranstaltung berechnen' }).getByText('Laufkunde'),
      'the German form',
    );
    await shoot(page, 'additional-events-form-de');
    await page.keyboard.press('Escape');
    await shoot(page, 'additional-events-de');
    await page.goto(`${suite.product.url}/reservation/${stay.reservationId}`);
    await expectVisible(account.getByRole('button', { name: 'Folio eröffnen' }), 'the German account');
    await expectVisible(account.getByText('Zusatzleistung · Minibar'), 'the minibar in German');
    await account.scrollIntoViewIfNeeded();
    await shoot(page, 'reservation-folios-de');
    await page.goto(`${suite.product.url}/invoice/additional-billing`);
    await expectVisible(page.getByRole('heading', { name: 'Zusatzleistungen' }), 'the German billing page');
    await shoot(page, 'additional-billing-de');
  }));
