import type { BatchWire, OrderWire, ProductWire } from '@tillwise/domain';

const batch = (id: number, stock: number, created: string): BatchWire => ({
  id,
  product_variant: 21,
  quantity: '10.0000',
  inventory_quantity: stock,
  manufacturing_date: '2026-01-01',
  expiry_date: '2099-12-31',
  in_stock: true,
  cost_price: '0.0000',
  received_from: null,
  created,
  last_modified: created,
});

/** A cake with one variant in two batches (5 and 3 in stock, the newer one listed first) and a tea without stock. */
export const CAKE: ProductWire = {
  id: 3,
  name: 'Cake',
  bar_code: '8964000001008',
  token: true,
  unit: null,
  category: null,
  quantity: '8.0000',
  total_quantity: '8.0000',
  product_variant: [
    {
      id: 21,
      product: 3,
      color: 'Brown',
      size: 'L',
      price: '80.0000',
      sale_price: '100.0000',
      description: '',
      total_quantity: '8.0000',
      batch: [
        batch(32, 3, '2026-03-01T10:00:00Z'),
        batch(31, 5, '2026-01-01T10:00:00Z'),
        batch(30, 0, '2025-12-01T10:00:00Z'),
      ],
    },
  ],
};

export const TEA: ProductWire = {
  ...CAKE,
  id: 4,
  name: 'Tea',
  bar_code: '8964000001099',
  token: false,
  product_variant: [
    { ...(CAKE.product_variant[0] as ProductWire['product_variant'][number]), id: 22, product: 4, batch: [] },
  ],
};

export const envelope = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** A stored order as `GET order/<id>` returns it. */
export function storedOrder(over: Partial<OrderWire> = {}): OrderWire {
  return {
    id: 57,
    invoice_id: 'INV_2_41',
    seller: 7,
    buyer: 9,
    total: '200.0000',
    total_discount: '0.0000',
    amount_received: '500.0000',
    amount_discount: true,
    cash_payment: true,
    payment_service: 'BANK',
    transaction_id: '',
    deduct_balance: false,
    internal_order: false,
    status: 'COMPLETE',
    created: '2026-11-21T18:39:29',
    tax: '30.5100',
    further_tax: '0.0000',
    service_fee: '0.0000',
    prices_include_tax: true,
    order_item: [
      {
        id: 1,
        order: 57,
        price: '100.0000',
        discount: '0.0000',
        quantity: '2.0000',
        line_total: '200.0000',
        tax_rate: '18.0000',
        sale_discount: '0.0000',
        tax_value: '169.4900',
        tax: '30.5100',
        further_tax: '0.0000',
        tax_category: 1,
        hs_code: '1905',
        unit: null,
        unit_name: '',
        unit_count: 1,
        batch: {
          id: 31,
          quantity: '10.0000',
          inventory_quantity: 3,
          manufacturing_date: '2026-01-01',
          expiry_date: '2099-12-31',
          product_variant: {
            id: 21,
            color: 'Brown',
            size: 'L',
            price: '80.0000',
            sale_price: '100.0000',
            product: { id: 3, name: 'Cake', bar_code: '8964000001008', token: true },
          },
        },
      },
    ],
    ...over,
  };
}
