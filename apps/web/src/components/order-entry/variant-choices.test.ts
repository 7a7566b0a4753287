import { type BatchWire, D, type ProductWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { CAKE, TEA } from '../../test/order-fixtures';
import { adminOrderRules, NEW_SALE_RULES } from './rules';
import { toChoices } from './variant-choices';

const TODAY = '2026-11-25';
const cakeVariant = CAKE.product_variant[0] as ProductWire['product_variant'][number];
const lot = (id: number, stock: number, expiry: string, created: string): BatchWire => ({
  ...(cakeVariant.batch[0] as BatchWire),
  id,
  inventory_quantity: stock,
  expiry_date: expiry,
  created,
});

/** A cake with a lot that expired last week, one that expires soon and one that keeps longer. */
const AGEING_CAKE: ProductWire = {
  ...CAKE,
  product_variant: [
    {
      ...cakeVariant,
      batch: [
        lot(41, 4, '2027-06-30', '2026-01-01T00:00:00Z'),
        lot(42, 2, '2026-11-18', '2025-10-01T00:00:00Z'),
        lot(43, 3, '2026-12-05', '2026-02-01T00:00:00Z'),
      ],
    },
  ],
};

describe('the order-entry stack’s rules', () => {
  it('New Sale shows the sale price, offers the batch that expires first first and keeps expired ones apart', () => {
    const [cake] = toChoices([AGEING_CAKE], NEW_SALE_RULES, TODAY);
    expect(cake?.price).toBe('100.0000');
    expect(cake?.picked.batches.map((b) => b.id)).toEqual([43, 41]);
    expect(cake?.picked.expired.map((b) => b.id)).toEqual([42]);
    // The expired lot's stock is not the till's to sell.
    expect(cake?.stock.toString()).toBe('7');
    expect(cake?.disabled).toBe(false);
  });

  it('New Sale refuses a variant without stock', () => {
    const [tea] = toChoices([TEA], NEW_SALE_RULES, TODAY);
    expect(tea?.disabled).toBe(true);
  });

  it('the Admin Order shows the cost price and offers expired batches last, after the others, named as expired', () => {
    for (const type of ['from', 'to'] as const) {
      const [cake] = toChoices([AGEING_CAKE], adminOrderRules(type), TODAY);
      expect(cake?.price).toBe('80.0000');
      expect(cake?.picked.batches.map((b) => b.id)).toEqual([43, 41, 42]);
      // Among the batches, and listed again as expired so the batch select marks them.
      expect(cake?.picked.expired.map((b) => b.id)).toEqual([42]);
      expect(cake?.stock.toString()).toBe('9');
    }
  });

  it('New Sale offers a variant whose only stock is expired, marked, where one with none at all is out of stock', () => {
    const expiredOnly = {
      ...AGEING_CAKE,
      product_variant: AGEING_CAKE.product_variant.map((v) => ({
        ...v,
        batch: v.batch.filter((b) => b.expiry_date < TODAY),
      })),
    };
    const [cake] = toChoices([expiredOnly], NEW_SALE_RULES, TODAY);
    expect([cake?.expiredOnly, cake?.disabled, cake?.picked.batches]).toEqual([true, false, []]);
    expect(cake?.picked.expired.map((b) => b.id)).toEqual([42]);
    expect(toChoices([TEA], NEW_SALE_RULES, TODAY)[0]).toMatchObject({ expiredOnly: false, disabled: true });
  });

  it('a purchase may choose a variant without stock; a sale to a department may not', () => {
    expect(toChoices([TEA], adminOrderRules('from'), TODAY)[0]?.disabled).toBe(false);
    expect(toChoices([TEA], adminOrderRules('to'), TODAY)[0]?.disabled).toBe(true);
  });

  it('only New Sale looks products up in the till’s own catalogue, and only the Admin Order looks a barcode up as it is typed', () => {
    expect([NEW_SALE_RULES.offline, adminOrderRules('from').offline, adminOrderRules('to').offline]).toEqual([
      true,
      false,
      false,
    ]);
    expect(NEW_SALE_RULES.scanWhileTyping).toBe(false);
    expect(adminOrderRules('to').scanWhileTyping).toBe(true);
  });
});

describe('trade units at the counter (docs/domain/units.md)', () => {
  const PACKED: ProductWire = {
    ...AGEING_CAKE,
    trade_units: [
      {
        id: 7,
        product: CAKE.id,
        name: 'Box of 3',
        count: 3,
        bar_code: 'BOX3',
        sale_price: null,
        price: null,
        is_retired: false,
      },
      {
        id: 8,
        product: CAKE.id,
        name: 'Old tray',
        count: 6,
        bar_code: 'TRAY',
        sale_price: '500',
        price: null,
        is_retired: true,
      },
    ],
  };

  it('New Sale offers each live unit with its price and the stock counted in it; the Admin Order each at its cost', () => {
    const choices = toChoices([PACKED], NEW_SALE_RULES, TODAY);
    expect(choices.map((c) => [c.key, c.scanCode, c.price, c.stock.toString()])).toEqual([
      [`${CAKE.id}:${cakeVariant.id}`, CAKE.bar_code, '100.0000', '7'],
      [`${CAKE.id}:${cakeVariant.id}:7`, 'BOX3', '300.0000', '2.3333'],
    ]);
    const box = choices[1];
    expect(box?.picked.unit).toEqual({ id: 7, name: 'Box of 3', count: 3 });
    expect(box?.picked.batches.map((b) => [b.id, b.available])).toEqual([
      [43, '1'],
      [41, '1.3333'],
    ]);
    // The Admin Order buys and moves in units too (docs/domain/units.md): the box at the cost × 3.
    const admin = toChoices([PACKED], adminOrderRules('to'), TODAY);
    expect(admin.map((c) => [c.key, c.price, c.picked.unit?.name ?? ''])).toEqual([
      [`${CAKE.id}:${cakeVariant.id}`, cakeVariant.price, ''],
      [`${CAKE.id}:${cakeVariant.id}:7`, new D(cakeVariant.price).times(3).toFixed(4), 'Box of 3'],
    ]);
  });
});
