// Receipts and a refund in the browser (issue 13; operations §4 Refund flow, §5 Refund): the desk
// records a cash and a card receipt on a stay at /invoice/receipt, authorises the card one, then at
// /invoice/refund names the stay's invoice, opens 'Refund Amount', refunds part of it across both
// receipts and sees the refund listed; in German it records a card receipt that shows 'Offen' and,
// in the dialog, 'Diese Quittung wurde noch nicht autorisiert'. The invoice is seeded in the database
// (issuing is another screen's). Screens in /tmp/shots-receipt/ at 1280 and 390 px, en and de.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { UpstreamApi } from './support/api.js';
import { expectGone, expectPath, expectVisible } from './support/browser.js';
import { as, toast } from './support/pages.js';
import { downloadPdf } from './support/pdf.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';
import { shoot as screens } from './support/shots.js';

const suite = useProduct();
const SHOTS = '/tmp/shots-receipt';

async function inGerman(page: Page) {
  await page.evaluate(() => localStorage.setItem('hotel.language', 'de'));
  await page.reload();
}

const shoot = (page: Page, name: string) => screens(page, SHOTS, name);

/** Keeps the screen of a failing step in SHOTS/failure.png. */
async function failureShot(page: Page, run: () => Promise<void>) {
  try {
    await run();
  } catch (err) {
    await page.screenshot({ path: `${SHOTS}/failure.png` }).catch(() => undefined);
    throw err;
  }
}

/** Records a receipt through the 'Record receipt' drawer. */
async function recordReceipt(
  page: Page,
  labels: { add: string; reservation: string; amount: string; save: string },
  stay: string,
  method: string,
  amount: string,
) {
  await page.getByRole('button', { name: labels.add }).first().click();
  const drawer = page.getByRole('dialog', { name: labels.add });
  const named = { name: labels.reservation };
  await drawer.getByRole('combobox', named).or(drawer.getByRole('textbox', named)).first().fill(stay);
  await page.getByRole('option', { name: new RegExp(stay) }).click();
  await drawer
    .locator('label')
    .filter({ hasText: new RegExp(`^${method}$`) })
    .click();
  await drawer.getByRole('textbox', { name: labels.amount }).fill(amount);
  await drawer.getByRole('button', { name: labels.save }).click();
}

test('the desk takes cash and a card, authorises the card and refunds part across both receipts', () =>
  suite.withTab((page) =>
    failureShot(page, async () => {
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      const api = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
      const hotel = await api.hotelNamed(STAFF_HOTEL);
      const found = await api.call<{ reservation: { id: number; refNumber: string; currency: string }[] }>(
        'GET',
        `/hotel-service/api/reservation/search?hotelId=${hotel.id}&statusIds=1&size=5&sortField=id&direction=DESC`,
      );
      const stay = found.result!.reservation.find((r) => r.currency === 'LKR')!;
      // The stay's invoice, as issuing would write it (the invoice screens are another area's).
      const [invoice] = await suite.product.sql<{ id: number }>(
        `with made as (
         insert into folio (hotel_id, reservation_id, number, name)
         select hotel_id, id, 1, guest_name from reservation where id = $1
         on conflict (reservation_id, number) where reservation_id is not null do nothing
         returning id, hotel_id, reservation_id),
       f as (select id, hotel_id, reservation_id from made
             union all select id, hotel_id, reservation_id from folio where reservation_id = $1 and number = 1)
       insert into invoice (hotel_id, document_type, year, sequence_number, number, folio_id, reservation_id,
                            currency, net, tax, total, recipient, issuer)
       select f.hotel_id, 'INVOICE', 2026, 990001, 'IN-2026-990001', f.id, f.reservation_id, 'LKR', 9000, 0, 9000,
              '{"name":"guest"}', '{"name":"hotel"}'
         from f limit 1 returning id`,
        [stay.id],
      );
      const invoiceId = invoice!.id;

      await as.frontDesk(page);
      await page.goto(`${suite.product.url}/invoice/receipt`);
      await expectPath(page, '/invoice/receipt');
      await expectVisible(page.getByRole('heading', { name: 'Receipts' }), 'the receipts page');
      const en = { add: 'Record receipt', reservation: 'Reservation', amount: 'Amount', save: 'Save' };
      await recordReceipt(page, en, stay.refNumber, 'Cash', '5000');
      await expectVisible(toast(page, 'Receipt recorded successfully').first(), 'the cash receipt');
      await recordReceipt(page, en, stay.refNumber, 'Card', '3000');
      await expectVisible(toast(page, 'Receipt recorded successfully').first(), 'the card receipt');
      const cardRow = page.getByRole('row').filter({ hasText: stay.refNumber }).filter({ hasText: 'Pending' });
      await expectVisible(cardRow, 'the pending card receipt');
      await shoot(page, 'receipts-en');
      await cardRow.getByRole('button', { name: /^Authorise RC-/ }).click();
      await expectVisible(toast(page, 'Receipt authorised successfully').first(), 'the authorisation');
      await expectGone(cardRow, 'no pending receipt of the stay left');
      const cashRow = page.getByRole('row').filter({ hasText: stay.refNumber }).filter({ hasText: 'Cash' });
      const printed = await downloadPdf(page, () => cashRow.getByRole('button', { name: /^PDF of RC-/ }).click());
      assert.match(printed.fileName, /^RC-\d{4}-\d{6}\.pdf$/);
      for (const expected of [STAFF_HOTEL, 'Receipt', stay.refNumber, 'Cash', 'Authorised', 'LKR 5,000.00']) {
        assert.ok(printed.text.includes(expected), `the receipt PDF shows ${expected}: ${printed.text}`);
      }

      await page.goto(`${suite.product.url}/invoice/refund`);
      await expectVisible(page.getByRole('heading', { name: 'Refunds' }), 'the refunds page');
      await page.getByRole('textbox', { name: 'Invoice id' }).fill(String(invoiceId));
      await page.getByRole('button', { name: 'Show receipts' }).click();
      await expectVisible(page.getByText(/receipts, refundable LKR 8,000.00/), 'the refundable amount');
      await page.getByTestId('invoice-refundable').getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund Amount' });
      await expectVisible(dialog, 'the refund dialog');
      await dialog.getByRole('radio', { name: 'Card' }).click();
      await dialog
        .locator('label')
        .filter({ hasText: /^Partial refund$/ })
        .click();
      await dialog.getByRole('textbox', { name: /Partial amount/ }).fill('4000');
      const rows = dialog.getByRole('row').filter({ hasText: 'RC-' });
      assert.equal(await rows.count(), 2);
      await rows.nth(1).getByRole('checkbox').check();
      await rows.nth(0).getByRole('checkbox').check();
      await shoot(page, 'refund-dialog-en');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await expectVisible(toast(page, 'Refund completed successfully').first(), 'the refund');
      await expectGone(dialog, 'the dialog closed');
      const listed = page.getByRole('row').filter({ hasText: 'IN-2026-990001' });
      await expectVisible(listed, 'the refund listed');
      assert.match(await listed.innerText(), /RF-\d{4}-\d{6}[\s\S]*Partial refund[\s\S]*Card[\s\S]*LKR 4,000\.00/i);
      await expectVisible(page.getByText(/receipts, refundable LKR 4,000.00/), 'the refundable amount reloaded');
      await shoot(page, 'refunds-en');

      // In German: a card receipt waits 'Offen', and the dialog says it is not authorised yet.
      await page.goto(`${suite.product.url}/invoice/receipt`);
      await inGerman(page);
      await expectVisible(page.getByRole('heading', { name: 'Quittungen' }), 'the German receipts page');
      const de = { add: 'Quittung erfassen', reservation: 'Reservierung', amount: 'Betrag', save: 'Speichern' };
      await recordReceipt(page, de, stay.refNumber, 'Karte', '1500');
      await expectVisible(toast(page, 'Quittung erfolgreich erfasst').first(), 'the German notice');
      await expectVisible(
        page.getByRole('row').filter({ hasText: stay.refNumber }).filter({ hasText: 'Offen' }),
        'the pending receipt in German',
      );
      await shoot(page, 'receipts-de');
      await page.goto(`${suite.product.url}/invoice/refund`);
      await expectVisible(page.getByRole('heading', { name: 'Erstattungen' }), 'the German refunds page');
      await page.getByRole('textbox', { name: 'Rechnungs-ID' }).fill(String(invoiceId));
      await page.getByRole('button', { name: 'Quittungen zeigen' }).click();
      await page.getByTestId('invoice-refundable').getByRole('button', { name: 'Erstatten' }).click();
      const german = page.getByRole('dialog', { name: 'Erstattungsbetrag' });
      await expectVisible(german.getByText('Diese Quittung wurde noch nicht autorisiert'), 'the pending notice');
      await shoot(page, 'refund-dialog-de');
    }),
  ));
