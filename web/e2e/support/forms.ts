// The form and table steps the administration and restaurant tests share: buttons, text boxes and
// rows found by what the user reads, picking an option of a Mantine select, and the toasts a save
// answers with.
import type { Locator, Page } from 'playwright-core';
import { eventually, expectGone, expectVisible } from './browser.js';
import { toast } from './pages.js';

/** A button by its name: exactly this text, or matching the pattern. */
export const button = (scope: Page | Locator, name: string | RegExp): Locator =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });

/** A text box by its exact label. */
export const textbox = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('textbox', { name, exact: true });

/** The table rows holding this text. */
export const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** Opens a select by its label (once it is enabled) and picks the option: exactly this text, or matching the pattern. */
export async function choose(scope: Page | Locator, label: string, option: string | RegExp): Promise<void> {
  const named = { name: label, exact: true };
  const input = scope.getByRole('combobox', named).or(scope.getByRole('textbox', named)).first();
  await expectVisible(input, `the "${label}" picker`);
  await eventually(() => input.isEnabled(), `the "${label}" picker to be enabled`);
  // In the middle of the screen, so its list opens below it: a picker at the screen's bottom edge has
  // its list flip above and back while the page settles, and the option never holds still.
  await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await input.click();
  const page = 'page' in scope ? scope.page() : scope;
  const choice = page.getByRole('option', { name: option, exact: typeof option === 'string' });
  await expectVisible(choice, `the option "${String(option)}"`);
  await choice.first().click();
}

/** Closes the toasts shown so far and waits until they are gone, so the next wait sees only new ones. */
export async function dismissToasts(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLButtonElement>('.mantine-Notification-root button').forEach((b) => b.click()),
  );
  await expectGone(page.locator('.mantine-Notification-root'), 'the toasts', 5000);
}

/** Waits for the toast, then dismisses every toast so the next wait sees only new ones. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expectVisible(toast(page, text), `the toast "${String(text)}"`);
  await dismissToasts(page);
}

/**
 * The message under a field: the text of what the field's aria-describedby names (Mantine ties a
 * field's error to it), without the field's hint. Empty when the field says nothing.
 */
export async function fieldError(field: Locator): Promise<string> {
  return field.evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids
      .map((id) => document.getElementById(id))
      .filter((node): node is HTMLElement => node !== null && node.className.includes('error'))
      .map((node) => node.innerText.trim())
      .join(' ');
  });
}

/** Waits until the field shows this message under it. */
export async function expectFieldError(field: Locator, message: string, what: string): Promise<void> {
  await eventually(async () => (await fieldError(field)) === message, `"${message}" under ${what}`);
}
