// CSV downloads (operations §9 dashboards, table exports): RFC 4180 quoting, CRLF lines and a UTF-8
// byte-order mark so Excel opens umlauts correctly. A text cell starting with = + - @ is prefixed
// with ' so a spreadsheet does not run it as a formula. toCsv is pure; downloadCsv
// needs a browser.

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv;charset=utf-8';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: null and undefined empty, dates as ISO, numbers as they are, text quoted as needed. */
export function csvCell(value: unknown, separator = ','): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  const quote = NEEDS_QUOTES.test(text) || (separator !== ',' && text.includes(separator));
  return quote ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file's text, header line first, without the BOM. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], separator = ','): string {
  const line = (cells: readonly unknown[]) => cells.map((cell) => csvCell(cell, separator)).join(separator);
  return [
    line(columns.map((column) => column.header)),
    ...rows.map((row) => line(columns.map((column) => column.value(row)))),
  ].join('\r\n');
}

/** "Season Reservation" → "Season Reservation.csv"; an existing extension is kept. */
export function csvFileName(name: string): string {
  const base = name.trim() || 'export';
  return /\.csv$/i.test(base) ? base : `${base}.csv`;
}

/** Saves a file through a temporary link (the browser's download, no new tab). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface DownloadCsvOptions<Row> {
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
  separator?: string;
}

export function downloadCsv<Row>({ fileName, columns, rows, separator }: DownloadCsvOptions<Row>): void {
  const text = CSV_BOM + toCsv(columns, rows, separator);
  downloadBlob(new Blob([text], { type: CSV_MIME }), csvFileName(fileName));
}
