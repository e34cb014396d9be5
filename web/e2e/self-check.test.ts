// The journal's daily self-check in the browser (issue 13, "A daily self-check"): the night audit runs
// and its run shows the self-check passed, linking to /invoice/self-check; the desk opens Self-check
// from the Invoicing menu and sees it green with the series it walked; again in German. Screens are
// kept in /tmp/shots-journal/ (1280 and 390 px, en, de).
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { UpstreamApi } from './support/api.js';
import { expectPath, expectVisible } from './support/browser.js';
import { as } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';
import { shoot as screens } from './support/shots.js';

const suite = useProduct();
const SHOTS = '/tmp/shots-journal';

const shoot = (page: Page, name: string) => screens(page, SHOTS, name);

test('the night audit runs the self-check; the self-check page is green, in English and German', () =>
  suite.withTab(async (page) => {
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

    await page.setViewportSize({ width: 1280, height: 900 });
    const layout = await as.frontDesk(page);
    await layout.goTo('Night audit', '/night-audit');
    await expectVisible(page.getByRole('link', { name: 'Passed' }).first(), 'the run’s self-check passed');
    await shoot(page, 'night-audit-en');

    await layout.sideMenu.getByText('Invoicing', { exact: true }).click();
    await layout.goTo('Self-check', '/invoice/self-check');
    await expectPath(page, '/invoice/self-check');
    await expectVisible(page.getByTestId('self-check-ok'), 'the self-check green');
    await expectVisible(page.getByText('Everything checks out'), 'its title');
    await shoot(page, 'self-check-en');

    await layout.chooseLanguage('Deutsch');
    await expectVisible(page.getByRole('heading', { name: 'Selbstprüfung' }), 'the German page');
    await expectVisible(page.getByText('Alles stimmt'), 'green in German');
    await shoot(page, 'self-check-de');
    await layout.goTo('Nachtabschluss', '/night-audit', /^(Reservierungen|Reservations)$/);
    await expectVisible(page.getByRole('link', { name: 'Bestanden' }).first(), 'the run’s self-check in German');
    await shoot(page, 'night-audit-de');
  }));
