// Data survives a restart of `npm start` (README: "Data lives in ./data and survives a restart"):
// what was written through the API and through the UI is there after stopping the product and
// starting it again on the same DATA_DIR (or the same database with DATABASE_URL).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UpstreamApi } from './support/api.js';
import { expectGone, expectPath, expectVisible } from './support/browser.js';
import { as, toast } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

test('channel requests and their answers survive a restart', async () => {
  const admin = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
  const hotel = await admin.hotelNamed(STAFF_HOTEL);
  const stamp = Date.now().toString(36);
  const accepted = await admin.requestChannel(hotel, `Accepted Tours ${stamp}`);
  const pending = await admin.requestChannel(hotel, `Pending Holidays ${stamp}`);

  // Answer one through the UI.
  await suite.withTab(async (page) => {
    const layout = await as.frontDesk(page);
    await layout.goToNotifications();
    await page.goto('/channel/new-channel-request');
    await expectPath(page, '/channel/new-channel-request');
    const row = page.getByRole('row').filter({ hasText: accepted.name });
    await expectVisible(row, 'the first request');
    await expectVisible(page.getByRole('row').filter({ hasText: pending.name }), 'the second request');
    await row.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectVisible(toast(page, 'Channel request accepted'), "the server's message");
    await expectGone(page.getByRole('row').filter({ hasText: accepted.name }), 'the accepted request');
  });

  await suite.product.stop();
  assert.equal(suite.product.running, false);
  await suite.product.start();

  await suite.withTab(async (page) => {
    const layout = await as.frontDesk(page);
    await layout.goToNotifications();
    const main = page.getByRole('main');
    await expectVisible(main.getByText(`${pending.name} requests to sell rooms of ${STAFF_HOTEL}`), 'the pending one');
    assert.equal(await main.getByText(accepted.name).count(), 0, 'the accepted request stays answered');
  });

  const after = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
  const statuses = Object.fromEntries((await after.channels(hotel.id)).map((c) => [c.name, c.channelStatus]));
  assert.equal(statuses[accepted.name], 'ACTIVE');
  assert.equal(statuses[pending.name], 'NEW_PENDING');
});
