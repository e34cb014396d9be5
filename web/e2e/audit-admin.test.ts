// The audit log, lead types and reports in the browser (core-platform §2 hotel settings and group
// admin): the group administrator creates a lead type, finds it in the audit log filtered by entity
// with its after-values, and sees the group's turnover with the figures of an order paid meanwhile.
// The browser runs in the hotels' time zone, so "today" is the restaurants' business day.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { AREA_PREFIX, auth, buildPath, restaurant, type AnyEndpoint } from '@hotel/schema';
import { UpstreamApi } from './support/api.js';
import { expectPath, expectVisible, eventually } from './support/browser.js';
import { as, toast } from './support/pages.js';
import { useProduct } from './support/suite.js';
import { DEMO_USERS } from './support/users.js';

const suite = useProduct();

const LEAD_TYPE = 'Hotel website chat';

/** The upstream path of a contract endpoint, with its query. */
function at(endpoint: AnyEndpoint, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `${AREA_PREFIX[endpoint.area]}/${buildPath(endpoint, params)}${search ? `?${search}` : ''}`;
}

/** A waiter's whole order on the upstream's own calls (allocate, cash, order, kitchen, serve, pay); its total. */
async function payOrder(upstreamUrl: string): Promise<number> {
  const waiter = await UpstreamApi.signIn(upstreamUrl, DEMO_USERS.waiter);
  const chef = await UpstreamApi.signIn(upstreamUrl, DEMO_USERS.chef);
  type R = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const me = (await waiter.call<R>('GET', at(auth.me))).result!.user;
  const serviceId = me.serviceIds[0] as number;
  const hotelId = me.hotelIds[0] as number;
  const tables = (await waiter.call<R>('GET', at(restaurant.restaurantTablesOfService, { hotelServiceId: serviceId })))
    .result!.restaurantTable as { id: number; status: string }[];
  const table = tables.find((t) => t.status === 'VACANT')!;
  const [dish] = (
    await waiter.call<R>('GET', at(restaurant.searchItems, {}, { name: 'Masala Dosa', hotelServiceId: serviceId }))
  ).result!.item as { id: number }[];
  const allocated = await waiter.call<R>('POST', at(restaurant.allocateTable), {
    tableId: table.id,
    hotelServiceId: serviceId,
    waiterId: me.userId,
  });
  const allocationId = allocated.result!.restaurantTable.tableAllocationId as number;
  await waiter.call('PUT', at(restaurant.updateTableAllocation), {
    id: allocationId,
    tableId: table.id,
    hotelServiceId: serviceId,
    paymentMethod: 'CASH',
  });
  const placed = await waiter.call<R>('POST', at(restaurant.createOrder), {
    tableId: table.id,
    tableAllocationId: allocationId,
    orderTime: '13:00',
    orderedItemDtoList: [{ itemId: dish!.id, quantity: 2 }],
  });
  const orderId = placed.result!.order.id as number;
  await chef.call('PUT', at(restaurant.acceptOrder, { orderId }));
  const line = (await waiter.call<R>('GET', at(restaurant.orderById, { id: orderId }))).result!.order
    .orderedItemDtoList[0];
  for (const status of ['BEING_PREPARED', 'READY_TO_SERVE']) {
    await chef.call('PUT', at(restaurant.updateHoldingItemStatus), { id: line.id, status, kotId: line.kotId });
  }
  await chef.call('PUT', at(restaurant.kotReadyToServe, { kotId: line.kotId }));
  await waiter.call('PUT', at(restaurant.serveKot, { id: line.kotId }), { id: line.kotId, orderStatus: 'SERVED' });
  const completed = await waiter.call<R>(
    'PUT',
    at(restaurant.completeOrder, { orderId }, { hotelId, paymentPaidMethod: 'CASH' }),
    { vatRegistryApplicable: false },
  );
  return completed.result!.order.bill.totalCharge as number;
}

/** A fresh browser context in Sri Lanka's time zone, closed afterwards. */
async function inColombo(run: (page: Page) => Promise<void>): Promise<void> {
  const context = await suite.browser.newContext({
    baseURL: suite.product.url,
    locale: 'en-US',
    timezoneId: 'Asia/Colombo',
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  try {
    await run(page);
  } catch (error) {
    if (error instanceof Error) {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '');
      error.message += `\n  at ${page.url()}\n  page shows: ${text.replace(/\s+/g, ' ').slice(0, 600)}`;
    }
    throw error;
  } finally {
    await context.close();
  }
}

test('a lead type created by the group admin shows in the audit log; the reports show the day’s turnover', async () => {
  const total = await payOrder(suite.product.upstreamUrl);
  await inColombo(async (page) => {
    await as.groupAdmin(page);
    await expectPath(page, '/toplevel/products');
    await page.getByRole('button', { name: 'Serendib Colombo' }).click();
    await expectPath(page, '/toplevel/services');

    // Lead types of the chosen hotel: create one in the drawer.
    await page.goto('/hotel-setting/lead-type');
    await expectVisible(page.getByRole('heading', { name: 'Lead types' }), 'the lead types page');
    await page.getByRole('button', { name: 'Create lead type' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Create lead type' });
    await expectVisible(drawer, 'the create drawer');
    await drawer.getByRole('textbox', { name: 'Name' }).fill(LEAD_TYPE);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expectVisible(toast(page, 'Lead type created'), 'the server’s message');
    await expectVisible(page.getByRole('cell', { name: LEAD_TYPE }), 'the new lead type in the list');

    // The audit log, filtered by entity: the row with its after-values.
    await page.goto('/hotel-setting/audit-log');
    await expectVisible(page.getByRole('heading', { name: 'Audit log' }), 'the audit log');
    const entity = page.getByRole('combobox', { name: 'Entity' });
    await entity.click();
    await entity.fill('Lead');
    await page.getByRole('option', { name: 'Lead type' }).click();
    await eventually(async () => new URL(page.url()).searchParams.get('entity') === 'lead_type', 'the entity filter');
    const row = page
      .getByRole('row')
      .filter({ hasText: 'group.admin@demo.lk' })
      .filter({ hasText: 'Created' })
      .filter({ hasText: 'Lead type' })
      .first();
    await expectVisible(row, 'the recorded creation');
    await row.getByRole('button', { name: /fields?$/ }).click();
    const changes = row.getByTestId('audit-changes');
    await expectVisible(changes, 'the changed fields');
    const name = changes.getByRole('row').filter({ hasText: /^name/ });
    assert.match(await name.innerText(), new RegExp(`name\\s+—\\s+${LEAD_TYPE}`));

    // The group's reports: the order paid above is in today's turnover.
    await page.goto('/group-admin/reports');
    await expectVisible(page.getByRole('heading', { name: 'Reports' }), 'the reports page');
    await expectVisible(
      page.getByText('Turnover of the hotels of Serendib Hotels, per hotel and service.'),
      'the group',
    );
    const amount = total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expectVisible(page.getByText(`LKR ${amount}`).first(), `the turnover LKR ${amount}`);
    const colombo = page
      .getByRole('row')
      .filter({ hasText: 'Serendib Colombo' })
      .filter({ hasText: 'Ocean Restaurant' });
    await expectVisible(colombo, 'the Colombo restaurant’s row');
    assert.match(await colombo.innerText(), new RegExp(amount.replace(/[.,]/g, '\\$&')));
    await expectVisible(page.getByRole('button', { name: 'PDF' }).first(), 'the PDF export');

    // The period is the URL's: a link to another period shows that period's report, and a reload keeps it.
    await page.goto('/group-admin/reports?from=2020-01-01&to=2020-01-02');
    await expectVisible(page.getByText('2020-01-01 – 2020-01-02'), 'the linked period');
    await expectVisible(page.getByText('LKR 0.00').first(), 'no turnover in that period');
    await page.reload();
    await expectVisible(page.getByText('2020-01-01 – 2020-01-02'), 'the period after a reload');
  });
});
