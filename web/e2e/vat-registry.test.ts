// The VAT registry in the browser (issue 13; docs/invoicing.md "VAT registry"): the front desk opens
// VAT registry from the side menu, registers a business customer (the form's §5 messages first), is
// refused a second customer with the same VAT number, finds the customer on the VAT registry portal by
// typing its e-mail (looked up after the 600 ms pause), then picks it as the VAT customer of a stay's
// proforma: the proforma and the invoice issued carry its name and VAT number. The registry and the
// portal are seen again in German. Screens in /tmp/shots-vat/ (1280 and 390 px, en and de).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { UpstreamApi } from './support/api.js';
import { expectPath, expectVisible } from './support/browser.js';
import { as, toast } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';
import { shoot as screens } from './support/shots.js';

const suite = useProduct();
const SHOTS = '/tmp/shots-vat';
mkdirSync(SHOTS, { recursive: true });

const shoot = (page: Page, name: string) => screens(page, SHOTS, name);

const CUSTOMER = {
  email: 'accounts@lanka-exports.lk',
  name: 'Lanka Exports (Pvt) Ltd',
  vatNumber: '114998877-7000',
  address: '44 Union Place, Colombo 2',
};

test('the desk registers a business customer, finds it on the portal and invoices a stay to it; German too', () =>
  suite.withTab(async (page) => {
    // A stay with charges: the night audit of today's business date posts the in-house nights.
    const api = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
    const hotel = await api.hotelNamed(STAFF_HOTEL);
    const day = await api.call<{ businessDay: { businessDate: string } }>(
      'GET',
      `/hotel-service/api/night-audit/business-day?hotelId=${hotel.id}`,
    );
    await api.call('POST', '/hotel-service/api/night-audit', {
      hotelId: hotel.id,
      businessDate: day.result!.businessDay.businessDate,
    });
    const inHouse = await api.call<{ reservation: { id: number; refNumber: string; total: number }[] }>(
      'GET',
      `/hotel-service/api/reservation/search?hotelId=${hotel.id}&statusIds=2&size=50`,
    );
    const stay = inHouse.result!.reservation.find((r) => r.total > 0);
    if (!stay) throw new Error('no in-house stay in the demo');

    await page.setViewportSize({ width: 1280, height: 900 });
    const layout = await as.frontDesk(page);
    await layout.goTo(/^VAT registry$/, '/vat-registry', 'VAT registry');
    await expectVisible(page.getByRole('heading', { name: 'VAT registry' }), 'the registry');

    // Register: the §5 messages first, then the customer.
    await page.getByRole('button', { name: 'Create' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Register customer' });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expectVisible(drawer.getByText('Email is required'), "'Email is required'");
    await expectVisible(drawer.getByText('Name is required'), "'Name is required'");
    await expectVisible(drawer.getByText('VAT number is required'), "'VAT number is required'");
    await expectVisible(drawer.getByText('Address is required'), "'Address is required'");
    await drawer.getByLabel('Email').fill(CUSTOMER.email);
    await drawer.getByLabel('Name').fill(CUSTOMER.name);
    await drawer.getByLabel('VAT number').fill(CUSTOMER.vatNumber);
    await drawer.getByLabel('Address').fill(CUSTOMER.address);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expectVisible(toast(page, 'VAT registry customer saved successfully'), 'the saved notice');
    await expectVisible(page.getByRole('row', { name: new RegExp(CUSTOMER.vatNumber) }), 'the customer listed');
    await shoot(page, 'registry-en');

    // The same VAT number again: one customer per number and hotel.
    await page.getByRole('button', { name: 'Create' }).first().click();
    const again = page.getByRole('dialog', { name: 'Register customer' });
    await again.getByLabel('Email').fill('other@lanka-exports.lk');
    await again.getByLabel('Name').fill('Lanka Exports again');
    await again.getByLabel('VAT number').fill(CUSTOMER.vatNumber);
    await again.getByLabel('Address').fill('Somewhere else');
    await again.getByRole('button', { name: 'Save' }).click();
    await expectVisible(
      again.getByText('A customer with this VAT number is already registered for this hotel'),
      'the taken VAT number beside its field',
    );
    await again.getByRole('button', { name: 'Cancel' }).click();

    // The portal: the e-mail typed is looked up after the pause.
    await layout.goTo(/^VAT registry portal$/, '/vat-registry-portal', 'VAT registry');
    await page.getByLabel('Customer e-mail').pressSequentially(CUSTOMER.email, { delay: 20 });
    const card = page.getByTestId('vat-portal-customer');
    await expectVisible(card, 'the customer found');
    assert.match((await card.textContent()) ?? '', new RegExp(CUSTOMER.name.replace(/[()]/g, '\\$&')));
    await shoot(page, 'portal-en');
    await page.getByLabel('Customer e-mail').fill('nobody@nowhere.lk');
    await expectVisible(page.getByText('No customer is registered with this e-mail'), 'nobody found');
    await expectVisible(page.getByRole('button', { name: 'Register customer' }), 'Register offered');
    await shoot(page, 'portal-not-found-en');

    // The proforma of the stay, made out to the customer before issuing.
    await page.goto(`${suite.product.url}/invoice/make-invoice?reservationId=${stay.id}`);
    await expectPath(page, '/invoice/make-invoice');
    const picker = page.getByTestId('invoice-vat-customer').first();
    await expectVisible(picker, 'the VAT customer picker');
    await picker.getByPlaceholder("The stay's customer or the guest").fill('Lanka');
    await page.getByRole('option', { name: new RegExp(CUSTOMER.vatNumber) }).click();
    await picker.getByRole('button', { name: 'Set VAT customer' }).click();
    await expectVisible(toast(page, "The invoice's VAT customer was updated"), 'the notice');
    await expectVisible(page.getByText(`VAT No.: ${CUSTOMER.vatNumber}`).first(), 'the proforma’s recipient');
    await shoot(page, 'proforma-vat-en');
    await page.getByRole('button', { name: 'Issue invoice' }).first().click();
    await page
      .getByRole('dialog', { name: 'Issue the invoice?' })
      .getByRole('button', { name: 'Issue invoice' })
      .click();
    await expectVisible(toast(page, 'Invoice issued successfully'), 'issued');
    await expectVisible(page.getByText(/^Invoice INV-\d{4}-\d{6} issued$/), 'the issued number');
    await expectVisible(page.getByText(CUSTOMER.name).first(), 'the invoice made out to the customer');
    await expectVisible(page.getByText(`VAT No.: ${CUSTOMER.vatNumber}`).first(), 'its VAT number on the invoice');

    // German.
    await layout.chooseLanguage('Deutsch');
    await page.goto(`${suite.product.url}/vat-registry`);
    await expectVisible(page.getByRole('heading', { name: 'USt-Register' }), 'the German registry');
    await expectVisible(page.getByText('Rezeption').first(), 'where the customer is used, in German');
    await shoot(page, 'registry-de');
    await page.goto(`${suite.product.url}/vat-registry-portal`);
    await page.getByLabel('E-Mail des Kunden').pressSequentially(CUSTOMER.email, { delay: 20 });
    await expectVisible(page.getByTestId('vat-portal-customer'), 'the customer found, in German');
    await expectVisible(page.getByText('Auf Rechnungen genannt'), 'named on invoices, in German');
    await shoot(page, 'portal-de');
  }));
