import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';

const entries = [
  { id: 1, name: 'Milk 1L', barcode: '111' },
  { id: 2, name: 'Chocolate milk', barcode: '222' },
  { id: 3, name: 'Bread', barcode: '333' },
  { id: 4, name: 'MILKSHAKE', barcode: '111' },
];

/** The index finds by name exactly what a plain case-insensitive substring filter finds. */
function agreesWithPlainFilter(names: string[], text: string) {
  const list = names.map((name, id) => ({ id, name, barcode: '' }));
  const found = new CatalogueIndex(list).byName(text).ids.sort((a, b) => a - b);
  const needle = text.trim().toLowerCase();
  const expected = needle ? list.filter((e) => e.name.toLowerCase().includes(needle)).map((e) => e.id) : [];
  expect(found).toEqual(expected);
}

describe('the local catalogue search', () => {
  it('finds every product whose name contains the text, in any case, in name order', () => {
    const index = new CatalogueIndex(entries);
    expect(index.byName('milk')).toEqual({ ids: [2, 1, 4], total: 3 });
    expect(index.byName('  READ ')).toEqual({ ids: [3], total: 1 });
    expect(index.byName('')).toEqual({ ids: [], total: 0 });
    expect(index.byName('tea')).toEqual({ ids: [], total: 0 });
  });

  it('finds a barcode exactly, every product that has it', () => {
    const index = new CatalogueIndex(entries);
    expect(index.byBarcode('111')).toEqual([1, 4]);
    expect(index.byBarcode('11')).toEqual([]);
  });

  it('agrees with a plain filter for any names and text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 8, unit: fc.constantFrom('a', 'b', 'A', 'İ', ' ', 'é') }), {
          maxLength: 30,
        }),
        fc.string({ minLength: 1, maxLength: 5, unit: fc.constantFrom('a', 'b', 'A', 'İ', ' ', 'é') }),
        agreesWithPlainFilter,
      ),
      { numRuns: 500 },
    );
  });

  it('agrees with a plain filter for any text, whatever its characters', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 30 }),
        fc.string(),
        agreesWithPlainFilter,
      ),
    );
  });
});

describe('trade units in the local catalogue (docs/domain/units.md)', () => {
  it('a unit’s barcode finds its product, and a delta that changes only unit codes rebuilds the index', () => {
    const index = new CatalogueIndex([{ id: 9, name: 'Juice', barcode: '900', unitCodes: ['901', '902'] }]);
    expect(index.byBarcode('901')).toEqual([9]);
    expect(index.byBarcode('900')).toEqual([9]);
    const next = index.withChanges([{ id: 9, name: 'Juice', barcode: '900', unitCodes: ['903'] }], []);
    expect(next).not.toBe(index);
    expect(next.byBarcode('901')).toEqual([]);
    expect(next.byBarcode('903')).toEqual([9]);
    expect(next.withChanges([{ id: 9, name: 'Juice', barcode: '900', unitCodes: ['903'] }], [])).toBe(next);
  });
});
