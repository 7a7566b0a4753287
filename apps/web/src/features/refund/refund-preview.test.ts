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
    expect(refundPreview(sale, { 1: ' ' })).toEqual({ errors: [], total: null, tenders: [] });
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
