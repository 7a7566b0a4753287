import { describe, expect, it } from 'vitest';
import {
  batchesStock,
  cashReturned,
  discountFactor,
  discountPercentError,
  formatInvoiceId,
  grossTotal,
  lineTotal,
  nextInvoiceId,
  nextOrderStatuses,
  ORDER_MSG,
  ORDER_STATUSES,
  orderTotal,
  parseInvoiceId,
  priceFromQuantity,
  quantityFromPrice,
  splitAcrossBatches,
  statusChangeError,
  totalDiscountError,
} from '../src/index.js';

describe('line totals (spec 5.2)', () => {
  it.each([
    ['2', '100.0000', '0', '200.0000'],
    ['2', '100', '10', '180.0000'],
    ['3', '33.3333', '0', '99.9999'],
    ['1.5', '10', '100', '0.0000'],
    ['1.5', '10', '101', '15.0000'],
    ['1', '10', '-5', '10.0000'],
    ['-2', '50', '0', '-100.0000'],
    ['1', '0.00005', '0', '0.0001'],
  ])('%s × %s less %s%% is %s', (q, p, d, expected) => {
    expect(lineTotal(q, p, d).toFixed(4)).toBe(expected);
  });

  it('applies a discount factor above 0 and up to 100', () => {
    expect(discountFactor(0).toString()).toBe('1');
    expect(discountFactor(100).toString()).toBe('0');
    expect(discountFactor(101).toString()).toBe('1');
    expect(discountFactor(25).toString()).toBe('0.75');
  });
});

describe('order totals', () => {
  const lines = [
    { quantity: '2', price: '100', discount: '10' },
    { quantity: '1', price: '50.5' },
  ];
  it('subtracts an amount discount only when positive', () => {
    expect(orderTotal(lines, '30', true).toFixed(4)).toBe('200.5000');
    expect(orderTotal(lines, '-30', true).toFixed(4)).toBe('230.5000');
    expect(orderTotal(lines, '0', true).toFixed(4)).toBe('230.5000');
  });
  it('applies a percentage only above 0 and not above 100', () => {
    expect(orderTotal(lines, '10', false).toFixed(4)).toBe('207.4500');
    expect(orderTotal(lines, '100', false).toFixed(4)).toBe('0.0000');
    expect(orderTotal(lines, '150', false).toFixed(4)).toBe('230.5000');
  });
  it('receipt Total ignores line discounts', () => {
    expect(grossTotal(lines).toFixed(4)).toBe('250.5000');
  });
  it('change is received less total', () => {
    expect(cashReturned('500', '200.25').toFixed(4)).toBe('299.7500');
  });
});

describe('price and quantity coupling', () => {
  it('price = quantity × unit price and back', () => {
    expect(priceFromQuantity('3', '12.5').toFixed(4)).toBe('37.5000');
    expect(quantityFromPrice('37.5', '12.5').toFixed(4)).toBe('3.0000');
    expect(quantityFromPrice('10', '3').toFixed(4)).toBe('3.3333');
    expect(quantityFromPrice('10', '0').toFixed(4)).toBe('0.0000');
  });
});

describe('splitting a quantity over batches', () => {
  const batches = [
    { id: 1, available: '2' },
    { id: 2, available: '0' },
    { id: 3, available: '5' },
  ];
  it('takes from the oldest first and skips empty batches', () => {
    expect(splitAcrossBatches(batches, '4')?.map((p) => [p.batchId, p.quantity.toString()])).toEqual([
      [1, '2'],
      [3, '2'],
    ]);
  });
  it('refuses more than the batches hold', () => {
    expect(splitAcrossBatches(batches, '8')).toBeNull();
    expect(batchesStock(batches).toString()).toBe('7');
  });
});

describe('invoice ids (contract 3.4)', () => {
  it('formats and parses <PREFIX>_<company>_<n>', () => {
    expect(formatInvoiceId(2, 41)).toBe('INV_2_41');
    expect(parseInvoiceId('INV_2_41')).toEqual({ prefix: 'INV', companyId: '2', n: 41 });
    expect(parseInvoiceId('INV_2')).toBeNull();
    expect(parseInvoiceId('INV_2_x')).toBeNull();
    expect(nextInvoiceId('INV_2_41')).toBe('INV_2_42');
  });
});

describe('entry messages', () => {
  it('checks discounts', () => {
    expect(discountPercentError('')).toBeNull();
    expect(discountPercentError('abc')).toBe(ORDER_MSG.onlyNumbers);
    expect(discountPercentError('101')).toBe(ORDER_MSG.discountRange);
    expect(totalDiscountError('-1', true)).toBe(ORDER_MSG.discountPositive);
    expect(totalDiscountError('120', false)).toBe(ORDER_MSG.discountRange);
    expect(totalDiscountError('20', true)).toBeNull();
  });
});

describe('status life cycle (docs/domain/orders.md)', () => {
  it('only a pending order moves, to complete or cancel; everything else is refused with its reason', () => {
    // Written out by hand, not from the code: from -> the statuses it may take.
    const allowed: Record<string, string[]> = {
      PENDING: ['COMPLETE', 'CANCEL'],
      COMPLETE: [],
      RETURNED: [],
      CANCEL: [],
    };
    for (const from of ORDER_STATUSES) {
      expect(nextOrderStatuses(from)).toEqual(allowed[from]);
      for (const to of ORDER_STATUSES) {
        const refusal = statusChangeError(from, to);
        if (from === to || allowed[from]?.includes(to)) expect(refusal).toBeNull();
        else expect(refusal).toEqual(expect.any(String));
      }
    }
    expect(statusChangeError('COMPLETE', 'CANCEL')).toBe(ORDER_MSG.goodsLeft);
    expect(statusChangeError('PENDING', 'RETURNED')).toBe(ORDER_MSG.returnIsNewOrder);
    expect(nextOrderStatuses('SHIPPED')).toEqual([]);
  });
});
