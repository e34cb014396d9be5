// How the admin screens show amounts, rates and times: LKR with 2 decimals (operations §1, §9).
// No React (node:test).

export const CURRENCY = 'LKR';

const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const RATE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** The Money scalar arrives as a JSON number (codegen types it `unknown`). */
export function toMoney(value: unknown): number {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : 0;
}

/** "1,250.00" */
export const formatAmount = (value: unknown): string => TWO_DECIMALS.format(toMoney(value));

/** "1250.00": exports, where a spreadsheet must read the number. */
export const plainAmount = (value: unknown): string => toMoney(value).toFixed(2);

/** "LKR 1,250.00" */
export const formatLkr = (value: unknown): string => `${CURRENCY} ${formatAmount(value)}`;

/** "2.5 %" */
export const formatRate = (rate: number): string => `${RATE.format(rate)} %`;

/** "2026-03-10 14:05" in the browser's time zone; '' for nothing. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first day of the month of a YYYY-MM-DD date. */
export const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;
