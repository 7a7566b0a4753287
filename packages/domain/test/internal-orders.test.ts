import { describe, expect, it } from 'vitest';
import {
  CATALOG_MSG,
  canSubmitInternal,
  counterpartyOptions,
  type InternalEntry,
  type InternalLine,
  type InternalOrderForm,
  internalEntryErrors,
  internalOrderBody,
  internalOrderErrors,
  isDuplicateLine,
  ORDER_MSG,
  sellableBatches,
  showsCashGiven,
  typeForReturn,
  type UserWire,
} from '../src/index.js';

const user = (id: number, user_type: UserWire['user_type'], companyId: number) =>
  ({ id, user_type, company: { id: companyId } }) as unknown as UserWire;

const entry = (over: Partial<InternalEntry> = {}): InternalEntry => ({
  name: 'Milk',
  barcode: '111',
  quantity: '5',
  price: '900',
  discount: '',
  manufacturing_date: '2026-11-21',
  expiry_date: '2026-12-31',
  batch: null,
  batchStock: null,
  chosen: true,
  ...over,
});

const form = (over: Partial<InternalOrderForm> = {}): InternalOrderForm => ({
  type: 'from',
  isReturn: false,
  counterparty: { id: 12, user_type: 'VENDOR' },
  totalDiscount: '',
  amountDiscount: true,
  cashGiven: '',
  ...over,
});

const line = (over: Partial<InternalLine> = {}): InternalLine => ({
  variantId: 21,
  batchId: null,
  quantity: '5',
  price: '80.0000',
  discount: '0',
  manufacturing_date: '2026-11-21',
  expiry_date: '2026-12-31',
  ...over,
});

describe('the internal order type', () => {
  it('is forced by Return Order', () => {
    expect(typeForReturn(true)).toBe('to');
    expect(typeForReturn(false)).toBe('from');
  });

  it('offers admins of other departments, and vendors when buying or returning', () => {
    const me = user(1, 'ADMIN', 2);
    const admins = [user(1, 'ADMIN', 2), user(3, 'ADMIN', 2), user(4, 'ADMIN', 5), user(6, 'SALES_STAFF', 5)];
    const vendors = [user(9, 'VENDOR', 7)];
    expect(counterpartyOptions(me, admins, vendors, 'from', false).map((u) => u.id)).toEqual([4, 9]);
    expect(counterpartyOptions(me, admins, vendors, 'to', false).map((u) => u.id)).toEqual([4]);
    expect(counterpartyOptions(me, admins, vendors, 'to', true).map((u) => u.id)).toEqual([4, 9]);
    expect(showsCashGiven(vendors[0])).toBe(true);
    expect(showsCashGiven(admins[2])).toBe(false);
  });

  it('lists only batches with stock, oldest first', () => {
    const b = (id: number, q: number, created: string) => ({ id, inventory_quantity: q, created });
    const sorted = sellableBatches([b(3, 2, '2026-03-01'), b(1, 0, '2026-01-01'), b(2, 4, '2026-02-01')]);
    expect(sorted.map((x) => x.id)).toEqual([2, 3]);
  });
});

describe('entry messages (spec 5.1)', () => {
  it('needs name, barcode, quantity and, buying, both dates', () => {
    const errors = internalEntryErrors(
      entry({ name: '', barcode: '', quantity: '', manufacturing_date: '', expiry_date: '' }),
      'from',
      false,
    );
    expect(errors).toEqual({
      name: ORDER_MSG.nameRequired,
      barcode: ORDER_MSG.barcodeRequired,
      quantity: ORDER_MSG.quantityRequired,
      manufacturing_date: ORDER_MSG.manufacturedRequired,
      expiry_date: ORDER_MSG.expiryRequired,
    });
    expect(internalEntryErrors(entry(), 'from', false)).toEqual({});
    expect(internalEntryErrors(entry({ expiry_date: '2026-01-01' }), 'from', false).expiry_date).toBe(
      CATALOG_MSG.expiryBeforeManufacture,
    );
  });

  it('checks numbers, discount and the batch on a sale to a department', () => {
    expect(internalEntryErrors(entry({ quantity: 'x' }), 'from', false).quantity).toBe(ORDER_MSG.onlyNumbers);
    expect(internalEntryErrors(entry({ discount: '120' }), 'from', false).discount).toBe(
      ORDER_MSG.discountRange,
    );
    expect(internalEntryErrors(entry(), 'to', false).batch).toBe(ORDER_MSG.batchRequired);
    const overBatch = entry({ batch: 4, batchStock: '3', quantity: '5' });
    expect(internalEntryErrors(overBatch, 'to', false).quantity).toBe(ORDER_MSG.batchStockLess);
    expect(internalEntryErrors(entry({ batch: 4, batchStock: '5' }), 'to', false)).toEqual({});
  });

  it('wants negative quantities on a return, within the batch', () => {
    const positive = entry({ batch: 4, batchStock: '5', quantity: '2' });
    expect(internalEntryErrors(positive, 'to', true).quantity).toBe(ORDER_MSG.returnNegative);
    expect(internalEntryErrors({ ...positive, quantity: '-2' }, 'to', true)).toEqual({});
    expect(internalEntryErrors({ ...positive, quantity: '-6' }, 'to', true).quantity).toBe(
      ORDER_MSG.batchStockLess,
    );
  });

  it('spots a product already in the order', () => {
    const lines = [line({ batchId: 7 })];
    expect(isDuplicateLine(lines, { variantId: 21, batchId: null }, 'from')).toBe(true);
    expect(isDuplicateLine(lines, { variantId: 21, batchId: 8 }, 'to')).toBe(false);
  });
});

describe('the order', () => {
  it('needs a seller to buy and a buyer to sell, and numbers as cash given', () => {
    expect(internalOrderErrors(form({ counterparty: null })).counterparty).toBe(ORDER_MSG.sellerRequired);
    expect(internalOrderErrors(form({ type: 'to', counterparty: null })).counterparty).toBe(
      ORDER_MSG.buyerRequired,
    );
    expect(internalOrderErrors(form({ cashGiven: 'abc' })).amount_received).toBe(ORDER_MSG.onlyNumbers);
    expect(internalOrderErrors(form({ totalDiscount: '-1' })).total_discount).toBe(
      ORDER_MSG.discountPositive,
    );
    expect(canSubmitInternal(form(), [line()], false)).toBe(true);
    expect(canSubmitInternal(form(), [], false)).toBe(false);
    expect(canSubmitInternal(form(), [line()], true)).toBe(false);
  });

  it('sends a purchase with its batches inline and the cash given', () => {
    const body = internalOrderBody(
      { id: 1 },
      form({ cashGiven: '300', totalDiscount: '10' }),
      [line()],
      'INV_2_41',
    );
    expect(body).toEqual({
      order_item: [
        {
          order_batch: {
            manufacturing_date: '2026-11-21',
            expiry_date: '2026-12-31',
            quantity: '5.0000',
            product_variant: 21,
          },
          price: '80.0000',
          discount: '0',
          quantity: '5',
        },
      ],
      buyer: 1,
      seller: 12,
      total_discount: '10',
      total: '390.0000',
      amount_received: '300',
      amount_discount: true,
      invoice_id: 'INV_2_41',
      internal_order: true,
    });
  });

  it('sends a return from my batch with RETURNED, and no cash to a department', () => {
    const department = form({
      type: 'to',
      isReturn: true,
      counterparty: { id: 4, user_type: 'ADMIN' },
      cashGiven: '50',
    });
    const body = internalOrderBody({ id: 1 }, department, [line({ batchId: 7, quantity: '-2' })], 'INV_2_42');
    expect(body.order_item).toEqual([{ batch: 7, price: '80.0000', discount: '0', quantity: '-2' }]);
    expect([body.seller, body.buyer, body.total, body.amount_received, body.status]).toEqual([
      1,
      4,
      '-160.0000',
      '0',
      'RETURNED',
    ]);
  });
});
