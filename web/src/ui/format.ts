// How every screen shows amounts, numbers, rates, dates and times: in the user's language (the one
// i18next is in), through Intl, so German reads "1.250,00" and "10. März 2026". Amounts are LKR with
// 2 decimals (operations §1, §9). Exports keep plain, language-free values (plainAmount,
// plainDateTime) so a spreadsheet reads them. No React.

import { Money, RESTAURANT_CURRENCY } from '@hotel/domain';
import i18next from 'i18next';

export const CURRENCY = RESTAURANT_CURRENCY;

/** The Intl locale of each app language: English with day-month-year dates and a 24-hour clock. */
const LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', de: 'de-DE' };

/** The Intl locale of the language the user chose (en when none is known yet). */
export function intlLocale(language: string | undefined = i18next.resolvedLanguage ?? i18next.language): string {
  return LOCALES[(language ?? 'en').split('-')[0] ?? 'en'] ?? LOCALES['en']!;
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n:${intlLocale()}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(intlLocale(), options)));
  return format as Intl.NumberFormat;
}
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${intlLocale()}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(intlLocale(), options)));
  return format as Intl.DateTimeFormat;
}

/** The Money scalar arrives as a JSON number (codegen types it `unknown`). */
export function toMoney(value: unknown): number {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : 0;
}

/** "1,250.00" (en), "1.250,00" (de) */
export const formatAmount = (value: unknown): string =>
  numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(toMoney(value));

/** "1250.00": exports, where a spreadsheet must read the number. Exact: 1.005 is "1.01", as on paper. */
export const plainAmount = (value: unknown): string => Money.round(toMoney(value), CURRENCY).toFixed();

/** "LKR 1,250.00" (en), "LKR 1.250,00" (de) */
export const formatLkr = (value: unknown): string => `${CURRENCY} ${formatAmount(value)}`;

/** A count or other plain number: "12,500" (en), "12.500" (de). */
export const formatNumber = (value: number): string => numberFormat({ maximumFractionDigits: 3 }).format(value);

/** "2.5 %" (en), "2,5 %" (de) */
export const formatRate = (rate: number): string => `${numberFormat({ maximumFractionDigits: 3 }).format(rate)} %`;

/** A percentage with at most two decimals: "12.5 %" (en), "12,5 %" (de). */
export const formatPercent = (value: number): string => `${numberFormat({ maximumFractionDigits: 2 }).format(value)} %`;

function instant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** "10 Mar 2026, 14:05" (en), "10. März 2026, 14:05" (de) in the browser's time zone; '' for nothing. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = instant(iso);
  return d ? dateFormat(DAY_AND_TIME).format(d) : '';
}

/** To the second: "10 Mar 2026, 14:05:09" (en), "10. März 2026, 14:05:09" (de); '' for nothing. */
export function formatInstant(iso: string | null | undefined): string {
  const d = instant(iso);
  return d ? dateFormat({ ...DAY_AND_TIME, second: '2-digit' }).format(d) : '';
}

/** The time of day, hours and minutes: "14:05". */
export const formatClock = (date: Date): string => dateFormat({ hour: '2-digit', minute: '2-digit' }).format(date);

/** A day in full: "Tuesday 10 March 2026" (en), "Dienstag, 10. März 2026" (de). */
export const formatFullDate = (date: Date): string => dateFormat({ dateStyle: 'full' }).format(date);

/** A calendar day (YYYY-MM-DD) with its month named: "10 March 2026" (en), "10. März 2026" (de). */
export function formatDate(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day ?? '';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateFormat({ dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A calendar day in a table's narrow column: "10 Mar 2026" (en), "10.03.2026" (de). */
export function formatShortDate(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day ?? '';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A range of two calendar days: "10 March 2026 – 12 March 2026". */
export const formatDateRange = (start: string, end: string): string => `${formatDate(start)} – ${formatDate(end)}`;

/** "2026-03-10 – 2026-03-12": exports, in any language. */
export const plainDateRange = (start: string, end: string): string => `${start} – ${end}`;

/** "2026-03-10 14:05:09" in the browser's time zone: exports, in any language; '' for nothing. */
export function plainDateTime(iso: string | null | undefined): string {
  const d = instant(iso);
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first day of the month of a YYYY-MM-DD date. */
export const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;
