import { describe, expect, it } from 'vitest';
import type { ProductWire } from '../src/index.js';
import { compactProduct, expandCompactProduct } from '../src/index.js';

const product: ProductWire = {
  id: 7,
  name: 'Burger Buns',
  bar_code: '8964000001007',
  token: true,
  unit: { id: 1, name: 'Pack' },
  category: { id: 2, name: 'Bakery', description: '' },
  quantity: '12.5000',
  total_quantity: '12.5000',
  product_variant: [
    {
      id: 11,
      product: 7,
      color: 'White',
      size: '4 pcs',
      price: '80.0000',
      sale_price: '120.0000',
      description: 'soft',
      total_quantity: '10.0000',
      batch: [
        {
          id: 21,
          product_variant: 11,
          quantity: '20.0000',
          inventory_quantity: 10,
          manufacturing_date: '2026-11-01',
          expiry_date: '2026-12-01',
          in_stock: true,
          cost_price: '80.0000',
          received_from: null,
          created: '2026-11-01T08:00:00.000Z',
          last_modified: '2026-11-02T08:00:00.000Z',
        },
      ],
    },
    {
      id: 12,
      product: 7,
      color: '',
      size: '6 pcs',
      price: '100.0000',
      sale_price: '150.0000',
      description: '',
      total_quantity: '2.5000',
      batch: [],
    },
  ],
};

describe('the compact catalogue row (docs/selling-offline.md)', () => {
  it('keeps every field selling offline reads, and sums the stock again', () => {
    const back = expandCompactProduct(compactProduct(product));
    expect(back).toMatchObject({
      id: 7,
      name: 'Burger Buns',
      bar_code: '8964000001007',
      token: true,
      quantity: '12.5000',
      total_quantity: '12.5000',
    });
    expect(
      back.product_variant.map((v) => [
        v.id,
        v.product,
        v.color,
        v.size,
        v.price,
        v.sale_price,
        v.total_quantity,
      ]),
    ).toEqual([
      [11, 7, 'White', '4 pcs', '80.0000', '120.0000', '10.0000'],
      [12, 7, '', '6 pcs', '100.0000', '150.0000', '2.5000'],
    ]);
    expect(back.product_variant[0]?.batch[0]).toMatchObject({
      id: 21,
      product_variant: 11,
      inventory_quantity: 10,
      expiry_date: '2026-12-01',
      created: '2026-11-01T08:00:00.000Z',
    });
  });

  it('keeps the picture as its short media path, and a row stored before pictures has none', () => {
    const path = 'product-images/0123456789abcdef0123456789abcdef.png';
    const row = compactProduct({ ...product, image_url: `https://till.example/media/${path}` });
    expect(row[5]).toBe(path);
    expect(expandCompactProduct(row).image_url).toBe(`/media/${path}`);
    const [id, name, barCode, token, variants] = row;
    expect(expandCompactProduct([id, name, barCode, token, variants]).image_url).toBeNull();
  });

  it('is several times smaller than the product/ shape', () => {
    const full = JSON.stringify(product).length;
    const compact = JSON.stringify(compactProduct(product)).length;
    expect(compact * 3).toBeLessThan(full);
  });
});
