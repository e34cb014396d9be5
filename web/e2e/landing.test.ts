// Where each demo level lands after signing in (core §4 "Landing after login, by user level" and
// "Navigation after choosing a service"), given the screens that exist today.
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectPath, expectVisible } from './support/browser.js';
import { as, toast, type Role } from './support/pages.js';
import { firstHotelScreen, screenExists } from './support/screens.js';
import { useProduct } from './support/suite.js';

const suite = useProduct();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

// The sign-ins are independent (own browser context, own user): run them side by side.
describe('landing after sign-in, per level (core §4)', { concurrency: 3 }, () => {
  const hotelPage = firstHotelScreen();
  const hotelPageTitle = hotelPage === '/notification' ? 'Notifications' : undefined;
  const landings: { role: Role; path: string; shows?: string }[] = [
    { role: 'admin', path: '/toplevel/groups', shows: 'Groups' },
    { role: 'groupAdmin', path: '/toplevel/products', shows: 'Hotels' },
    { role: 'hotelAdmin', path: '/toplevel/products', shows: 'Hotels' },
    { role: 'serviceAdmin', path: '/toplevel/services', shows: 'Services' },
    // USER level, HOTEL service: the first permitted hotel page among the screens that exist
    // (/notification while it is the only front-office screen).
    { role: 'frontDesk', path: hotelPage, shows: hotelPageTitle },
    { role: 'auditor', path: hotelPage, shows: hotelPageTitle },
  ];
  for (const { role, path, shows } of landings) {
    test(`${role} lands on ${path}`, () =>
      suite.withTab(async (page) => {
        const layout = await as[role](page);
        await expectPath(page, path);
        if (shows) await expectVisible(heading(page, shows), `the "${shows}" page`);
        await layout.waitUntilShown();
      }));
  }

  // USER level, other services: the spec's first page for the job (core §4 "Navigation after
  // choosing a service"), then the job's permitted administration pages in menu order — the first
  // whose screen exists. With none built yet no page of the service is permitted: the app shows the
  // spec's 'No permission' error on the no-access page (web/src/session/landing.ts).
  const jobs: { role: Role; candidates: string[] }[] = [
    {
      role: 'waiter', // FOOD_MENU; FOOD_ITEM, RESTAURANT_TABLE, FOOD_CATEGORY to read
      candidates: [
        '/category/main',
        '/restaurant-admin/foods',
        '/restaurant-admin/table',
        '/restaurant-admin/category',
      ],
    },
    { role: 'chef', candidates: ['/toplevel/chef-dashboard', '/restaurant-admin/foods'] }, // CHEF_DASHBOARD; FOOD_ITEM
    {
      role: 'housekeeper', // HOUSEKEEPING; TROLLEY, CHECK_LIST, CHECK_LIST_ITEM to read
      candidates: [
        '/toplevel/housekeepercard',
        '/housekeeping/Trolley-item',
        '/housekeeping/check-list-action',
        '/housekeeping/check-list',
        '/housekeeping/cleaning-request',
      ],
    },
  ];
  for (const { role, candidates } of jobs) {
    const target = candidates.find(screenExists);
    if (target) {
      test(`${role} lands on ${target}`, () =>
        suite.withTab(async (page) => {
          await as[role](page);
          await expectPath(page, target);
        }));
    } else {
      test(`${role}: no screen of the service exists yet → 'No permission' on /403`, () =>
        suite.withTab(async (page) => {
          await as[role](page);
          await expectPath(page, '/403');
          await expectVisible(toast(page, 'No permission'), "the 'No permission' error");
          await expectVisible(heading(page, 'No access'), 'the no-access page');
        }));
    }
  }

  // INVENTORY goes to the inventory services page (domain Page.INVENTORY_SERVICES); while that screen
  // does not exist, the user is told so on the no-access page instead of an empty 404.
  test('storekeeper lands on the inventory services page, or is told it is not available yet', () =>
    suite.withTab(async (page) => {
      await as.storekeeper(page);
      if (screenExists('/toplevel/inventory-services')) {
        await expectPath(page, '/toplevel/inventory-services');
      } else {
        await expectPath(page, '/403');
        await expectVisible(toast(page, "This service's screens are not available yet."), 'the notice');
      }
    }));
});
