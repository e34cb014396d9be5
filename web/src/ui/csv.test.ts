import { describe, expect, it } from 'vitest';

import { CSV_BOM, csvCell, csvFileName, toCsv } from './csv';

describe('CSV cells', () => {
  it('writes plain values as they are', () => {
    expect(csvCell('Sea View')).toBe('Sea View');
    expect(csvCell(1200.5)).toBe('1200.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
  });
  it('writes empty values as nothing', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });
  it('quotes the separator in use', () => {
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a;b')).toBe('a;b');
  });
  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@cmd')).toBe("'@cmd");
  });
  it('writes dates as ISO', () => expect(csvCell(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z'));
  it('keeps umlauts', () => expect(csvCell('Müller')).toBe('Müller'));
});

describe('CSV files', () => {
  const rows = [
    { period: '2024', type: 'Web', count: 3 },
    { period: '2025', type: 'Direct, walk-in', count: 0 },
  ];
  const columns = [
    { header: 'Period', value: (row: (typeof rows)[number]) => row.period },
    { header: 'Type', value: (row: (typeof rows)[number]) => row.type },
    { header: 'Count', value: (row: (typeof rows)[number]) => row.count },
  ];
  it('writes a header line and one CRLF line per row', () => {
    expect(toCsv(columns, rows)).toBe('Period,Type,Count\r\n2024,Web,3\r\n2025,"Direct, walk-in",0');
  });
  it('writes only the header for no rows', () => expect(toCsv(columns, [])).toBe('Period,Type,Count'));
  it('starts the file with a UTF-8 byte-order mark for Excel', () => expect(CSV_BOM).toBe('\uFEFF'));
  it('adds the extension once', () => {
    expect(csvFileName('Season Reservation')).toBe('Season Reservation.csv');
    expect(csvFileName('report.CSV')).toBe('report.CSV');
    expect(csvFileName('  ')).toBe('export.csv');
  });
});
