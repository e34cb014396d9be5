// What a notice (a toast) may cover and how long it stays: the staff found one over the order
// screen's Order and Confirm Order buttons, and one that stayed over 48 s while the pointer rested on
// it. These checks measure the notice's box against every button a user sees, and its lifetime (the
// box carries it as data-lifetime-ms) with the mouse held over it.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectVisible } from './browser.js';

/** The longest any notice may stay: an error, to be read. */
const LONGEST_NOTICE_MS = 10_000;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The visible buttons (by role, as a user finds them) whose box overlaps the notice's, by name; a
 * button behind a drawer's or a dialog's overlay is not one a user sees.
 */
export async function buttonsUnder(page: Page, notice: Locator): Promise<string[]> {
  const box = await notice.boundingBox();
  assert.ok(box, 'the notice has a box');
  const noticeElement = await notice.elementHandle();
  return page.getByRole('button').evaluateAll(
    (buttons, [area, own]) =>
      buttons
        .filter((button) => !(own instanceof Node && own.contains(button)))
        .filter((button) => button.checkVisibility({ visibilityProperty: true }))
        .filter((button) => {
          const r = button.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return false;
          const a = area as Rect;
          return r.left < a.x + a.width && a.x < r.right && r.top < a.y + a.height && a.y < r.bottom;
        })
        .filter((button) => {
          const r = button.getBoundingClientRect();
          const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
          const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
          const seen = document
            .elementsFromPoint(x, y)
            .find((hit) => !(own instanceof Node && own.contains(hit)) && !hit.closest('[data-notices]'));
          return seen !== undefined && (button === seen || button.contains(seen) || seen.contains(button));
        })
        .map(
          (button) =>
            (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() || button.outerHTML.slice(0, 80),
        ),
    [box, noticeElement] as const,
  );
}

/** The newest notice with this text, once it shows. */
export async function noticeShown(page: Page, text: string | RegExp): Promise<Locator> {
  const notice = page.getByRole('alert').filter({ hasText: text }).last();
  await expectVisible(notice, `the notice "${String(text)}"`);
  return notice;
}

/**
 * Holds the mouse over the notice and waits until it has gone; fails when it stays past its lifetime
 * (plus the closing animation and a little slack for a busy machine). Answers how long it stayed.
 */
export async function expectClosesUnderTheMouse(page: Page, notice: Locator): Promise<number> {
  const named = await notice.getAttribute('data-lifetime-ms');
  const lifetime = named === null ? LONGEST_NOTICE_MS : Number(named);
  assert.ok(lifetime > 0 && lifetime <= LONGEST_NOTICE_MS, `a notice shows at most 10 s (${named})`);
  const shownAt = Date.now();
  const box = await notice.boundingBox();
  assert.ok(box, 'the notice has a box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const deadline = lifetime + 1500;
  await notice.waitFor({ state: 'detached', timeout: deadline }).catch(() => {
    assert.fail(`the notice stayed more than ${deadline} ms with the mouse over it`);
  });
  return Date.now() - shownAt;
}
