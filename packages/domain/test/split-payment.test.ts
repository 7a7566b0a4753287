import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CreateOrderBody,
  canSubmitSale,
  D,
  DEFAULT_PAYMENT,
  ORDER_MSG,
  PAYMENT_SERVICES,
  type PaymentPartInput,
  paymentErrors,
  paymentPartLabel,
  paymentPartsErrors,
  type SaleLine,
  type SalePayment,
  SPLIT_MSG,
  saleChange,
  saleOrderBody,
  splitExcess,
  splitOrderFields,
  splitParts,
  splitPaymentErrors,
  splitSalePlan,
} from '../src/index.js';

/** An amount in ten-thousandths, 0.0001 to 99,999.9999, as text with 4 places. */
const amount = fc.integer({ min: 1, max: 999_999_999 }).map((n) => new D(n).div(10_000).toFixed(4));

const part = fc.oneof(
  fc.record({ method: fc.constant('CASH' as const), amount }),
  fc.record({
    method: fc.constant('CARD' as const),
    amount,
    payment_service: fc.constantFrom(...PAYMENT_SERVICES),
    transaction_id: fc.constantFrom('', 'T-1'),
  }),
  fc.record({ method: fc.constant('CREDIT' as const), amount }),
);

const sum = (parts: readonly PaymentPartInput[]) => parts.reduce((s, p) => s.plus(p.amount), new D(0));

describe('what a split sale posts', () => {
  it('balances, and each account gets exactly its parts (property)', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 6 }), (parts) => {
        const total = sum(parts);
        const lines = splitSalePlan(parts, total);
        const debits = lines.filter((l) => l.side === 'debit').reduce((s, l) => s.plus(l.amount), new D(0));
        const credits = lines.filter((l) => l.side === 'credit').reduce((s, l) => s.plus(l.amount), new D(0));
        expect(debits.eq(credits)).toBe(true);
        expect(credits.eq(total)).toBe(true);
        const account = (p: PaymentPartInput) =>
          p.method === 'CASH' ? 'CASH' : p.method === 'CREDIT' ? 'RECEIVABLE' : (p.payment_service ?? 'BANK');
        for (const purpose of new Set(parts.map(account))) {
          const expected = sum(parts.filter((p) => account(p) === purpose));
          const posted = lines.filter((l) => l.purpose === purpose);
          expect(posted).toHaveLength(1);
          expect(posted[0]?.amount.eq(expected)).toBe(true);
          expect(posted[0]?.side).toBe('debit');
        }
        expect(lines.find((l) => l.purpose === 'RECEIVABLE')?.holder ?? 'buyer').toBe('buyer');
      }),
    );
  });

  it('posts cash, a card service and the customer account against sales', () => {
    const lines = splitSalePlan(
      [
        { method: 'CASH', amount: '100' },
        { method: 'CARD', amount: '150', payment_service: 'JAZZ_CASH' },
        { method: 'CREDIT', amount: '50' },
      ],
      new D(300),
    );
    expect(lines.map((l) => [l.side, l.purpose, l.amount.toFixed(4), l.holder ?? null])).toEqual([
      ['debit', 'CASH', '100.0000', null],
      ['debit', 'JAZZ_CASH', '150.0000', null],
      ['debit', 'RECEIVABLE', '50.0000', 'buyer'],
      ['credit', 'SALES', '300.0000', null],
    ]);
  });
});

describe('the rules of the parts', () => {
  it('refuses more than one cash or credit part, a part of 0, a card without its service, and too many parts', () => {
    expect(paymentPartsErrors([{ method: 'CASH', amount: '1' }])).toEqual([]);
    expect(
      paymentPartsErrors([
        { method: 'CASH', amount: '1' },
        { method: 'CASH', amount: '2' },
        { method: 'CREDIT', amount: '1' },
        { method: 'CREDIT', amount: '1' },
        { method: 'CARD', amount: '0' },
      ]),
    ).toEqual([SPLIT_MSG.positive, SPLIT_MSG.oneCash, SPLIT_MSG.oneCredit, SPLIT_MSG.serviceRequired]);
    const seven = Array.from({ length: 7 }, () => ({
      method: 'CARD' as const,
      amount: '1',
      payment_service: 'BANK' as const,
    }));
    expect(paymentPartsErrors(seven)).toEqual([SPLIT_MSG.tooMany]);
  });

  it('needs the parts to add up to the total, a regular customer for credit, and cash for the cash part', () => {
    const parts: PaymentPartInput[] = [
      { method: 'CASH', amount: '100' },
      { method: 'CREDIT', amount: '50' },
    ];
    expect(splitPaymentErrors(parts, '150', '100', true)).toEqual({});
    expect(splitPaymentErrors(parts, '150.0001', '100', true)).toEqual({ payments: SPLIT_MSG.sum });
    expect(splitPaymentErrors(parts, '150', '100', false)).toEqual({
      buyer: ORDER_MSG.selectRegularCustomer,
    });
    expect(splitPaymentErrors(parts, '150', '99.9999', true)).toEqual({
      amount_received: SPLIT_MSG.cashShort,
    });
  });

  it('reads the optional payments list on the order body, for a sale only', () => {
    const base = {
      order_item: [{ batch: 1, price: '10', quantity: '1' }],
      buyer: 2,
      seller: 3,
      total: '10',
    };
    const ok = CreateOrderBody.safeParse({ ...base, payments: [{ method: 'CASH', amount: 10 }] });
    expect(ok.success && ok.data.payments).toEqual([
      { method: 'CASH', amount: '10.0000', transaction_id: '' },
    ]);
    expect(CreateOrderBody.parse(base).payments).toBeUndefined();
    const ret = CreateOrderBody.safeParse({
      ...base,
      status: 'RETURNED',
      order_item: [{ batch: 1, price: '10', quantity: '-1' }],
      payments: [{ method: 'CASH', amount: '10' }],
    });
    expect(ret.success ? [] : ret.error.issues.map((i) => i.message)).toContain(SPLIT_MSG.saleOnly);
  });

  it('fills the single-method fields from the parts', () => {
    expect(
      splitOrderFields([
        { method: 'CASH', amount: '1' },
        { method: 'CARD', amount: '1', payment_service: 'EASY_PAISA', transaction_id: ' E-9 ' },
        { method: 'CREDIT', amount: '1' },
      ]),
    ).toEqual({
      cashPayment: false,
      paymentService: 'EASY_PAISA',
      transactionId: 'E-9',
      deductBalance: true,
    });
    expect(splitOrderFields([{ method: 'CASH', amount: '1' }])).toEqual({
      cashPayment: true,
      paymentService: null,
      transactionId: '',
      deductBalance: false,
    });
  });

  it('labels each part for the receipt', () => {
    expect(paymentPartLabel({ method: 'CASH', payment_service: null, transaction_id: '' })).toBe('Cash');
    expect(paymentPartLabel({ method: 'CARD', payment_service: 'JAZZ_CASH', transaction_id: 'JC-1' })).toBe(
      'Card · JazzCash (JC-1)',
    );
    expect(paymentPartLabel({ method: 'CREDIT', payment_service: null, transaction_id: '' })).toBe(
      'On account',
    );
  });
});

const line = (price: string, quantity: string): SaleLine => ({
  batchId: 1,
  variantId: 1,
  productId: 1,
  barcode: '8964000001001',
  name: 'Tea',
  size: '',
  color: '',
  token: false,
  price,
  quantity,
  discount: '0',
  available: '100',
});

const split = (over: Partial<SalePayment>): SalePayment => ({ ...DEFAULT_PAYMENT, method: 'split', ...over });
const parties = { buyer: 5, seller: 7, invoiceId: 'INV_2_9' };

describe('the New Sale screen paid in parts', () => {
  const lines = [line('100', '3')];

  it('takes the cash part as what card and credit leave, and gives change on it', () => {
    const payment = split({ splitCard: '150', splitCredit: '50', customerId: 5, cashReceived: '120' });
    expect(splitParts(lines, payment)).toEqual({ cash: new D(100), card: new D(150), credit: new D(50) });
    expect(paymentErrors(lines, payment, false)).toEqual({});
    expect(saleChange(lines, payment)?.toFixed(4)).toBe('20.0000');
  });

  it('asks for a customer for the credit part, cash for the cash part, and no more than the total', () => {
    expect(paymentErrors(lines, split({ splitCredit: '50', cashReceived: '250' }), false)).toEqual({
      customer: ORDER_MSG.selectRegularCustomer,
    });
    expect(paymentErrors(lines, split({ splitCard: '100' }), false)).toEqual({
      cashReceived: ORDER_MSG.cashRequired,
    });
    expect(paymentErrors(lines, split({ splitCard: '100', cashReceived: '150' }), false)).toEqual({
      cashReceived: SPLIT_MSG.cashShort,
    });
    expect(
      paymentErrors(lines, split({ splitCard: '200', splitCredit: '101', customerId: 5 }), false),
    ).toEqual({
      splitCredit: SPLIT_MSG.overTotal,
    });
    expect(paymentErrors(lines, split({ splitCard: 'x' }), false)).toMatchObject({
      splitCard: ORDER_MSG.onlyNumbers,
    });
    // All by card and on account: no cash needed.
    expect(
      paymentErrors(lines, split({ splitCard: '250', splitCredit: '50', customerId: 5 }), false),
    ).toEqual({});
  });

  it('gives no cash part and no change while card and credit are more than the total', () => {
    const payment = split({ splitCard: '400', cashReceived: '50' });
    expect(splitExcess(splitParts(lines, payment))?.toFixed(2)).toBe('100.00');
    expect(saleChange(lines, payment)).toBeNull();
    expect(canSubmitSale(lines, payment, false, false)).toBe(false);
    expect(splitExcess(splitParts(lines, split({ splitCard: '300' })))).toBeNull();
  });

  it('sends parts that add up to the total, and leaves out the parts of 0 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.constantFrom(...PAYMENT_SERVICES),
        (card, credit, service) => {
          const c = new D(card).div(10_000);
          const k = new D(credit).div(10_000);
          fc.pre(c.plus(k).lte(300));
          const payment = split({
            splitCard: c.toFixed(4),
            splitCredit: k.toFixed(4),
            customerId: 5,
            cashReceived: '300',
            paymentService: service,
          });
          const body = saleOrderBody(lines, payment, false, parties);
          const parts = body.payments ?? [];
          expect(sum(parts).eq(body.total)).toBe(true);
          expect(parts.every((p) => new D(p.amount).gt(0))).toBe(true);
          expect(paymentPartsErrors(parts)).toEqual([]);
          expect(splitPaymentErrors(parts, body.total, body.amount_received, true)).toEqual({});
          expect(parts.find((p) => p.method === 'CARD')?.payment_service).toBe(service);
        },
      ),
    );
  });

  it('sends the parts beside the single-method fields', () => {
    const body = saleOrderBody(
      lines,
      split({
        splitCard: '150',
        splitCredit: '50',
        customerId: 5,
        cashReceived: '120',
        transactionId: 'JC-7',
      }),
      false,
      parties,
    );
    expect(body).toMatchObject({
      total: '300.0000',
      amount_received: '120',
      deduct_balance: true,
      payments: [
        { method: 'CASH', amount: '100.0000' },
        { method: 'CARD', amount: '150.0000', payment_service: 'BANK', transaction_id: 'JC-7' },
        { method: 'CREDIT', amount: '50.0000' },
      ],
    });
    // One method: no payments field, exactly as before.
    expect(
      'payments' in saleOrderBody(lines, { ...DEFAULT_PAYMENT, cashReceived: '300' }, false, parties),
    ).toBe(false);
  });
});
