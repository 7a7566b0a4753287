import { DEFAULT_PAYMENT, type SaleLine, saleOrderBody } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { localReceipt } from './local-receipt';

const line: SaleLine = {
  batchId: 31,
  variantId: 4,
  productId: 2,
  barcode: '8964000001011',
  name: 'Green Tea',
  size: '25 bags',
  color: '',
  token: false,
  price: '280',
  quantity: '2',
  discount: '0',
  available: '5',
};
const parties = { buyer: 5, seller: 7, invoiceId: 'INV_3_12' };

describe('the receipt of a sale kept on the till', () => {
  it("carries a split sale's parts as the server will answer them", () => {
    const body = saleOrderBody(
      [line],
      {
        ...DEFAULT_PAYMENT,
        method: 'split',
        splitCard: '300',
        paymentService: 'JAZZ_CASH',
        transactionId: 'JC-1',
        splitCredit: '100',
        customerId: 5,
        cashReceived: '200',
      },
      false,
      parties,
    );
    expect(localReceipt(body, [line]).payments).toEqual([
      { method: 'CASH', amount: '160.0000', payment_service: null, transaction_id: '' },
      { method: 'CARD', amount: '300.0000', payment_service: 'JAZZ_CASH', transaction_id: 'JC-1' },
      { method: 'CREDIT', amount: '100.0000', payment_service: null, transaction_id: '' },
    ]);
  });

  it('has no parts for a sale paid one way', () => {
    const body = saleOrderBody([line], { ...DEFAULT_PAYMENT, cashReceived: '600' }, false, parties);
    expect('payments' in localReceipt(body, [line])).toBe(false);
  });
});
