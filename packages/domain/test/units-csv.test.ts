import { describe, expect, it } from 'vitest';
import { formatCsvUnits, parseCsvUnits, UNIT_MSG } from '../src/index.js';

describe('the product CSV units column', () => {
  it('reads back what it writes, escapes included, empty prices as base × count', () => {
    const units = [
      { name: 'Pack: 12 | tray', count: 12, barCode: 'A\\B:C', salePrice: '1100.0000', price: null },
      { name: 'Carton of 48', count: 48, barCode: '', salePrice: null, price: '3000.5000' },
    ];
    const cell = formatCsvUnits(units);
    expect(cell).toBe('Pack\\: 12 \\| tray:12:A\\\\B\\:C:1100.0000:|Carton of 48:48:::3000.5000');
    expect(parseCsvUnits(cell)).toEqual({ units, reasons: [] });
    expect(parseCsvUnits('Box:6')).toEqual({
      units: [{ name: 'Box', count: 6, barCode: '', salePrice: null, price: null }],
      reasons: [],
    });
    expect(parseCsvUnits('  ')).toEqual({ units: [], reasons: [] });
  });

  it('names the unit and the problem', () => {
    expect(parseCsvUnits('Box:1|box:6|:3|Tray:4::-1|Crate').reasons).toEqual([
      `units: unit 1 "Box": ${UNIT_MSG.countWhole}`,
      `units: unit 2 "box": ${UNIT_MSG.nameTaken}`,
      `units: unit 3: ${UNIT_MSG.nameRequired}`,
      expect.stringMatching(/^units: unit 4 "Tray": sale price: /),
      'units: unit 5 "Crate": write it as name:count:barcode:sale price:cost price',
    ]);
  });
});
