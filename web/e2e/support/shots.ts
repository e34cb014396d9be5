// Screenshots kept for a person to look at (not compared by any test): each screen at a desktop width
// (1280 × 900) and a phone width (390 × 844), the whole page, from its top; the page is left at 1280.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** `${dir}/${name}-1280.png` and `${dir}/${name}-390.png`. */
export async function shoot(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(WIDTHS[0]);
}
