import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { CSV_BOM, csvCell, csvFileName, toCsv } from './csv.js';

describe('CSV cells', () => {
  it('writes plain values as they are', () => {
    assert.equal(csvCell('Sea View'), 'Sea View');
    assert.equal(csvCell(1200.5), '1200.5');
    assert.equal(csvCell(-3), '-3');
    assert.equal(csvCell(true), 'true');
  });
  it('writes empty values as nothing', () => {
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(undefined), '');
    assert.equal(csvCell(Number.NaN), '');
  });
  it('quotes separators, quotes and line breaks', () => {
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('line\nbreak'), '"line\nbreak"');
    assert.equal(csvCell(' padded '), '" padded "');
  });
  it('quotes the separator in use', () => {
    assert.equal(csvCell('a;b', ';'), '"a;b"');
    assert.equal(csvCell('a;b'), 'a;b');
  });
  it('keeps a spreadsheet from running text as a formula', () => {
    assert.equal(csvCell('=SUM(A1)'), "'=SUM(A1)");
    assert.equal(csvCell('@cmd'), "'@cmd");
  });
  it('writes dates as ISO', () => assert.equal(csvCell(new Date('2024-01-02T03:04:05Z')), '2024-01-02T03:04:05.000Z'));
  it('keeps umlauts', () => assert.equal(csvCell('Müller'), 'Müller'));
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
    assert.equal(toCsv(columns, rows), 'Period,Type,Count\r\n2024,Web,3\r\n2025,"Direct, walk-in",0');
  });
  it('writes only the header for no rows', () => assert.equal(toCsv(columns, []), 'Period,Type,Count'));
  it('starts the file with a UTF-8 byte-order mark for Excel', () => assert.equal(CSV_BOM, '\uFEFF'));
  it('adds the extension once', () => {
    assert.equal(csvFileName('Season Reservation'), 'Season Reservation.csv');
    assert.equal(csvFileName('report.CSV'), 'report.CSV');
    assert.equal(csvFileName('  '), 'export.csv');
  });
});
