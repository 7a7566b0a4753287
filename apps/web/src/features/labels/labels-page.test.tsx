import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { choose, field } from '../../test/fields';
import { renderRoutes } from '../../test/render';
import { tillTax } from '../../test/tax-fixtures';
import { LabelsPage } from './labels-page';

const variant = (id: number, size: string, sale: string) => ({
  id,
  product: 7,
  color: '',
  size,
  price: '50.0000',
  sale_price: sale,
  retail_price: null,
  description: '',
  total_quantity: '0.0000',
  batch: [],
});

const tea: ProductWire = {
  id: 7,
  name: 'Green tea',
  bar_code: '4006381333931',
  token: false,
  unit: { id: 1, name: 'Box' },
  category: null,
  tax_category: 5,
  hs_code: '',
  quantity: '0.0000',
  total_quantity: '0.0000',
  image_url: null,
  product_variant: [variant(70, 'Small', '100.0000'), variant(71, 'Large', '200.0000')],
};

function open(search: string, pricesIncludeTax: boolean) {
  fakeApi({
    'GET /api/product/7': () => ({ status: 200, body: tea }),
    'GET /api/till/tax/': () => ({ status: 200, body: tillTax({ prices_include_tax: pricesIncludeTax }) }),
    'GET /api/batch/12/': () => ({
      status: 200,
      body: {
        id: 12,
        quantity: '5.0000',
        product_variant: { id: 71, product: { id: 7, name: 'Green tea' } },
      },
    }),
  });
  renderRoutes([{ path: '/labels', element: <LabelsPage /> }], `/labels?${search}`);
}

describe('the labels screen', () => {
  it('lists each variant with the price a buyer pays, tax added where prices exclude it', async () => {
    open('products=7', false);
    const rows = await screen.findAllByTestId('label-item');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Green tea · Small'),
      expect.stringContaining('Green tea · Large'),
    ]);
    expect(rows[0]?.textContent).toContain('118.00');
    expect(rows[1]?.textContent).toContain('236.00');
    expect(rows[0]?.textContent).toContain('EAN-13');
    expect(screen.getByTestId('label-job-size').textContent).toBe('2 labels on 2 pages');
  });

  it('counts sheets with the copies and the first free label of a partly used sheet', async () => {
    open('products=7', true);
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('label-item');
    await choose(/^Paper/, 'A4 sheet, 4 × 10 labels of 52.5 × 29.7 mm (40 a sheet)');
    const copies = field(/^Copies of Green tea · Small/);
    await user.clear(copies);
    await user.type(copies, '30');
    await waitFor(() => expect(screen.getByTestId('label-job-size').textContent).toBe('31 labels on 1 page'));
    const start = field(/^Start at label/);
    await user.clear(start);
    await user.type(start, '11');
    await waitFor(() =>
      expect(screen.getByTestId('label-job-size').textContent).toBe('31 labels on 2 pages'),
    );
    const preview = screen.getByTestId('label-preview');
    expect(within(preview).getAllByTestId('label-used')).toHaveLength(10);
    expect(within(preview).getAllByTestId('label-preview-page')).toHaveLength(2);
    expect(within(preview).getAllByTestId('label-price')[0]?.textContent).toBe('100.00');
  });

  it('prints a received batch once per unit received', async () => {
    open('batch=12', true);
    const rows = await screen.findAllByTestId('label-item');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('Large');
    expect(screen.getByTestId('label-job-size').textContent).toBe('5 labels on 5 pages');
  });

  it('says what to do when the address names nothing to label', async () => {
    open('', true);
    expect(await screen.findByText('Choose what to label first')).toBeTruthy();
  });
});
