import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alreadyInOrder,
  baseQuantity,
  CreateProductUnitBody,
  compactProduct,
  countChangeError,
  entryLines,
  expandCompactProduct,
  isCountableUnitName,
  oneMoreOf,
  type ProductWire,
  pickedInUnit,
  pickVariant,
  type SaleLine,
  UNIT_MSG,
  UpdateProductUnitBody,
  unitCountError,
  unitPrice,
  wholeBaseError,
} from '../src/index.js';

describe('trade units (docs/domain/units.md)', () => {
  it('a count is a whole number from 2 up', () => {
    expect(unitCountError('12')).toBeNull();
    expect(unitCountError(48)).toBeNull();
    expect(unitCountError('')).toBe(UNIT_MSG.countRequired);
    for (const bad of ['1', '0', '-2', '2.5', 'x', '1e3.5'])
      expect(unitCountError(bad)).toBe(UNIT_MSG.countWhole);
    expect(unitCountError('100001')).toBe(UNIT_MSG.countTooLarge);
  });

  it('a quantity of a unit is quantity × count base units, exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (tenThousandths, count) => {
          const quantity = (tenThousandths / 10_000).toFixed(4);
          const base = baseQuantity(quantity, count);
          // Dividing back gives the quantity again: no rounding anywhere.
          expect(base.div(count).toFixed(4)).toBe(quantity);
          expect(base.toFixed(4)).toBe(
            (BigInt(tenThousandths) * BigInt(count))
              .toString()
              .padStart(5, '0')
              .replace(/(\d{4})$/, '.$1'),
          );
        },
      ),
    );
    expect(baseQuantity('2', null).toFixed()).toBe('2');
  });

  it('a countable base refuses a fraction of a piece; a measured one takes any', () => {
    expect(wholeBaseError('3', true, 'Piece')).toBeNull();
    expect(wholeBaseError('0.5', true, 'Piece')).toBe(UNIT_MSG.notWhole('Piece'));
    expect(wholeBaseError('0.125', false, 'Kilogram')).toBeNull();
    expect(isCountableUnitName('Piece')).toBe(true);
    expect(isCountableUnitName('Dozen')).toBe(true);
    expect(isCountableUnitName('Kilogram')).toBe(false);
    expect(isCountableUnitName(' litre ')).toBe(false);
  });

  it('a unit’s price is its own, else the base price times its count', () => {
    expect(unitPrice(null, '9.99', 12)).toBe('119.8800');
    expect(unitPrice('110', '9.99', 12)).toBe('110.0000');
    expect(unitPrice(undefined, '0.3333', 3)).toBe('0.9999');
  });

  it('a used unit’s count cannot change; an unused one’s can', () => {
    expect(countChangeError(12, 12, 5)).toBeNull();
    expect(countChangeError(12, 24, 0)).toBeNull();
    expect(countChangeError(12, 24, 3)).toBe(UNIT_MSG.countUsed('on 3 lines'));
  });

  it('the bodies read what a form sends and name each field’s problem', () => {
    expect(CreateProductUnitBody.parse({ name: ' Pack ', count: '12', sale_price: '', price: 5 })).toEqual({
      name: 'Pack',
      count: 12,
      sale_price: null,
      price: '5',
    });
    const bad = CreateProductUnitBody.safeParse({ name: '', count: '1.5' });
    expect(bad.success).toBe(false);
    expect(UpdateProductUnitBody.parse({ is_retired: 'true' })).toEqual({ is_retired: true });
  });
});

describe('a trade unit at the counter and in the till’s catalogue', () => {
  const picked = {
    productId: 1,
    variantId: 2,
    name: 'Juice',
    barcode: '900',
    size: '',
    salePrice: '50',
    token: false,
    batches: [{ id: 5, available: '30' }],
    retailPrice: '55',
  };
  const pack = { id: 3, name: 'Pack of 12', count: 12, bar_code: '912', sale_price: null };

  it('a pack’s line is in packs: price × count, stock in packs, the unit on the line and in the body', () => {
    const inPack = pickedInUnit(picked, pack);
    expect(inPack).toMatchObject({ barcode: '912', salePrice: '600.0000', retailPrice: '660.0000' });
    expect(inPack.batches).toEqual([{ id: 5, available: '2.5' }]);
    const lines = entryLines(pickVariant(inPack, false), false);
    expect(lines?.[0]).toMatchObject({
      quantity: '1',
      price: '600.0000',
      unitId: 3,
      unitName: 'Pack of 12',
      unitCount: 12,
    });
    const base = entryLines(pickVariant(picked, false), false) ?? [];
    const both = [...(lines ?? []), ...base];
    // The same variant in another unit is another line; a second scan of the pack grows the pack's.
    expect(alreadyInOrder(base, 2, 3)).toBe(false);
    expect(oneMoreOf(both, inPack, false)?.lines.map((l) => [l.unitId ?? null, l.quantity])).toEqual([
      [3, '2'],
      [null, '1'],
    ]);
    expect(oneMoreOf([{ ...(lines?.[0] as SaleLine), quantity: '2' }], inPack, false)).toBeNull();
  });

  it('the compact catalogue row carries the live units and expands back', () => {
    const product: ProductWire = {
      id: 1,
      name: 'Juice',
      bar_code: '900',
      token: false,
      unit: null,
      category: null,
      quantity: '0.0000',
      total_quantity: '0.0000',
      product_variant: [],
      trade_units: [
        {
          id: 3,
          product: 1,
          name: 'Pack of 12',
          count: 12,
          bar_code: '912',
          sale_price: null,
          price: '400.0000',
          is_retired: false,
        },
        {
          id: 4,
          product: 1,
          name: 'Tray',
          count: 24,
          bar_code: '924',
          sale_price: '1100.0000',
          price: null,
          is_retired: true,
        },
      ],
    };
    const row = compactProduct(product);
    expect(row[8]).toEqual([[3, 'Pack of 12', 12, '912', null]]);
    expect(expandCompactProduct(row).trade_units).toEqual([
      {
        id: 3,
        product: 1,
        name: 'Pack of 12',
        count: 12,
        bar_code: '912',
        sale_price: null,
        price: null,
        is_retired: false,
      },
    ]);
  });
});
