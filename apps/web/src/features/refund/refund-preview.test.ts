import type { RefundableWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { refundPreview } from './refund-preview';

/** A card sale of three packs at 340.00 and one bag at 120.00, nothing refunded yet. */
const sale: RefundableWire = {
  order: 41,
  invoice_id: 'INV_2_41',
  refundable: true,
  total: '1140.0000',
  refunded: '0.0000',
  lines: [
    { item: 1, quantity: '3', returned: '0', returnable: '3', line_total: '1020.0000', tax: null },
    { item: 2, quantity: '1', returned: '1', returnable: '0', line_total: '120.0000', tax: null },
  ],
  service_fee: '0.0000',
  tax_decimals: 2,
  tenders: [{ kind: 'funds', payment_service: 'JAZZ_CASH', reference: 'JC-1', amount: '1140.0000' }],
  refunds: [],
};

describe('what the typed quantities would refund', () => {
  it('nothing typed: nothing to refund and nothing wrong', () => {
    expect(refundPreview(sale, { 1: ' ' })).toEqual({ errors: [], total: null, tenders: [], tax: null });
  });

  it('one pack back goes to the card it was paid with, reference and all', () => {
    const preview = refundPreview(sale, { 1: '1' });
    expect(preview.errors).toEqual([]);
    expect(preview.total?.toFixed(2)).toBe('340.00');
    expect(preview.tenders).toEqual([{ label: 'Card · JazzCash (ref JC-1)', amount: '340.0000' }]);
  });

  it('more than is left to return is a problem, with no total', () => {
    const preview = refundPreview(sale, { 2: '1' });
    expect(preview.errors.length).toBeGreaterThan(0);
    expect(preview.total).toBeNull();
  });
});

/**
 * A taxed cash sale: three packs at 340.00 less 10% on the line (918.00), less 18.00 of the
 * whole-sale discount; 18% inside the price. The line's tax facts as stored by the server.
 */
const taxedSale: RefundableWire = {
  ...sale,
  total: '901.0000',
  lines: [
    {
      item: 1,
      quantity: '3',
      returned: '0',
      returnable: '3',
      line_total: '918.0000',
      tax: { value: '762.7100', tax: '137.2900', further_tax: '0.0000', sale_discount: '18.0000' },
    },
  ],
  service_fee: '1.0000',
  tenders: [{ kind: 'funds', payment_service: null, reference: '', amount: '901.0000' }],
};

describe('a refund of part of a discounted, taxed line', () => {
  it('gives back the line’s share of its value and of its tax, never the service fee', () => {
    const preview = refundPreview(taxedSale, { 1: '1' });
    expect(preview.errors).toEqual([]);
    // A third of what the line was paid (900.00), of which a third of 137.29 rounded to the paisa.
    expect(preview.tax?.toFixed(2)).toBe('45.76');
    expect(preview.total?.toFixed(4)).toBe('300.0000');
    // The rest of the line, refunded later, adds up to exactly what was sold.
    const rest = refundPreview(
      {
        ...taxedSale,
        lines: [
          { ...(taxedSale.lines[0] as RefundableWire['lines'][number]), returned: '1', returnable: '2' },
        ],
      },
      { 1: '2' },
    );
    expect(preview.tax?.plus(rest.tax ?? 0).toFixed(4)).toBe('137.2900');
    expect(preview.total?.plus(rest.total ?? 0).toFixed(4)).toBe('900.0000');
  });
});
