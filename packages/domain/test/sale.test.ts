import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alreadyInOrder,
  canSubmitSale,
  cashOutcome,
  D,
  DEFAULT_PAYMENT,
  EMPTY_ENTRY,
  editLineDiscount,
  editLineQuantity,
  editLineTotal,
  entryErrors,
  entryLines,
  lineTotal,
  ORDER_MSG,
  oneMoreOf,
  type PickedVariant,
  paymentErrors,
  pickVariant,
  type SaleLine,
  type SalePayment,
  saleChange,
  saleOrderBody,
  saleTotal,
  sellableBatches,
  withMethod,
  withPrice,
  withQuantity,
} from '../src/index.js';

const cake: PickedVariant = {
  productId: 3,
  variantId: 21,
  name: 'Cake',
  barcode: '8964000001008',
  size: 'L',
  salePrice: '100.0000',
  token: true,
  batches: [
    { id: 31, available: '5' },
    { id: 32, available: '3' },
  ],
};

const line = (over: Partial<SaleLine> = {}): SaleLine => ({
  batchId: 31,
  variantId: 21,
  productId: 3,
  barcode: '8964000001008',
  name: 'Cake',
  size: 'L',
  color: '',
  token: false,
  price: '100.0000',
  quantity: '2',
  discount: '0',
  available: '5',
  ...over,
});

const pay = (over: Partial<SalePayment> = {}): SalePayment => ({ ...DEFAULT_PAYMENT, ...over });

describe('batches offered to a sale', () => {
  it('keeps batches with stock, oldest created first', () => {
    const batches = [
      { id: 3, inventory_quantity: 4, created: '2026-03-01T00:00:00Z' },
      { id: 1, inventory_quantity: 0, created: '2026-01-01T00:00:00Z' },
      { id: 2, inventory_quantity: 2, created: '2026-02-01T00:00:00Z' },
    ];
    expect(sellableBatches(batches).map((b) => b.id)).toEqual([2, 3]);
  });
});

describe('the entry row (spec 5.1, 5.2)', () => {
  it('fills from a picked variant with the first batch and one unit', () => {
    const entry = pickVariant(cake, false);
    expect(entry).toMatchObject({ barcode: cake.barcode, name: 'Cake', quantity: '1', price: '100.0000' });
    expect(entry.batchId).toBe(31);
    expect(pickVariant(cake, true).quantity).toBe('-1');
  });

  it('links price and quantity both ways', () => {
    const entry = pickVariant(cake, false);
    expect(withQuantity(entry, '2.5').price).toBe('250.0000');
    expect(withPrice(entry, '150').quantity).toBe('1.5');
    expect(withPrice(entry, '100').quantity).toBe('1');
    expect(withQuantity(entry, 'x').price).toBe('100.0000');
  });

  it('gives every required message of an empty row', () => {
    expect(entryErrors(EMPTY_ENTRY, false)).toEqual({
      name: ORDER_MSG.nameRequired,
      barcode: ORDER_MSG.barcodeRequired,
      batch: ORDER_MSG.batchRequired,
      quantity: ORDER_MSG.quantityRequired,
    });
  });

  it('asks to pick from the results when the row was typed by hand', () => {
    const typed = { ...EMPTY_ENTRY, name: 'Cake', barcode: '1', quantity: '1', price: '1', batchId: 1 };
    expect(entryErrors(typed, false)).toEqual({ product: ORDER_MSG.selectFromResults });
  });

  it('checks numbers, stock over all listed batches, discounts and returns', () => {
    const entry = pickVariant(cake, false);
    expect(entryErrors({ ...entry, quantity: 'abc' }, false).quantity).toBe(ORDER_MSG.onlyNumbers);
    expect(entryErrors({ ...entry, quantity: '8' }, false)).toEqual({});
    expect(entryErrors({ ...entry, quantity: '8.5' }, false).quantity).toBe(ORDER_MSG.stockLess);
    expect(entryErrors({ ...entry, discount: '101' }, false).discount).toBe(ORDER_MSG.discountRange);
    expect(entryErrors({ ...entry, discount: 'x' }, false).discount).toBe(ORDER_MSG.onlyNumbers);
    expect(entryErrors(entry, true).quantity).toBe(ORDER_MSG.returnNegative);
    expect(entryErrors({ ...entry, quantity: '-2' }, true)).toEqual({});
  });

  it('adds one line from the chosen batch, or one per batch beyond it', () => {
    const entry = pickVariant(cake, false);
    expect(entryLines({ ...entry, quantity: '4' }, false)?.map((l) => [l.batchId, l.quantity])).toEqual([
      [31, '4'],
    ]);
    expect(entryLines({ ...entry, quantity: '7' }, false)?.map((l) => [l.batchId, l.quantity])).toEqual([
      [31, '5'],
      [32, '2'],
    ]);
    expect(entryLines({ ...entry, batchId: 32, quantity: '4' }, false)?.map((l) => l.batchId)).toEqual([
      32, 31,
    ]);
    expect(entryLines({ ...entry, quantity: '9' }, false)).toBeNull();
    expect(entryLines({ ...entry, quantity: '-9' }, true)?.map((l) => l.quantity)).toEqual(['-9']);
  });

  it('knows a variant already in the order', () => {
    expect(alreadyInOrder([line()], 21)).toBe(true);
    expect(alreadyInOrder([line()], 22)).toBe(false);
  });

  it('scanned again, a variant gets one more on the first line with room, then a line from its next batch', () => {
    const once = oneMoreOf([line({ quantity: '4' })], cake, false);
    expect(once).toMatchObject({ index: 0, lines: [{ batchId: 31, quantity: '5' }] });
    const full = oneMoreOf(once?.lines ?? [], cake, false);
    expect(full?.index).toBe(1);
    expect(full?.lines.map((l) => [l.batchId, l.quantity])).toEqual([
      [31, '5'],
      [32, '1'],
    ]);
    const empty = [line({ quantity: '5' }), line({ batchId: 32, quantity: '3', available: '3' })];
    expect(oneMoreOf(empty, cake, false)).toBeNull();
    expect(oneMoreOf([line({ quantity: '-2' })], cake, true)?.lines[0]?.quantity).toBe('-3');
  });

  it('a scale label adds its weight: on the line with room for it, else a batch with room, else nothing', () => {
    expect(oneMoreOf([line({ quantity: '1.5' })], cake, false, '1.234')?.lines[0]?.quantity).toBe('2.734');
    // Batch 31 holds 5: 4.5 + 0.75 does not fit, so batch 32 (3) takes it on a line of its own.
    const moved = oneMoreOf([line({ quantity: '4.5' })], cake, false, '0.75');
    expect(moved?.lines.map((l) => [l.batchId, l.quantity, l.price])).toEqual([
      [31, '4.5', line().price],
      [32, '0.75', line().price],
    ]);
    expect(oneMoreOf([line({ quantity: '4.5' })], cake, false, '3.5')).toBeNull();
    expect(oneMoreOf([line({ quantity: '-1' })], cake, true, '0.25')?.lines[0]?.quantity).toBe('-1.25');
  });
});

describe('in-line edits (spec 5.2)', () => {
  it('ignores a quantity above the batch stock or not a number', () => {
    expect(editLineQuantity(line(), '4', false)?.quantity).toBe('4');
    expect(editLineQuantity(line(), '6', false)).toBeNull();
    expect(editLineQuantity(line(), 'x', false)).toBeNull();
    expect(editLineQuantity(line({ quantity: '-1' }), '1', true)).toBeNull();
  });

  it('ignores a discount over 100', () => {
    expect(editLineDiscount(line(), '10')?.discount).toBe('10');
    expect(editLineDiscount(line(), '')?.discount).toBe('0');
    expect(editLineDiscount(line(), '101')).toBeNull();
  });

  it('turns a new line total into a quantity and drops the discount', () => {
    const edited = editLineTotal(line({ discount: '10' }), '333.3333', false);
    expect(edited).toMatchObject({ quantity: '3.3333', discount: '0' });
    expect(editLineTotal(line(), '600', false)).toBeNull();
  });
});

describe('payment (spec 5.1)', () => {
  const lines = [line(), line({ batchId: 32, variantId: 22, quantity: '1', discount: '10' })];

  it('totals the lines less the order discount', () => {
    expect(saleTotal(lines, pay()).toFixed(4)).toBe('290.0000');
    expect(saleTotal(lines, pay({ totalDiscount: '40' })).toFixed(4)).toBe('250.0000');
    expect(saleTotal(lines, pay({ totalDiscount: '10', amountDiscount: false })).toFixed(4)).toBe('261.0000');
    expect(saleChange(lines, pay({ cashReceived: '500' }))?.toFixed(2)).toBe('210.00');
  });

  it('needs cash, a number, and enough of it', () => {
    expect(paymentErrors(lines, pay(), false).cashReceived).toBe(ORDER_MSG.cashRequired);
    expect(paymentErrors(lines, pay({ cashReceived: 'a' }), false).cashReceived).toBe(ORDER_MSG.onlyNumbers);
    expect(paymentErrors(lines, pay({ cashReceived: '200' }), false).cashReceived).toBe(ORDER_MSG.cashLess);
    expect(paymentErrors(lines, pay({ cashReceived: '290' }), false)).toEqual({});
  });

  it('a return takes no cash', () => {
    const back = [line({ quantity: '-2' })];
    expect(paymentErrors(back, pay(), true)).toEqual({});
    expect(paymentErrors(back, pay({ cashReceived: '5' }), true).cashReceived).toBe(ORDER_MSG.returnCashZero);
  });

  it('credit needs a customer and Deduct Balance when the cash is short', () => {
    const credit = withMethod(pay({ cashReceived: '100' }), 'credit');
    expect(paymentErrors(lines, credit, false)).toEqual({
      customer: ORDER_MSG.selectRegularCustomer,
      cashReceived: ORDER_MSG.checkDeductBalance,
    });
    expect(paymentErrors(lines, { ...credit, customerId: 9, deductBalance: true }, false)).toEqual({});
  });

  it('checks the total discount in both modes', () => {
    expect(paymentErrors(lines, pay({ cashReceived: '999', totalDiscount: '-1' }), false).totalDiscount).toBe(
      ORDER_MSG.discountPositive,
    );
    expect(
      paymentErrors(lines, pay({ cashReceived: '999', totalDiscount: '101', amountDiscount: false }), false)
        .totalDiscount,
    ).toBe(ORDER_MSG.discountRange);
  });

  it('enables Submit only with lines, no messages and nothing in flight', () => {
    const ok = pay({ cashReceived: '300' });
    expect(canSubmitSale(lines, ok, false, false)).toBe(true);
    expect(canSubmitSale(lines, ok, false, true)).toBe(false);
    expect(canSubmitSale([], ok, false, false)).toBe(false);
    expect(canSubmitSale(lines, pay({ cashReceived: '1' }), false, false)).toBe(false);
  });

  it('switching method resets the service, the reference and the customer', () => {
    const card = {
      ...pay(),
      method: 'card' as const,
      paymentService: 'JAZZ_CASH' as const,
      transactionId: 'T1',
    };
    expect(withMethod({ ...card, customerId: 4 }, 'credit')).toMatchObject({
      method: 'credit',
      paymentService: 'BANK',
      transactionId: '',
      customerId: null,
    });
  });
});

describe('the order body (contract 3.1)', () => {
  const parties = { buyer: 9, seller: 5, invoiceId: 'INV_2_41' };

  it('sends a cash sale exactly as the original client did', () => {
    const body = saleOrderBody([line()], pay({ cashReceived: '500' }), false, parties);
    expect(body).toEqual({
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
    });
  });

  it('computes the total with the shared order rules', () => {
    const lines = [line({ quantity: '3', price: '33.3333', discount: '5' })];
    const body = saleOrderBody(lines, pay({ cashReceived: '100', totalDiscount: '1.5' }), false, parties);
    expect(body.total).toBe(lineTotal('3', '33.3333', '5').minus('1.5').toFixed(4));
  });

  it('card: the chosen service and reference; credit: deduct balance; return: RETURNED and no cash', () => {
    const card = saleOrderBody(
      [line()],
      {
        ...withMethod(pay(), 'card'),
        cashReceived: '200',
        paymentService: 'EASY_PAISA',
        transactionId: ' R9 ',
      },
      false,
      parties,
    );
    expect(card).toMatchObject({ cash_payment: true, payment_service: 'EASY_PAISA', transaction_id: 'R9' });
    const credit = saleOrderBody(
      [line()],
      { ...withMethod(pay(), 'credit'), customerId: 9, deductBalance: true },
      false,
      parties,
    );
    expect(credit).toMatchObject({ cash_payment: true, deduct_balance: true, amount_received: '0' });
    const back = saleOrderBody([line({ quantity: '-1' })], pay(), true, parties);
    expect(back).toMatchObject({ status: 'RETURNED', amount_received: '0', total: '-100.0000' });
  });
});

describe('cashOutcome', () => {
  it('is the change when the cash covers the bill, else what goes on the account; never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (t, r) => {
          const total = new D(t).div(100);
          const received = new D(r).div(100);
          const outcome = cashOutcome(received, total);
          expect(outcome.amount.isNegative() && !outcome.amount.isZero()).toBe(false);
          const signed = outcome.label === 'Change' ? outcome.amount : outcome.amount.negated();
          expect(signed.equals(received.minus(total))).toBe(true);
          expect(outcome.label === 'On account').toBe(received.lt(total));
        },
      ),
    );
  });
});
