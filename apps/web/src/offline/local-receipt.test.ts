import { DEFAULT_PAYMENT, type SaleLine, saleOrderBody, saleTax, saleTaxing } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { tillTax } from '../test/tax-fixtures';
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

describe('the receipt of a taxed sale kept on the till', () => {
  it('carries the tax taxOrder computed for the counter, line by line, as the server will store it', () => {
    const tax = tillTax();
    const taxing = saleTaxing(tax, { day: '2026-11-27', returnOrder: false, furtherTax: false });
    const taxedLine = { ...line, taxCategory: 5 };
    const payment = { ...DEFAULT_PAYMENT, cashReceived: '600', totalDiscount: '10' };
    const { taxed } = saleTax([taxedLine], payment, taxing);
    const body = saleOrderBody([taxedLine], payment, false, parties, taxing);
    const receipt = localReceipt(body, [taxedLine], taxed, taxing.policy);
    // 560 less 10 = 550 with 18% inside: 83.90 of tax; the Rs 1 fee on top.
    expect(receipt.total).toBe('551.0000');
    expect([receipt.tax, receipt.service_fee, receipt.prices_include_tax]).toEqual([
      '83.9000',
      '1.0000',
      true,
    ]);
    expect(receipt.order_item[0]).toMatchObject({
      tax_rate: '18.0000',
      sale_discount: '10.0000',
      tax_value: '466.1000',
      tax: '83.9000',
      tax_category: 5,
    });
  });
});
