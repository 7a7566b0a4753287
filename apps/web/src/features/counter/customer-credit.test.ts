import type { CustomerCredit } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { offlineCreditRefusal } from './customer-credit';

const synced: CustomerCredit & { offline?: boolean } = {
  customer: 21,
  owed: '400.0000',
  credit_limit: '500.0000',
  available: '100.0000',
  overdue_days: 30,
  overdue_blocks: false,
  offline_allowance: '50.0000',
  own: { credit_limit: null, overdue_days: null, overdue_blocks: null },
  open_total: '400.0000',
  oldest_overdue: null,
  open_invoices: [],
  offline: true,
};

describe("the till's offline credit check", () => {
  it('takes credit up to the balance last synced plus the allowance, and refuses beyond it with the figures', () => {
    // 500 limit − 400 owed + 50 allowance = 150 the till may put on account.
    expect(offlineCreditRefusal(synced, '150')).toBeNull();
    expect(offlineCreditRefusal(synced, '150.0001')).toContain('may put at most');
    expect(offlineCreditRefusal(synced, '150.0001')).toContain('150');
    expect(offlineCreditRefusal(synced, '150.0001')).toContain('allowance of');
    // Without an allowance the limit itself is the bound.
    expect(offlineCreditRefusal({ ...synced, offline_allowance: '0.0000' }, '100.01')).not.toBeNull();
    expect(offlineCreditRefusal({ ...synced, offline_allowance: '0.0000' }, '100')).toBeNull();
  });

  it('refuses any credit while a blocking invoice was overdue when last synced', () => {
    const overdue = {
      order: 7,
      invoice_id: 'INV_4_12',
      company: 3,
      created: '2026-01-05T10:00:00.000Z',
      amount: '80.0000',
      paid: '0.0000',
      refunded: '0.0000',
      due: '80.0000',
      overdue: true,
    };
    const blocked = { ...synced, overdue_blocks: true, oldest_overdue: overdue };
    expect(offlineCreditRefusal(blocked, '1')).toContain('INV_4_12');
    // Not blocking, the overdue invoice only shows; the limit still holds.
    expect(offlineCreditRefusal({ ...blocked, overdue_blocks: false }, '1')).toBeNull();
  });

  it('leaves online sales, sales without credit and customers without a limit to the server', () => {
    expect(offlineCreditRefusal({ ...synced, offline: false }, '10000')).toBeNull();
    expect(offlineCreditRefusal(synced, '0')).toBeNull();
    expect(offlineCreditRefusal({ ...synced, credit_limit: null, available: null }, '10000')).toBeNull();
    expect(offlineCreditRefusal(null, '10')).toBeNull();
  });
});
