import { type BatchRowWire, labelTaxing, type OrderWire, type ProductWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { labelItemsOf, labelRequestOf, wantedFromBatch, wantedFromOrder } from './label-sources';

const q = (text: string) => new URLSearchParams(text);

describe('the labels screen’s address', () => {
  it('names products, a batch or an order; anything else names nothing', () => {
    expect(labelRequestOf(q('products=3,1,3,x,0'))).toEqual({ kind: 'products', ids: [3, 1] });
    expect(labelRequestOf(q('batch=7'))).toEqual({ kind: 'batch', id: 7 });
    expect(labelRequestOf(q('order=9'))).toEqual({ kind: 'order', id: 9 });
    expect(labelRequestOf(q('batch=-1'))).toEqual({ kind: 'none' });
    expect(labelRequestOf(q('order=99999999999'))).toEqual({ kind: 'none' });
    expect(labelRequestOf(q(''))).toEqual({ kind: 'none' });
  });
});

const variant = (id: number, product: number) => ({
  id,
  color: '',
  size: `V${id}`,
  price: '1.0000',
  sale_price: '2.0000',
  product: { id: product, name: `P${product}`, bar_code: `B${product}`, token: false },
});

describe('copies from a source', () => {
  it('a batch: one label per whole unit received', () => {
    const batch = { quantity: '12.0000', product_variant: { ...variant(4, 2), product: { id: 2 } } };
    expect(wantedFromBatch(batch as unknown as BatchRowWire)).toEqual({
      productIds: [2],
      copies: new Map([['variant-4', 12]]),
    });
    const weighed = { quantity: '2.5000', product_variant: { ...variant(4, 2), product: { id: 2 } } };
    expect(wantedFromBatch(weighed as unknown as BatchRowWire).copies).toEqual(new Map([['variant-4', 2]]));
  });

  it('an order: the units of each variant, lines of one variant added, a return’s counted as units', () => {
    const line = (v: number, p: number, quantity: string) => ({
      quantity,
      batch: { product_variant: variant(v, p) },
    });
    const order = {
      order_item: [line(4, 2, '3.0000'), line(5, 2, '1.0000'), line(4, 2, '2.0000'), line(8, 6, '-4.0000')],
    };
    expect(wantedFromOrder(order as unknown as OrderWire)).toEqual({
      productIds: [2, 6],
      copies: new Map([
        ['variant-4', 5],
        ['variant-5', 1],
        ['variant-8', 4],
      ]),
    });
  });

  it('makes items of the wanted variants only, one each where the source gives no count', () => {
    const product = {
      id: 2,
      name: 'Tea',
      bar_code: 'T-1',
      unit: { id: 1, name: 'Box' },
      tax_category: null,
      product_variant: [
        { id: 4, color: '', size: 'Small', sale_price: '10.0000', retail_price: null },
        { id: 5, color: '', size: 'Large', sale_price: '20.0000', retail_price: null },
      ],
    } as unknown as ProductWire;
    const taxing = labelTaxing(null, '2026-11-27');
    expect(
      labelItemsOf([product], { productIds: [2], copies: null }, taxing).map((i) => [i.key, i.copies]),
    ).toEqual([
      ['variant-4', 1],
      ['variant-5', 1],
    ]);
    const some = labelItemsOf([product], { productIds: [2], copies: new Map([['variant-5', 6]]) }, taxing);
    expect(some.map((i) => [i.detail, i.unitName, i.priceInclTax, i.copies])).toEqual([
      ['Large', 'Box', '20.00', 6],
    ]);
  });

  it('labels trade units: a selection gives each variant in every live unit, an order line in its own unit', () => {
    const unit = (
      id: number,
      name: string,
      count: number,
      bar_code: string,
      sale_price: string | null,
      is_retired = false,
    ) => ({
      id,
      product: 2,
      name,
      count,
      bar_code,
      sale_price,
      price: null,
      is_retired,
    });
    const product = {
      id: 2,
      name: 'Juice',
      bar_code: 'J-1',
      unit: { id: 1, name: 'Piece' },
      tax_category: null,
      product_variant: [{ id: 4, color: '', size: '', sale_price: '10.0000', retail_price: null }],
      trade_units: [
        unit(17, 'Pack of 12', 12, 'J-12', null),
        unit(18, 'Carton of 48', 48, 'J-48', '400.0000'),
        unit(19, 'Old tray', 6, 'J-6', null, true),
      ],
    } as unknown as ProductWire;
    const taxing = labelTaxing(null, '2026-11-27');
    const all = labelItemsOf([product], { productIds: [2], copies: null }, taxing);
    expect(all.map((i) => [i.key, i.unitName, i.barcode, i.priceInclTax, i.copies])).toEqual([
      ['variant-4', 'Piece', 'J-1', '10.00', 1],
      ['unit-17-4', 'Pack of 12', 'J-12', '120.00', 1],
      ['unit-18-4', 'Carton of 48', 'J-48', '400.00', 1],
    ]);

    const line = (quantity: string, unitId: number | null) => ({
      quantity,
      unit: unitId,
      batch: { product_variant: { id: 4, product: { id: 2 } } },
    });
    const order = {
      order_item: [line('3.0000', 18), line('2.0000', null), line('1.0000', 18), line('5.0000', 19)],
    };
    const wanted = wantedFromOrder(order as unknown as OrderWire);
    expect(wanted.copies).toEqual(
      new Map([
        ['unit-18-4', 4],
        ['variant-4', 2],
        ['unit-19-4', 5],
      ]),
    );
    expect(labelItemsOf([product], wanted, taxing).map((i) => [i.unitName, i.copies])).toEqual([
      ['Piece', 2],
      ['Carton of 48', 4],
      ['Old tray', 5],
    ]);
  });
});
