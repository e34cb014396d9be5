// Page objects: the login page and the signed-in layout (header, side menu, bell, user menu,
// language switch), found by role, label and text as a user finds them. Labels are matched in
// English and German, so the objects keep working after the language switch.
import type { Locator, Page } from 'playwright-core';
import { expectVisible, pathOf, STEP_TIMEOUT_MS } from './browser.js';
import { DEMO_PASSWORD, DEMO_USERS, type Role } from './users.js';

export { DEMO_PASSWORD, DEMO_USERS, type Role } from './users.js';

export const LOGIN_PATH = '/auth/login/user';

export class LoginPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 2 });
  }
  get email(): Locator {
    return this.page.getByRole('textbox', { name: /^(Email|E-Mail)\b/ });
  }
  get password(): Locator {
    return this.page.getByLabel(/^(Password|Passwort)\b/);
  }
  get remember(): Locator {
    return this.page.getByRole('checkbox', { name: /^(Remember me|Angemeldet bleiben)$/ });
  }
  get submitButton(): Locator {
    return this.page.getByRole('button', { name: /^(Sign in|Anmelden)$/ });
  }

  async goto(path = LOGIN_PATH): Promise<this> {
    await this.page.goto(path);
    await expectVisible(this.submitButton, 'the sign-in button');
    return this;
  }

  async fill(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  /** Fills and submits; does not wait for the outcome. */
  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.fill(email, password);
    await this.submit();
  }

  /** The login page's language choice (English / Deutsch). */
  async chooseLanguage(label: 'English' | 'Deutsch'): Promise<void> {
    await this.page.getByText(label, { exact: true }).click();
  }
}

export class Layout {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.getByRole('banner');
  }
  /** The header's title: the chosen hotel's name (or the group's, or the app's). */
  get title(): Locator {
    return this.header.getByRole('heading', { level: 1 });
  }
  get sideMenu(): Locator {
    return this.page.getByRole('navigation', { name: /^(Side menu|Seitenmenü)$/ });
  }
  get bell(): Locator {
    return this.header.getByRole('button', { name: /^(Notifications|Benachrichtigungen)$/ });
  }
  get userMenuButton(): Locator {
    return this.header.getByRole('button', { name: /^(Open user menu|Benutzermenü öffnen)$/ });
  }
  get userMenu(): Locator {
    return this.page.getByRole('menu');
  }
  /** The bell's popover. */
  get notifications(): Locator {
    return this.page.getByRole('dialog');
  }

  async waitUntilShown(): Promise<this> {
    await expectVisible(this.userMenuButton, 'the header with the user menu');
    return this;
  }

  async openUserMenu(): Promise<Locator> {
    if (!(await this.userMenu.isVisible())) await this.userMenuButton.click();
    await expectVisible(this.userMenu, 'the user menu');
    return this.userMenu;
  }

  /** Clicks an entry of the user menu and waits until the menu has closed. */
  async chooseFromUserMenu(name: string | RegExp): Promise<void> {
    const menu = await this.openUserMenu();
    await menu.getByRole('menuitem', { name, exact: typeof name === 'string' }).click();
    await menu.waitFor({ state: 'hidden' });
  }

  async chooseLanguage(label: 'English' | 'Deutsch'): Promise<void> {
    await this.chooseFromUserMenu(label);
  }

  async logout(): Promise<void> {
    await this.chooseFromUserMenu(/^(Logout|Abmelden)$/);
  }

  /** Opens a page from the side menu by its entry's name (and its section's, when the section may be closed). */
  async goTo(entry: string | RegExp, path: string, section?: string | RegExp): Promise<void> {
    if (pathOf(this.page) === path) return;
    const link = this.sideMenu.getByRole('link', { name: entry });
    // An entry of a closed section is not rendered: open its section first.
    // A section may hold an entry of its own name (VAT registry): its header comes first in the menu.
    const open = async () => {
      if (section && !(await link.isVisible())) await this.sideMenu.getByText(section, { exact: true }).first().click();
      await link.click();
    };
    const arrived = (timeout: number) =>
      this.page
        .waitForURL((url) => url.pathname === path, { timeout })
        .then(
          () => true,
          () => false,
        );
    await open();
    if (await arrived(STEP_TIMEOUT_MS / 2)) return;
    // A click that landed while the section was still folding open or shut is taken again, once;
    // a page that sends the user elsewhere fails naming where it is.
    if (pathOf(this.page) !== path) await open();
    if (!(await arrived(STEP_TIMEOUT_MS)))
      throw new Error(`the side menu's ${String(entry)} did not open ${path}: the page is at ${this.page.url()}`);
  }

  /** The front office's notifications page (/notification), from the side menu. */
  async goToNotifications(): Promise<void> {
    await this.goTo(/^(Notifications|Benachrichtigungen)$/, '/notification');
  }

  async openNotifications(): Promise<Locator> {
    if (!(await this.notifications.isVisible())) await this.bell.click();
    await expectVisible(this.notifications, 'the notification popover');
    return this.notifications;
  }

  /** The bell's badge (the unread count), or null when none shows. */
  async badge(): Promise<string | null> {
    const indicator = this.bell.locator('xpath=..').locator('.mantine-Indicator-indicator');
    if ((await indicator.count()) === 0 || !(await indicator.first().isVisible())) return null;
    return (await indicator.first().textContent())?.trim() ?? null;
  }
}

/** A toast (a notification, role alert) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * Signs in as a demo user from the login page and waits until the app has left the auth pages
 * (the landing of core §4). Answers the layout of the page it landed on.
 */
export async function signInAs(page: Page, role: Role, password = DEMO_PASSWORD): Promise<Layout> {
  const login = await new LoginPage(page).goto();
  await login.signIn(DEMO_USERS[role], password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: STEP_TIMEOUT_MS });
  return new Layout(page);
}

/** One fixture per demo role: `as.frontDesk(page)` signs in as the front desk. */
export const as = Object.fromEntries(
  (Object.keys(DEMO_USERS) as Role[]).map((role) => [role, (page: Page) => signInAs(page, role)]),
) as Record<Role, (page: Page) => Promise<Layout>>;

export { pathOf };
