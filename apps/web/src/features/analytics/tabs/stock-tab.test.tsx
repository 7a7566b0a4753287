import { screen, within } from '@testing-library/react';
import type { InventoryWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { StockTab } from './stock-tab';

const soap = (id: number, batch: number, color: string, expiry: string): InventoryWire => ({
  id,
  company: { id: 2, company_name: 'Central Store', company_type: 'STORE' } as InventoryWire['company'],
  batch: {
    id: batch,
    quantity: '60.0000',
    manufacturing_date: '2026-01-01',
    expiry_date: expiry,
    in_stock: true,
    cost_price: '95.0000',
    received_from: null,
    created: '2026-01-01T10:00:00Z',
    last_modified: '2026-01-01T10:00:00Z',
    product_variant: {
      id: batch * 10,
      color,
      size: '100g',
      price: '95.0000',
      sale_price: '120.0000',
      product: { id: 9, name: 'Bath Soap', bar_code: '1', category: 4 },
    },
  } as InventoryWire['batch'],
  quantity: '60.0000',
  is_active: true,
});

describe('the Stock Statement', () => {
  it('tells two batches of one product apart by variant, batch number and expiry', async () => {
    fakeApi({
      'GET /api/inventory/': () => ({
        status: 200,
        body: {
          count: 2,
          next: null,
          previous: null,
          total: '11400.0000',
          results: [soap(1, 31, 'Rose', '2027-01-31'), soap(2, 32, 'Lime', '2027-06-30')],
        },
      }),
      'GET /api/inventory/companies/': () => ({
        status: 200,
        body: { count: 0, next: null, previous: null, results: [] },
      }),
      'GET /api/category/': () => ({
        status: 200,
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [{ id: 4, name: 'Personal care', description: '' }],
        },
      }),
    });
    renderAt(<StockTab me={demoUser('ADMIN', 'STORE')} />);
    await screen.findByText('#31');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Sr No',
      'Product Name',
      'Variant',
      'Batch',
      'Expiry',
      'Product Category',
      'Department',
      'Quantity',
      'Amount',
    ]);
    const row = (batch: string) =>
      within(screen.getByText(batch).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('#31')).toEqual([
      '1',
      'Bath Soap',
      'Rose 100g',
      '#31',
      '2027-01-31',
      expect.any(String),
      'Central Store',
      '60',
      '5,700.00',
    ]);
    expect(row('#32')).toEqual([
      '2',
      'Bath Soap',
      'Lime 100g',
      '#32',
      '2027-06-30',
      expect.any(String),
      'Central Store',
      '60',
      '5,700.00',
    ]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });
});
