// Choosing a hotel and a service (core §2 Top level, §4 Selection and "Navigation after choosing
// a service"): the group administrator's hotel cards, then the hotel's services, then the hotel.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { eventually, expectPath, expectVisible } from './support/browser.js';
import { button, expectToast, row, textbox } from './support/forms.js';
import { as } from './support/pages.js';
import { firstHotelScreen } from './support/screens.js';
import { useProduct } from './support/suite.js';
import { DEMO_GROUP, DEMO_HOTELS } from './support/users.js';

const suite = useProduct();

/** A selection card: the whole card is one button named by its texts. */
const card = (page: Page, title: string) => page.getByRole('button', { name: title });

test("the group admin's cards show both demo hotels; choosing a hotel and Front Office lands on the hotel page", () =>
  suite.withTab(async (page) => {
    const layout = await as.groupAdmin(page);
    await expectPath(page, '/toplevel/products');
    await expectVisible(page.getByText(`Hotels of ${DEMO_GROUP}. Choose a hotel to continue.`), 'the group name');
    for (const hotel of DEMO_HOTELS) await expectVisible(card(page, hotel), `the card of ${hotel}`);

    await card(page, 'Serendib Colombo').click();
    await expectPath(page, '/toplevel/services');
    await expectVisible(page.getByText('Services of Serendib Colombo. Choose a service to continue.'), 'the hotel');
    for (const service of ['Front Office', 'Ocean Restaurant', 'Housekeeping', 'Main Stores']) {
      await expectVisible(card(page, service), `the card of ${service}`);
    }
    assert.equal(await layout.title.textContent(), 'Serendib Colombo');

    await card(page, 'Front Office').click();
    // The first permitted front-office page that exists (/notification while it is the only one).
    await expectPath(page, firstHotelScreen());
    assert.equal(await layout.title.textContent(), 'Serendib Colombo');
    // A HOTEL service: the side menu and the notification bell belong to it.
    await expectVisible(layout.sideMenu, 'the side menu');
    await expectVisible(layout.sideMenu.getByRole('link', { name: 'Notifications' }), 'the Notifications entry');
    await expectVisible(layout.bell, 'the notification bell');
  }));

test('the group admin chooses the other hotel: its name heads the pages', () =>
  suite.withTab(async (page) => {
    const layout = await as.groupAdmin(page);
    await card(page, 'Serendib Kandy').click();
    await expectPath(page, '/toplevel/services');
    await expectVisible(page.getByText('Services of Serendib Kandy. Choose a service to continue.'), 'the hotel');
    await card(page, 'Front Office').click();
    await expectPath(page, firstHotelScreen());
    assert.equal(await layout.title.textContent(), 'Serendib Kandy');
  }));

test('a hotel renamed in the administration heads the pages and its card at once, without a reload', () =>
  suite.withTab(async (page) => {
    const layout = await as.groupAdmin(page);
    await card(page, 'Serendib Kandy').click();
    await card(page, 'Front Office').click();
    await expectPath(page, firstHotelScreen());
    assert.equal(await layout.title.textContent(), 'Serendib Kandy');

    const rename = async (from: string, to: string) => {
      await button(row(page, from), 'Edit').click();
      const edit = page.getByRole('dialog', { name: 'Edit hotel' });
      await textbox(edit, 'Title').fill(to);
      await button(edit, 'Save').click();
      await expectToast(page, 'Hotel updated');
    };
    await page.getByRole('banner').getByRole('button', { name: 'Home' }).click();
    await layout.chooseFromUserMenu('Setting');
    await expectPath(page, '/group-admin/hotel');
    assert.equal(await layout.title.textContent(), 'Serendib Kandy', 'the chosen hotel still heads the page');
    await rename('Serendib Kandy', 'Kandy Hills');
    await eventually(async () => (await layout.title.textContent()) === 'Kandy Hills', 'the new title in the header');

    await page.getByRole('banner').getByRole('button', { name: 'Home' }).click();
    await expectVisible(card(page, 'Kandy Hills'), 'the renamed hotel among the cards');

    await layout.chooseFromUserMenu('Setting');
    await rename('Serendib Kandy', 'Serendib Kandy');
    await eventually(async () => (await layout.title.textContent()) === 'Serendib Kandy', 'the title restored');
  }));
