// Live channel requests (core §4 "Live channel request", "Mention notification"; §8): a request
// created elsewhere — another client calling the upstream's REST API — reaches the signed-in front
// desk as a toast and in the bell, and Accept answers it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import { bffHealth, UpstreamApi } from './support/api.js';
import { eventually, expectGone, expectPath, expectVisible } from './support/browser.js';
import { as, toast, type Layout } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';

const suite = useProduct();

const subscribers = async () => (await bffHealth(suite.product.url)).stomp.subscribers;

/** Until the BFF holds one more live subscription than `before` on its STOMP connection. */
async function subscribedBeyond(before: number): Promise<void> {
  await eventually(async () => {
    const { stomp } = await bffHealth(suite.product.url);
    return stomp.connected && stomp.subscribers > before;
  }, 'the live channel-request subscription');
  // The bridge's SUBSCRIBE frame is on its way to the broker; give it a moment.
  await sleep(300);
}

/** Signs the front desk in on its hotel's notifications, with the live feed running. */
async function frontDeskListening(page: Page): Promise<Layout> {
  const before = await subscribers();
  const layout = await as.frontDesk(page);
  await layout.goToNotifications();
  await expectVisible(layout.bell, 'the notification bell');
  await subscribedBeyond(before);
  return layout;
}

/** The bell's entry for one notification: the innermost element holding its text and its buttons. */
function bellItem(page: Page, popover: Locator, description: string): Locator {
  return popover
    .locator('div')
    .filter({ has: page.getByText(description, { exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'Accept', exact: true }) })
    .last();
}

const badgeCount = async (layout: Layout) => Number((await layout.badge()) ?? 0);

test('a channel request created elsewhere shows live as the toast and in the bell, and Accept works', () =>
  suite.withTab(async (page) => {
    const layout = await frontDeskListening(page);
    await expectVisible(page.getByText('Pending channel requests', { exact: true }), 'the pending list');
    const countBefore = await badgeCount(layout);

    const admin = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
    const hotel = await admin.hotelNamed(STAFF_HOTEL);
    const channelName = `Lanka Trips ${Date.now().toString(36)}`;
    const channel = await admin.requestChannel(hotel, channelName);
    assert.equal(channel.channelStatus, 'NEW_PENDING');

    await expectVisible(
      toast(page, `You have receive new ${channelName} channel request from ${STAFF_HOTEL}.`),
      'the live channel-request toast',
    );
    const description = `${channelName} requests to sell rooms of ${STAFF_HOTEL}`;
    // The notifications reload: the page's lists and the bell show the request.
    const main = page.getByRole('main');
    await expectVisible(main.getByText(description, { exact: true }), 'the request on the page');
    await eventually(async () => (await badgeCount(layout)) === countBefore + 1, 'the bell badge to count it');

    const popover = await layout.openNotifications();
    const item = bellItem(page, popover, description);
    await expectVisible(item, 'the request in the bell');
    await item.getByRole('button', { name: 'Accept', exact: true }).click();

    await expectVisible(toast(page, 'Channel request accepted'), "the server's message");
    await expectGone(popover.getByText(description, { exact: true }), 'the request in the bell');
    await expectGone(main.getByText(description, { exact: true }), 'the request on the page');
    await eventually(async () => (await badgeCount(layout)) === countBefore, 'the badge to count one less');

    const answered = (await admin.channels(hotel.id)).find((candidate) => candidate.id === channel.id);
    assert.equal(answered?.channelStatus, 'ACTIVE');
  }));

test('the pending requests page ("View all") lists a live request and answers it', () =>
  suite.withTab(async (page) => {
    const layout = await frontDeskListening(page);

    const admin = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
    const hotel = await admin.hotelNamed(STAFF_HOTEL);
    const channelName = `Ceylon Travels ${Date.now().toString(36)}`;
    const channel = await admin.requestChannel(hotel, channelName);
    await expectVisible(toast(page, `You have receive new ${channelName} channel request`), 'the live toast');

    const popover = await layout.openNotifications();
    await popover.getByRole('button', { name: 'View all' }).click();
    await expectPath(page, '/channel/new-channel-request');
    const row = page.getByRole('row').filter({ hasText: channelName });
    await expectVisible(row, 'the request in the table');
    assert.match((await row.textContent()) ?? '', new RegExp(channel.code));
    await row.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectVisible(toast(page, 'Channel request rejected'), "the server's message");
    await expectGone(row, 'the answered request');

    const answered = (await admin.channels(hotel.id)).find((candidate) => candidate.id === channel.id);
    assert.equal(answered?.channelStatus, 'REJECTED');
  }));

test('closing the page ends its live subscription on the BFF', async () => {
  // Let the earlier tests' subscriptions settle first: one channel request flushes them.
  const admin = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
  const hotel = await admin.hotelNamed(STAFF_HOTEL);
  await admin.requestChannel(hotel, `Flush ${Date.now().toString(36)}`);
  await sleep(500);
  const before = await subscribers();
  await suite.withTab(async (page) => {
    await frontDeskListening(page);
  });
  await eventually(async () => (await subscribers()) === before, 'the subscription to end', 5000);
});
