import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chunkGroups,
  csvBoolean,
  csvCell,
  csvId,
  groupByBarcode,
  parseCsv,
  readCsvRecords,
  toCsv,
  unguard,
} from '../src/index.js';

describe('CSV text', () => {
  it('quotes commas, quotes and newlines, and reads them back', () => {
    const rows = [
      ['name', 'description'],
      ['Milk, full cream', 'He said "fresh"\nand cold'],
    ];
    const text = toCsv(rows);
    expect(text).toBe('name,description\r\n"Milk, full cream","He said ""fresh""\nand cold"\r\n');
    expect(parseCsv(text)).toEqual(rows);
  });

  it('reads LF files, a BOM, a missing last newline, and drops blank lines', () => {
    expect(parseCsv('\ufeffa,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => parseCsv('a,"b\n')).toThrow('The file ends inside a quoted value.');
  });

  it('guards cells a spreadsheet would run as formulas, and undoes it on reading', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe('-5');
    expect(unguard("'@sum")).toBe('@sum');
  });

  it('round-trips any table of cells', () => {
    const cell = fc.string({ maxLength: 12 }).filter((s) => !s.startsWith("'"));
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { maxLength: 6 });
    fc.assert(
      fc.property(table, (rows) => {
        const kept = rows.filter((r) => r.some((c) => c.trim() !== ''));
        expect(parseCsv(toCsv(rows)).map((r) => r.map(unguard))).toEqual(kept);
      }),
    );
  });
});

describe('CSV records for the catalogue', () => {
  const text = 'Name,BAR_CODE,price\r\nMilk,896,80\r\nMilk,896,150\r\nBread,111,90\r\n';

  it('keys cells by lower-cased header and numbers rows as a spreadsheet does', () => {
    const records = readCsvRecords(text, ['name', 'bar_code', 'price']);
    expect(records[0]).toEqual({ line: 2, values: { name: 'Milk', bar_code: '896', price: '80' } });
    expect(() => readCsvRecords('name\r\nx\r\n', ['name', 'price'])).toThrow('The header is missing: price.');
  });

  it('keeps a product’s rows together when grouping and chunking', () => {
    const groups = groupByBarcode(readCsvRecords(text, []));
    expect(groups.map((g) => g.map((r) => r.line))).toEqual([[2, 3], [4]]);
    expect(chunkGroups(groups, 2).map((c) => c.map((r) => r.line))).toEqual([[2, 3], [4]]);
    expect(chunkGroups(groups, 3).map((c) => c.map((r) => r.line))).toEqual([[2, 3, 4]]);
  });

  it('reads yes/no and id cells', () => {
    expect([
      csvBoolean('Yes'),
      csvBoolean('0'),
      csvBoolean(''),
      csvBoolean('', true),
      csvBoolean('maybe'),
    ]).toEqual([true, false, false, true, null]);
    expect([csvId(''), csvId('12'), csvId('1.5')]).toEqual([null, 12, undefined]);
  });
});
