import { describe, expect, it } from 'vitest';
import { type InventoryWire, stockStatementLine, stockStatementRows } from '../src/index.js';

const row = {
  id: 1,
  company: { company_name: 'Central Store' },
  batch: {
    id: 31,
    expiry_date: '2027-01-31',
    cost_price: '93.5000',
    product_variant: {
      color: 'Rose',
      size: '100g',
      price: '95.0000',
      product: { name: 'Bath Soap', category: 4 },
    },
  },
  quantity: '60.0000',
} as unknown as InventoryWire;

describe('the Stock Statement lines and CSV', () => {
  it("names the variant, the batch and its expiry, with the value at the batch's own cost", () => {
    const line = stockStatementLine(row, (id) => (id === 4 ? 'Personal care' : '—'));
    expect(stockStatementRows([line])).toEqual([
      ['Product Name', 'Variant', 'Batch', 'Expiry', 'Product Category', 'Department', 'Quantity', 'Amount'],
      [
        'Bath Soap',
        'Rose 100g',
        '#31',
        '2027-01-31',
        'Personal care',
        'Central Store',
        '60.0000',
        '5610.0000',
      ],
    ]);
  });
});
