import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseQuantity,
  CreateProductUnitBody,
  countChangeError,
  isCountableUnitName,
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
