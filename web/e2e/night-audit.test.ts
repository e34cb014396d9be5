// The night audit in the browser (core-platform §2 Reservations, issue 12): the front desk opens
// /night-audit from the menu, sees the business date, runs the audit after confirming and sees the run
// listed; the date has moved on, so the button waits for it (in German too). The stay's account on an
// in-house reservation shows the night just posted. Screens are kept in /tmp/night-audit-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UpstreamApi } from './support/api.js';
import { expectPath, expectVisible } from './support/browser.js';
import { as, toast } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

test('the desk runs the night audit by hand, sees the run, and the night lands on the stay’s account', () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const layout = await as.frontDesk(page);
    await layout.goTo('Night audit', '/night-audit');
    await expectPath(page, '/night-audit');
    const run = page.getByRole('button', { name: 'Run night audit' });
    await expectVisible(run, 'the Run night audit button');
    await expectVisible(page.getByTestId('business-date'), 'the business date');
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Run the night audit?' });
    await expectVisible(dialog, 'the confirmation');
    await dialog.getByRole('button', { name: 'Run night audit' }).click();
    await expectVisible(toast(page, 'Night audit completed'), 'the notice');
    await expectVisible(page.getByRole('cell', { name: 'By hand' }), 'the run in the list');
    assert.equal(await run.isDisabled(), true, 'the next business date has not begun');
    await page.waitForTimeout(600);
    await page.screenshot({ path: '/tmp/night-audit-en-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: '/tmp/night-audit-en-390.png', fullPage: true });

    await layout.chooseLanguage('Deutsch');
    await expectVisible(page.getByRole('button', { name: 'Nachtabschluss ausführen' }), 'the German button');
    await expectVisible(page.getByRole('cell', { name: 'Von Hand' }), 'the run in German');
    await page.waitForTimeout(600);
    await page.screenshot({ path: '/tmp/night-audit-de-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: '/tmp/night-audit-de-1280.png', fullPage: true });

    // An in-house stay of the pricing engine's demo: its night is on its account.
    const api = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
    const hotel = await api.hotelNamed(STAFF_HOTEL);
    const inHouse = await api.call<{ reservation: { id: number; total: number }[] }>(
      'GET',
      `/hotel-service/api/reservation/search?hotelId=${hotel.id}&statusIds=2&size=50`,
    );
    const stay = inHouse.result!.reservation.find((r) => r.total > 0)!;
    await page.goto(`${suite.product.url}/reservation/${stay.id}`);
    const account = page.getByTestId('stay-account');
    await expectVisible(account.getByText(/^Übernachtung|^Nacht in Zimmer/).first(), 'the posted night');
    await account.scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
    await page.screenshot({ path: '/tmp/night-audit-account-de-1280.png', fullPage: true });
  }));
