// Notices (toasts) cover no action and close on time, on a desktop (1366×900) and a phone (390×844).
// Staff found them bottom-right over the order screen's Order and Confirm Order buttons and over the
// forms' Save, and one stayed over 48 s while the pointer rested on it. Each notice here is measured
// against every button the page shows, then the mouse is held over it until it must have closed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectGone, expectPath, expectVisible } from './support/browser.js';
import { button, row, textbox } from './support/forms.js';
import { buttonsUnder, expectClosesUnderTheMouse, noticeShown } from './support/notices.js';
import { as } from './support/pages.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Lets the notice settle where it is placed (it moves off a button within a frame or two). */
const settle = (page: Page) => page.waitForTimeout(400);

async function expectClearAndClosing(page: Page, text: string, where: string): Promise<void> {
  const notice = await noticeShown(page, text);
  await settle(page);
  assert.deepEqual(await buttonsUnder(page, notice), [], `the notice "${text}" covers no button (${where})`);
  const stayed = await expectClosesUnderTheMouse(page, notice);
  assert.ok(stayed > 1000, `the notice "${text}" was there to be read (${stayed} ms)`);
}

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, a form's success notice covers no button and closes on time under the mouse`, () =>
    suite.withTab(async (page) => {
      await page.setViewportSize(viewport);
      await as.groupAdmin(page);
      await page.goto('/group-admin/mail-config');
      await expectPath(page, '/group-admin/mail-config');
      const sender = textbox(page, 'Sender name');
      await expectVisible(sender, 'the mail configuration form');
      await sender.fill(`Serendib Reservations ${viewport.name}`);
      await button(page, 'Save').click();
      await expectClearAndClosing(page, 'Mail configuration saved', `mail configuration, ${viewport.name}`);
      await expectVisible(button(page, 'Save'), 'the form, still there');
    }));

  test(`on a ${viewport.name}, the order screen's notice covers none of its buttons and closes on time`, () =>
    suite.withTab(async (page) => {
      await page.setViewportSize(viewport);
      await as.waiter(page);
      await button(page, 'Sri Lankan').click();
      await button(page, 'LUNCH').click();
      if (viewport.name === 'phone') {
        // On a phone the order sits behind the cart bar at the foot of the menu.
        await page.getByTestId('cart-open').click();
        await expectVisible(page.getByRole('dialog', { name: 'Order' }), 'the order sheet');
      }
      await expectVisible(button(page, 'Allocate Table'), 'the order screen');
      await button(page, 'Allocate Table').click();
      const vacant = page.getByTestId('drawer-table').filter({ hasText: 'Vacant' }).first();
      await expectVisible(vacant, 'a vacant table in the drawer');
      await vacant.click();
      await expectGone(page.getByRole('dialog', { name: 'Select Table' }), 'the table drawer');
      await expectClearAndClosing(page, 'Table allocated successfully', `order screen, ${viewport.name}`);
    }));

  test(`on a ${viewport.name}, a refusal's notice on a list covers no button and still closes`, () =>
    suite.withTab(async (page) => {
      await page.setViewportSize(viewport);
      await as.groupAdmin(page);
      await page.goto('/group-admin/hotel');
      const kandy = row(page, 'Serendib Kandy');
      await expectVisible(kandy, 'the hotel list');
      await button(kandy, 'Delete').click();
      const confirm = page.getByRole('dialog', { name: 'Delete' });
      await button(confirm, 'Delete').click();
      await expectGone(confirm, 'the confirmation');
      await expectClearAndClosing(
        page,
        'The hotel still has services. Delete them first.',
        `hotel list, ${viewport.name}`,
      );
    }));
}
