// Invoicing in the browser (core-platform §2 Invoicing; issue 13): the night audit has posted the
// nights of the in-house stays, so a stay has charges. The front desk opens Proforma invoice from the
// menu, finds the stay by its reference, sees the proforma (no number) and prints it on A4 with the
// hotel's details, issues the invoice after confirming and sees its number, prints it; then credits it
// with a reason from the history's Credit note button and sees both documents in the history. The
// history is read again in German. Screens are kept in /tmp/shots-invoice/ (1280 and 390 px, en, de).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { UpstreamApi } from './support/api.js';
import { expectPath, expectVisible } from './support/browser.js';
import { as, toast } from './support/pages.js';
import { downloadPdf } from './support/pdf.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';
import { shoot as screens } from './support/shots.js';

const suite = useProduct();
const SHOTS = '/tmp/shots-invoice';

const shoot = (page: Page, name: string) => screens(page, SHOTS, name);

test('the desk previews, issues, prints and credits a stay’s invoice; the history shows both, in German too', () =>
  suite.withTab(async (page) => {
    // The nights of the in-house stays are posted by the night audit of today's business date.
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
    const inHouse = await api.call<{
      reservation: { id: number; refNumber: string; guestName: string; total: number }[];
    }>('GET', `/hotel-service/api/reservation/search?hotelId=${hotel.id}&statusIds=2&size=50`);
    const stay = inHouse.result!.reservation.find((r) => r.total > 0);
    if (!stay) throw new Error('no in-house stay in the demo');

    await page.setViewportSize({ width: 1280, height: 900 });
    const layout = await as.frontDesk(page);
    // The Invoicing section of the side menu opens on a click.
    await layout.sideMenu.getByText('Invoicing', { exact: true }).click();
    await layout.goTo('Proforma invoice', '/invoice/make-invoice');
    await expectVisible(page.getByText('Choose a reservation to see its proforma.'), 'the empty state');
    const picker = page.getByPlaceholder('Search by reference number or guest name');
    await picker.fill(stay.refNumber);
    await page.getByRole('option', { name: new RegExp(stay.refNumber) }).click();
    await expectPath(page, '/invoice/make-invoice');
    const issue = page.getByRole('button', { name: 'Issue invoice' }).first();
    await expectVisible(issue, 'the proforma of folio 1');
    await expectVisible(page.getByText('Proforma – not an invoice').first(), 'no number on the proforma');
    await shoot(page, 'proforma-en');

    const proformaPdf = await downloadPdf(page, () => page.getByRole('button', { name: 'Print PDF' }).first().click());
    assert.ok(Math.abs(proformaPdf.pages[0]!.width - 210) < 1, 'A4 wide');
    assert.ok(Math.abs(proformaPdf.pages[0]!.height - 297) < 1, 'A4 high');
    assert.match(proformaPdf.text, /Serendib Colombo/);
    assert.match(proformaPdf.text, /Proforma invoice/);

    await issue.click();
    const question = page.getByRole('dialog', { name: 'Issue the invoice?' });
    await expectVisible(question, 'the confirmation');
    await question.getByRole('button', { name: 'Issue invoice' }).click();
    await expectVisible(toast(page, 'Invoice issued successfully'), 'the notice');
    const issuedTitle = page.getByText(/^Invoice INV-\d{4}-\d{6} issued$/);
    await expectVisible(issuedTitle, 'the issued number');
    const number = /INV-\d{4}-\d{6}/.exec((await issuedTitle.textContent()) ?? '')![0];
    await shoot(page, 'issued-en');
    const invoicePdf = await downloadPdf(page, () => page.getByRole('button', { name: 'Print PDF' }).first().click());
    assert.match(invoicePdf.text, new RegExp(number));
    assert.match(invoicePdf.text, /Serendib Colombo/);
    assert.equal(invoicePdf.fileName, `${number}.pdf`);

    // The history lists it; its Credit note button leads to the credit note of that invoice.
    await layout.goTo('Invoice history', '/invoice/invoice-history');
    const row = page.getByRole('row', { name: new RegExp(number) });
    await expectVisible(row, 'the invoice in the history');
    await row.getByRole('button', { name: 'Credit note' }).click();
    await expectPath(page, '/invoice/creditNote');
    await expectVisible(page.getByText(number).first(), 'the chosen invoice');
    await page.getByRole('button', { name: 'Issue credit note' }).click();
    await expectVisible(page.getByText('A credit note needs a reason'), 'the reason is required');
    await page.getByLabel('Reason').fill('Guest complaint: room not cleaned');
    await shoot(page, 'credit-note-en');
    await page.getByRole('button', { name: 'Issue credit note' }).click();
    const confirmCredit = page.getByRole('dialog', { name: 'Issue the credit note?' });
    await confirmCredit.getByRole('button', { name: 'Issue credit note' }).click();
    await expectVisible(toast(page, 'Credit note issued successfully'), 'the credit notice');
    const cnTitle = page.getByText(/^Credit note CN-\d{4}-\d{6} issued$/);
    await expectVisible(cnTitle, 'the credit note number');
    const cnNumber = /CN-\d{4}-\d{6}/.exec((await cnTitle.textContent()) ?? '')![0];
    await expectVisible(page.getByText('This invoice is fully credited.'), 'nothing left to credit');

    await layout.goTo('Invoice history', '/invoice/invoice-history');
    await expectVisible(page.getByRole('row', { name: new RegExp(cnNumber) }), 'the credit note in the history');
    await expectVisible(
      page.getByRole('row', { name: new RegExp(`${number}.*Invoice`) }),
      'the invoice in the history',
    );
    await shoot(page, 'history-en');

    await layout.chooseLanguage('Deutsch');
    await expectVisible(page.getByRole('heading', { name: 'Rechnungsverlauf' }), 'the German history');
    await expectVisible(page.getByText('Gutschrift').first(), 'the credit note in German');
    await shoot(page, 'history-de');
    await page.goto(`${suite.product.url}/invoice/make-invoice?reservationId=${stay.id}`);
    await expectVisible(
      page
        .getByText('Alle Buchungen dieses Aufenthalts sind abgerechnet.')
        .or(page.getByText('Dieser Aufenthalt hat keine offenen Buchungen.')),
      'the stay fully invoiced, in German',
    );
    await shoot(page, 'proforma-de');
  }));
