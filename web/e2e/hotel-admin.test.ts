// Hotel administration in the browser (core §2 Group admin, §3 Hotel and Hotel service, §7): the
// group administrator goes from the hotel cards to the hotel list (Setting), creates a hotel with a
// picture and a service in it, edits the hotel, sees the delete of a hotel with services refused,
// and finds the change on the hotel cards without a reload; a taken name and junk contact data are
// said under their fields; each phone number shows once in the list and its CSV; then the screen
// once in German.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { eventually, expectGone, expectPath, expectVisible } from './support/browser.js';
import { button, expectFieldError, expectToast, row, textbox } from './support/forms.js';
import { as } from './support/pages.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses an image file for the picture input labelled `label` inside the dialog. */
async function choosePicture(dialog: Locator, label: string): Promise<void> {
  // The innermost wrapper holding the label: the picture's own (the "Pictures" group holds them all).
  const wrapper = dialog
    .locator('.mantine-InputWrapper-root')
    .filter({ has: dialog.page().getByText(label, { exact: true }) })
    .last();
  await wrapper.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expectVisible(wrapper.locator('img[src^="data:image/png"]'), `the preview of the ${label}`);
}

test('a group admin creates a hotel with a picture and a service in it, edits it, and may not delete it while it has services', () =>
  suite.withTab(async (page) => {
    const layout = await as.groupAdmin(page);
    await expectPath(page, '/toplevel/products');
    await expectVisible(page.getByRole('button', { name: 'Serendib Colombo' }), 'the hotel cards');

    // Setting leads to the group administration's first page: the hotels.
    await layout.chooseFromUserMenu('Setting');
    await expectPath(page, '/group-admin/hotel');
    await expectVisible(row(page, 'Serendib Colombo'), 'the demo hotels in the list');

    await button(page, 'Create hotel').first().click();
    const create = page.getByRole('dialog', { name: 'Create hotel' });
    await expectVisible(create, 'the create drawer');
    await textbox(create, 'Name').fill('Serendib Galle');
    await textbox(create, 'Title').fill('Serendib Galle');
    await textbox(create, 'Contact number').fill('+94912222222');
    await textbox(create, 'Email').fill('not-an-email');
    await choosePicture(create, 'Card logo');
    await button(create, 'Save').click();
    await expectVisible(create.getByText('Invalid email'), 'the email rule beside its field');
    await textbox(create, 'Email').fill('front@galle.lk');
    const vat = create.getByRole('switch', { name: 'VAT applicable' });
    await vat.focus();
    await page.keyboard.press('Space');
    await eventually(() => vat.isChecked(), 'VAT applicable switched on');
    await button(create, 'Save').click();
    await expectToast(page, 'Hotel created');
    await expectGone(create, 'the create drawer');
    const galle = row(page, 'Serendib Galle');
    await expectVisible(galle, 'the new hotel in the list');
    await expectVisible(galle.locator('img[src^="/files/images/"]'), 'its picture, served by the BFF');
    assert.equal((await galle.innerText()).includes('SGA'), true, 'the prefix made from the name');

    await button(galle, 'Edit').click();
    const edit = page.getByRole('dialog', { name: 'Edit hotel' });
    await expectVisible(edit.locator('img[src^="/files/images/"]'), 'the current picture in the form');
    await textbox(edit, 'Title').fill('Galle Fort');
    await button(edit, 'Save').click();
    await expectToast(page, 'Hotel updated');
    await expectVisible(galle.getByText('Galle Fort'), 'the new title in the list');
    await expectVisible(galle.locator('img[src^="/files/images/"]'), 'the picture kept by the edit');

    // A service in the new hotel.
    await layout.goTo('Hotel services', '/group-admin/hotel-service');
    await page
      .getByRole('textbox', { name: 'Hotel', exact: true })
      .or(page.getByRole('combobox', { name: 'Hotel', exact: true }))
      .click();
    await page.getByRole('option', { name: 'Serendib Galle' }).click();
    await eventually(async () => new URL(page.url()).searchParams.has('hotelId'), 'the chosen hotel in the URL');
    await button(page, 'Create hotel service').first().click();
    const service = page.getByRole('dialog', { name: 'Create hotel service' });
    await textbox(service, 'Name').fill('Galle Cafe');
    await service.getByText('Restaurant', { exact: true }).click();
    await button(service, 'Save').click();
    await expectToast(page, 'Service created');
    await expectVisible(row(page, 'Galle Cafe'), 'the new service in the list');

    // The hotel now has a service: its delete is refused and it stays.
    await layout.goTo('Hotels', '/group-admin/hotel');
    await button(row(page, 'Serendib Galle'), 'Delete').click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await expectVisible(confirm.getByText('Delete “Serendib Galle”? This cannot be undone.'), 'the confirmation');
    await button(confirm, 'Delete').click();
    await expectToast(page, 'The hotel still has services. Delete them first.');
    await expectVisible(row(page, 'Serendib Galle'), 'the hotel, not deleted');

    // The hotel cards the sign-in flow cached show the new hotel without a reload.
    await layout.page.getByRole('banner').getByRole('button', { name: 'Home' }).click();
    await expectPath(page, '/toplevel/products');
    await expectVisible(page.getByRole('button', { name: /Galle Fort/ }), 'the new hotel among the cards');
  }));

test('a taken name and junk contact data are said under their fields, and nothing is written', () =>
  suite.withTab(async (page) => {
    await as.groupAdmin(page);
    await page.goto('/group-admin/hotel');
    await expectVisible(row(page, 'Serendib Colombo'), 'the hotel list');
    const before = await page.getByRole('row').count();

    await button(page, 'Create hotel').first().click();
    const create = page.getByRole('dialog', { name: 'Create hotel' });
    await expectVisible(create, 'the create drawer');
    await button(create, 'Save').click();
    await expectFieldError(textbox(create, 'Name'), 'Required field', 'the empty Name');
    await expectFieldError(textbox(create, 'Title'), 'Required field', 'the empty Title, at the same time');

    await textbox(create, 'Name').fill('serendib colombo');
    await textbox(create, 'Title').fill('Colombo Twin');
    await textbox(create, 'Contact number').fill('abc');
    await textbox(create, 'Web address').fill('not a url');
    await button(create, 'Save').click();
    await expectFieldError(textbox(create, 'Contact number'), 'Invalid phone number', 'the contact number');
    await expectFieldError(textbox(create, 'Web address'), 'Invalid web address', 'the web address');

    await textbox(create, 'Contact number').fill('+94 11 555 1234');
    await textbox(create, 'Web address').fill('https://serendib.lk/twin');
    // The Name field is scrolled out of view by now; the refusal brings it back and focuses it.
    await textbox(create, 'Web address').scrollIntoViewIfNeeded();
    await button(create, 'Save').click();
    const name = textbox(create, 'Name');
    await expectFieldError(name, 'A hotel with this name already exists in the group', 'the Name field');
    assert.equal(
      await name.evaluate((input) => input === document.activeElement),
      true,
      'the Name field has the focus',
    );
    assert.equal(await name.isVisible(), true);
    const box = await name.boundingBox();
    const viewport = page.viewportSize();
    assert.ok(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height, 'the Name field is in view');
    assert.equal(
      await page.getByRole('alert').filter({ hasText: 'already exists' }).count(),
      0,
      'no corner notice repeats the field error',
    );
    await button(create, 'Cancel').click();
    await expectGone(create, 'the create drawer');
    assert.equal(await page.getByRole('row').count(), before, 'no hotel was written');
  }));

test("each hotel's phone number shows once in the list and in its CSV", () =>
  suite.withTab(async (page) => {
    await as.groupAdmin(page);
    await page.goto('/group-admin/hotel');
    const colombo = row(page, 'Serendib Colombo');
    await expectVisible(colombo, 'the hotel list');
    const occurrences = (text: string, part: string) => text.split(part).length - 1;
    assert.equal(occurrences(await colombo.innerText(), '+94112345678'), 1, 'the number once in the row');

    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'CSV').click()]);
    const path = await download.path();
    assert.ok(path, 'the CSV was saved');
    const csv = readFileSync(path, 'utf8');
    const line = csv.split(/\r?\n/).find((l) => l.includes('Serendib Colombo'));
    assert.ok(line, 'the hotel in the CSV');
    assert.equal(occurrences(line, '+94112345678'), 1, `the number once in the CSV line: ${line}`);
  }));

test('the hotel list in German', () =>
  suite.withTab(async (page) => {
    const layout = await as.groupAdmin(page);
    await expectPath(page, '/toplevel/products');
    await layout.chooseLanguage('Deutsch');
    await layout.chooseFromUserMenu('Einstellungen');
    await expectPath(page, '/group-admin/hotel');
    await expectVisible(button(page, 'Hotel erstellen'), 'the German create button');
    await expectVisible(page.getByRole('columnheader', { name: 'Präfix' }), 'a German column header');
    await layout.goTo('Hotelservices', '/group-admin/hotel-service');
    await expectVisible(page.getByRole('heading', { name: 'Hotelservices', exact: true }), 'the German title');
  }));
