import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatShortDate,
  formatLkr,
  intlLocale,
  plainAmount,
  plainDateTime,
} from './format';

/** The module reads the language of i18next's default instance: each case switches it first. */
async function inLanguage<T>(language: string, run: () => T): Promise<T> {
  await i18next.init({ lng: language, resources: {}, initAsync: false });
  await i18next.changeLanguage(language);
  return run();
}

describe('numbers, money and dates in the user’s language', () => {
  it('maps the app’s languages to Intl locales', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('de')).toBe('de-DE');
    expect(intlLocale('fr')).toBe('en-GB');
  });

  it('writes amounts with the language’s separators', async () => {
    expect(await inLanguage('en', () => formatLkr(1250))).toBe('LKR 1,250.00');
    expect(await inLanguage('de', () => formatAmount(1250.5))).toBe('1.250,50');
  });

  it('names the month in German', async () => {
    expect(await inLanguage('de', () => formatDate('2026-03-10'))).toBe('10. März 2026');
    expect(await inLanguage('en', () => formatDate('2026-03-10'))).toBe('10 March 2026');
    expect(await inLanguage('de', () => formatShortDate('2026-03-10'))).toBe('10.03.2026');
    expect(await inLanguage('en', () => formatShortDate('2026-03-10'))).toBe('10 Mar 2026');
    expect(await inLanguage('de', () => formatDateTime('2026-03-10T12:05:00Z'))).toMatch(/^10\. März 2026, \d{2}:05$/);
    expect(await inLanguage('en', () => formatDateTime('2026-03-10T12:05:00Z'))).toMatch(/^10 Mar 2026, \d{2}:05$/);
  });

  it('keeps exports free of any language', async () => {
    expect(await inLanguage('de', () => plainAmount(1250.5))).toBe('1250.50');
    expect(await inLanguage('de', () => plainDateTime('2026-03-10T08:05:09Z'))).toMatch(/^2026-03-\d{2} \d{2}:05:09$/);
  });
});
