import { describe, expect, it } from 'vitest';
import { orderPayment } from '../src/index.js';

describe('orderPayment (the receipt and the order details read it)', () => {
  it('lists every part with its reference and gives change on the cash part of a split sale', () => {
    const p = orderPayment({
      total: '440.0000',
      amount_received: '500.0000',
      payments: [
        { method: 'CARD', amount: '240.0000', payment_service: 'BANK', transaction_id: 'REF-9' },
        { method: 'CASH', amount: '200.0000', payment_service: null, transaction_id: '' },
      ],
    });
    expect(p.parts.map((x) => [x.method, x.label, x.amount.toFixed(2), x.reference])).toEqual([
      ['CARD', 'Card · Bank (REF-9)', '240.00', 'REF-9'],
      ['CASH', 'Cash', '200.00', ''],
    ]);
    expect(p.received.toFixed(2)).toBe('500.00');
    expect(p.outcome).toEqual({ label: 'Change', amount: expect.anything() });
    expect(p.outcome.amount.toFixed(2)).toBe('300.00');
  });

  it('gives change against the total for a sale paid one way, and on account when cash falls short', () => {
    expect(orderPayment({ total: '190', amount_received: '200' }).outcome.amount.toFixed(2)).toBe('10.00');
    const credit = orderPayment({ total: '190', amount_received: '50', payments: null });
    expect(credit.parts).toEqual([]);
    expect([credit.outcome.label, credit.outcome.amount.toFixed(2)]).toEqual(['On account', '140.00']);
  });
});
