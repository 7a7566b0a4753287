import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CreateOrderBody,
  D,
  ORDER_MSG,
  type OrderCreateBody,
  orderPaymentErrors,
  returnPlan,
  saleFunds,
  saleOnAccount,
  salePlan,
  totalMatches,
} from '../src/index.js';

const body = (overrides: Record<string, unknown> = {}) => ({
  order_item: [{ batch: 31, price: '100.0000', discount: '0', quantity: '2' }],
  buyer: 9,
  seller: 5,
  total_discount: '0',
  total: '200.0000',
  cash_payment: true,
  amount_received: '500',
  amount_discount: true,
  payment_service: 'BANK',
  transaction_id: '',
  invoice_id: 'INV_2_41',
  deduct_balance: false,
  ...overrides,
});

describe('CreateOrderBody (contract 3.1)', () => {
  it('takes the original client payload as seen on the wire, decimals to 4 places', () => {
    const parsed = CreateOrderBody.parse(body());
    expect(parsed.order_item[0]).toEqual({
      batch: 31,
      price: '100.0000',
      discount: '0.0000',
      quantity: '2.0000',
    });
    expect(parsed).toMatchObject({ total: '200.0000', amount_received: '500.0000', deduct_balance: false });
  });

  it.each([
    [{ status: 'RETURNED', amount_received: '0' }, 'order_item', ORDER_MSG.returnNegative],
    [
      { status: 'RETURNED', order_item: [{ batch: 1, price: '1', quantity: '-1' }], amount_received: '3' },
      'amount_received',
      ORDER_MSG.returnCashZero,
    ],
    [{ order_item: [] }, 'order_item', ORDER_MSG.itemsRequired],
    [{ order_item: [{ batch: 1, price: '1', quantity: '0' }] }, 'order_item', ORDER_MSG.quantityPositive],
    [
      { status: 'RETURNED', order_item: [{ batch: 1, price: '1', quantity: '-0' }], amount_received: '0' },
      'order_item',
      ORDER_MSG.returnNegative,
    ],
    [{ total_discount: '-1' }, 'total_discount', ORDER_MSG.discountPositive],
    [{ amount_discount: false, total_discount: '120' }, 'total_discount', ORDER_MSG.discountRange],
    [{ order_item: [{ batch: 1, price: '1', quantity: 'x' }] }, 'order_item', ORDER_MSG.onlyNumbers],
  ])('refuses %j on %s', (change, field, message) => {
    const result = CreateOrderBody.safeParse(body(change));
    expect(result.success).toBe(false);
    const issues = result.error?.issues.filter((i) => i.path[0] === field).map((i) => i.message);
    expect(issues).toContain(message);
  });
});

describe('a split payment part (docs/domain/orders.md)', () => {
  it.each([
    ['abc', ORDER_MSG.onlyNumbers],
    [null, 'This field is required.'],
    [undefined, 'This field is required.'],
    ['', 'This field is required.'],
    ['99999-01-01', ORDER_MSG.onlyNumbers],
    ['x'.repeat(5000), ORDER_MSG.onlyNumbers],
    [true, 'Not a valid string.'],
  ])('whose amount is %j is refused on payments, and the parts are never added up', (amount, message) => {
    const parts = [{ method: 'CASH', amount, transaction_id: '' }];
    const result = CreateOrderBody.safeParse(body({ payments: parts }));
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues).toEqual([['payments', message]]);
  });
});

describe('payment rules (spec 5.1)', () => {
  const base = CreateOrderBody.parse(body());
  it.each([
    ['cash covering the total', {}, false, {}],
    ['cash short', { amount_received: '199.9999' }, false, { amount_received: ORDER_MSG.cashLess }],
    ['credit to a walk-in', { cash_payment: false }, false, { buyer: ORDER_MSG.selectRegularCustomer }],
    [
      'credit short without deduct',
      { amount_received: '0' },
      true,
      { amount_received: ORDER_MSG.checkDeductBalance },
    ],
    ['credit short with deduct', { amount_received: '0', deduct_balance: true }, true, {}],
    ['a return', { status: 'RETURNED', amount_received: '0' }, false, {}],
  ])('%s', (_name, change, regular, expected) => {
    expect(orderPaymentErrors({ ...base, ...change } as typeof base, '200', regular)).toEqual(expected);
  });

  it('allows one step of 0.0001 per line for the original client rounding, no more', () => {
    expect(totalMatches('5.0000', new D('5.0001'), 1)).toBe(true);
    expect(totalMatches('5.0000', new D('5.0002'), 1)).toBe(false);
    expect(totalMatches('99.0000', new D('100'), 3)).toBe(false);
  });
});

describe('what a sale posts', () => {
  const amount = fc.integer({ min: 0, max: 10 ** 9 }).map((n) => new D(n).div(10 ** 4));
  it('balances for every sale and return, with no line of zero', () => {
    fc.assert(
      fc.property(amount, amount, fc.boolean(), fc.boolean(), (total, received, deduct, isReturn) => {
        const onAccount = saleOnAccount(total, received, deduct);
        const plan = (isReturn ? returnPlan : salePlan)({ total, funds: 'CASH', onAccount });
        const side = (s: 'debit' | 'credit') =>
          plan.filter((l) => l.side === s).reduce((sum, l) => sum.plus(l.amount), new D(0));
        expect(side('debit').equals(side('credit'))).toBe(true);
        expect(plan.every((l) => l.amount.isPositive())).toBe(true);
      }),
    );
  });

  it('reads cash, or the card service the original client names', () => {
    expect(saleFunds({ cash_payment: true, payment_service: 'BANK', transaction_id: '' })).toBe('CASH');
    expect(saleFunds({ cash_payment: true, payment_service: 'BANK', transaction_id: 'R1' })).toBe('BANK');
    expect(saleFunds({ cash_payment: true, payment_service: 'JAZZ_CASH' })).toBe('JAZZ_CASH');
    expect(saleFunds({ cash_payment: false, payment_service: null })).toBe('BANK');
  });
});

describe('OrderCreateBody, the body our clients send, is derived from the schema', () => {
  it('is accepted by the schema as it stands, and a body built to it parses to itself', () => {
    // Type-level: every OrderCreateBody is a valid input of CreateOrderBody (tsc fails otherwise).
    const sent: OrderCreateBody = {
      order_item: [{ batch: 31, price: '100.0000', discount: '0.0000', quantity: '2.0000' }],
      buyer: 9,
      seller: 5,
      total_discount: '0.0000',
      total: '200.0000',
      amount_received: '200.0000',
      amount_discount: true,
      invoice_id: 'INV_1_1',
    };
    const asInput: z.input<typeof CreateOrderBody> = sent;
    const parsed = CreateOrderBody.parse(asInput);
    expect(parsed).toMatchObject(sent);
    // …and the schema's own output is a body a client may send.
    const again: OrderCreateBody = parsed;
    expect(CreateOrderBody.parse(again)).toEqual(parsed);
  });
});
