import type { ProductWire } from '@tillwise/domain';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { fakeApi } from '../../test/fake-api';
import { listAnswer } from '../../test/organisation-fixtures';
import { purchasePrefill } from './internal-order';

const variant = (id: number, size: string) => ({
  id,
  product: 5,
  color: 'White',
  size,
  price: '80.0000',
  sale_price: '100.0000',
  description: '',
  total_quantity: '0.0000',
  batch: [],
});

const milk = {
  id: 5,
  name: 'Milk',
  bar_code: '8964000001001',
  token: false,
  unit: null,
  category: null,
  quantity: '0.0000',
  total_quantity: '0.0000',
  product_variant: [variant(21, '1L'), variant(22, '2L')],
} as unknown as ProductWire;

const intl = createIntl({ locale: 'en', messages: en });

describe('a replenishment purchase order on Admin Order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds each accepted line’s variant by its barcode and names the ones the catalogue no longer has', async () => {
    const api = fakeApi({
      'GET /api/product/': (_init, url) =>
        listAnswer(url.searchParams.get('bar_code') === milk.bar_code ? [milk] : []),
    });
    const prefill = await purchasePrefill(
      {
        vendorCompany: 5,
        vendorName: 'Green Farms',
        companyName: 'Central Store',
        lines: [
          { product_variant: 22, bar_code: milk.bar_code, product_name: 'Milk 2L White', quantity: '12' },
          { product_variant: 40, bar_code: '8964000009999', product_name: 'Old cheese', quantity: '3' },
        ],
      },
      (key, values) => intl.formatMessage({ id: key }, values),
    );
    expect(prefill.title).toBe('Purchase order for Central Store from Green Farms');
    expect(prefill.vendorCompany).toBe(5);
    // The 2L variant, not the first one of the product found by the barcode.
    expect(prefill.lines.map((l) => [l.choice.variant.id, l.choice.variant.size, l.quantity])).toEqual([
      [22, '2L', '12'],
    ]);
    expect(prefill.notice).toBe('Not in the catalogue any more: Old cheese.');
    expect(api).toHaveBeenCalledTimes(2);
  });
});
