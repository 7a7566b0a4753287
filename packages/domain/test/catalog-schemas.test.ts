import { describe, expect, it } from 'vitest';
import { CATALOG_MSG, CreateBatchBody, CreateProductBody, UpdateBatchBody } from '../src/index.js';

/** Issues as `path: message` lines, the way they reach the screen. */
function issues(schema: { safeParse: (v: unknown) => unknown }, value: unknown): string[] {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  if (result.success) return [];
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const milk = {
  name: 'Milk 1L',
  bar_code: '8964000123456',
  token: false,
  unit: null,
  category: null,
  product_variant: [{ price: '80', sale_price: '100', color: 'White', description: '', size: '1L' }],
};

describe('CreateProductBody (contract O3)', () => {
  it('reads the payload the original client sends', () => {
    const parsed = CreateProductBody.parse({ ...milk, unit: { id: 2, name: 'Litre' }, category: 0 });
    expect(parsed).toMatchObject({ name: 'Milk 1L', token: false, unit: 2, category: null });
    expect(parsed.product_variant[0]).toMatchObject({ price: '80', sale_price: '100', color: 'White' });
  });

  it('takes numbers for prices and fills a missing sale price with zero', () => {
    const parsed = CreateProductBody.parse({ ...milk, product_variant: [{ price: 80.5 }] });
    expect(parsed.product_variant[0]).toMatchObject({ price: '80.5', sale_price: '0' });
  });

  it('gives every message of spec 5.3 in one answer, variants by index', () => {
    expect(
      issues(CreateProductBody, {
        name: '',
        bar_code: '',
        product_variant: [{ price: '5' }, { price: '0', color: 'c'.repeat(21) }],
      }),
    ).toEqual([
      `name: ${CATALOG_MSG.nameRequired}`,
      `bar_code: ${CATALOG_MSG.barcodeRequired}`,
      'product_variant.1.color: Ensure this field has no more than 20 characters.',
      `product_variant.1.price: ${CATALOG_MSG.priceNotPositive}`,
    ]);
    expect(issues(CreateProductBody, { ...milk, product_variant: [] })).toEqual([
      `product_variant: ${CATALOG_MSG.variantRequired}`,
    ]);
    expect(issues(CreateProductBody, { name: 'x', bar_code: 'y' })).toEqual([
      `product_variant: ${CATALOG_MSG.variantRequired}`,
    ]);
  });
});

describe('batch bodies (contract O10, O11)', () => {
  const batch = {
    product_variant: 21,
    quantity: '5',
    manufacturing_date: '2026-1-5',
    expiry_date: '2026-02-01',
    in_stock: true,
  };

  it('reads both payloads the client sends, padding dates', () => {
    expect(CreateBatchBody.parse(batch)).toEqual({ ...batch, manufacturing_date: '2026-01-05' });
    const offline = CreateBatchBody.parse({ ...batch, product_variant: '21', in_stock: undefined });
    expect(offline).toMatchObject({ product_variant: 21, in_stock: true });
  });

  it('gives the messages of spec 5.4', () => {
    expect(issues(CreateBatchBody, {})).toEqual([
      `product_variant: ${CATALOG_MSG.batchVariantRequired}`,
      `quantity: ${CATALOG_MSG.quantityRequired}`,
      `manufacturing_date: ${CATALOG_MSG.batchDatesRequired}`,
      `expiry_date: ${CATALOG_MSG.batchDatesRequired}`,
    ]);
    expect(issues(CreateBatchBody, { ...batch, quantity: '-1', expiry_date: '2025-12-01' })).toEqual([
      `quantity: ${CATALOG_MSG.quantityNotPositive}`,
      `expiry_date: ${CATALOG_MSG.expiryBeforeManufacture}`,
    ]);
  });

  it('lets PATCH send any subset', () => {
    expect(UpdateBatchBody.parse({ quantity: '8' })).toEqual({ quantity: '8' });
    expect(UpdateBatchBody.parse({})).toEqual({});
    expect(issues(UpdateBatchBody, { quantity: 'ten' })).toEqual([`quantity: ${CATALOG_MSG.numbersOnly}`]);
  });
});
