// The reservation VAT dialog in the browser (operations §2 Refund and VAT): the front desk opens a
// reservation with VAT, clicks VAT details, sees 'Reservation VAT Registry Information - {reference}',
// fills the form and updates after 'Are you sure to update the vat details?'; opened again in German
// it shows the saved customer ('Vat not applicable' is the component test's). Screens are kept in
// /tmp/reservation-vat-*.png (1280 and 390 px, en and de).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UpstreamApi } from './support/api.js';
import { expectVisible } from './support/browser.js';
import { as, toast } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

test('the desk sets the VAT customer of a stay with VAT, and sees it again in German', () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const layout = await as.frontDesk(page);
    const api = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
    const hotel = await api.hotelNamed(STAFF_HOTEL);
    const found = await api.call<{ reservation: { id: number; refNumber: string }[] }>(
      'GET',
      `/hotel-service/api/reservation/search?hotelId=${hotel.id}&statusIds=1&size=100`,
    );
    let withVat: { id: number; refNumber: string } | undefined;
    for (const r of found.result!.reservation) {
      const vat = await api.call<{ reservationVat: { vatApplicable: boolean } }>(
        'GET',
        `/hotel-service/api/reservation-vag-registry/${r.id}`,
      );
      if (vat.result!.reservationVat.vatApplicable) {
        withVat = r;
        break;
      }
    }
    if (!withVat) throw new Error('no reserved stay with VAT in the demo');

    await page.goto(`${suite.product.url}/reservation/${withVat.id}`);
    await page.getByRole('button', { name: 'VAT details' }).click();
    const dialog = page.getByRole('dialog', { name: `Reservation VAT Registry Information - ${withVat.refNumber}` });
    await expectVisible(dialog, 'the VAT dialog');
    await dialog.getByLabel('VAT email').fill('accounts@lanka-traders.lk');
    const vatNumber = `VAT-E2E-${Date.now() % 100000}`;
    await dialog.getByLabel('VAT Number').fill(vatNumber);
    await dialog.getByLabel('Name').fill('Lanka Traders (Pvt) Ltd');
    await dialog.getByLabel('Address').fill('12 Galle Road, Colombo 3');
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/reservation-vat-en-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/reservation-vat-en-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Update' }).click();
    const question = page.getByRole('dialog', { name: 'Please confirm' });
    await expectVisible(question.getByText('Are you sure to update the vat details?'), 'the confirmation');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expectVisible(toast(page, 'VAT details updated successfully'), 'the notice');

    // Opened again, in German: the saved customer.
    await layout.chooseLanguage('Deutsch');
    await page.getByRole('button', { name: 'MwSt.-Angaben' }).click();
    const again = page.getByRole('dialog', { name: `MwSt.-Registerangaben der Reservierung - ${withVat.refNumber}` });
    const number = again.getByLabel('USt-IdNr.');
    await expectVisible(number, 'the German VAT form');
    assert.equal(await number.inputValue(), vatNumber, 'the saved VAT number');
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/reservation-vat-de-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/reservation-vat-de-390.png' });
  }));
