import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeScaleBarcode, type ProductWire, parseScaleBarcode, type ScaleLayout } from '@tillwise/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEW_SALE_RULES } from '../../components/order-entry/rules';
import { scaleChoice, scaleItemCodes } from '../../components/order-entry/scale-scan';
import { toChoices } from '../../components/order-entry/variant-choices';
import { offlineDb } from '../../offline/offline-db';
import { readTillTax } from '../../offline/till-tax';
import { demoUser, fakeApi } from '../../test/fake-api';
import { CAKE, envelope } from '../../test/order-fixtures';
import { renderAt } from '../../test/render';
import { tillTax } from '../../test/tax-fixtures';
import { NewSalePage } from './new-sale-page';

/*
 * Scale labels at the counter (docs/domain/units.md, "At the counter"): with the company's layout
 * in the till's tax answer, a scanned label adds its product (the item code is the product's
 * barcode) with the weighed quantity, or the quantity its printed price buys.
 */

const me = demoUser('SALES_STAFF', 'RETIAL');
const WEIGHT: ScaleLayout = { prefixes: ['21'], itemDigits: 5, value: 'weight', decimals: 3 };
const PRICE: ScaleLayout = { prefixes: ['22'], itemDigits: 5, value: 'price', decimals: 2 };

/** Rice by the kilogram at Rs 300, barcode "4711" (the scale's item 04711). */
const RICE: ProductWire = {
  ...CAKE,
  id: 8,
  name: 'Rice',
  bar_code: '4711',
  token: false,
  product_variant: [
    {
      ...(CAKE.product_variant[0] as ProductWire['product_variant'][number]),
      id: 81,
      product: 8,
      sale_price: '300.0000',
    },
  ],
};

function serve(layout: ScaleLayout | null) {
  const asked: string[] = [];
  fakeApi({
    'GET /api/invoice-id/': () => ({ status: 200, body: envelope([{ InvoiceID: 'INV_2_41' }]) }),
    'GET /api/user/': () => ({ status: 200, body: envelope([]) }),
    'GET /api/till/tax/': () => ({
      status: 200,
      body: tillTax({
        charges_tax: false,
        scale_layout: layout && {
          prefixes: [...layout.prefixes],
          item_digits: layout.itemDigits,
          value: layout.value,
          decimals: layout.decimals,
        },
      }),
    }),
    'GET /api/product/': (_, url) => {
      const code = url.searchParams.get('bar_code') ?? '';
      asked.push(code);
      return { status: 200, body: envelope([RICE, CAKE].filter((p) => p.bar_code === code)) };
    },
  });
  return asked;
}

const barcode = () => screen.getByLabelText('Barcode (F2)');
const lines = () => screen.queryAllByTestId('order-line');
const lineQuantity = (n: number) =>
  (screen.getByLabelText(`Quantity of line ${n}`) as HTMLInputElement).value;

describe('a scale label at the counter', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await offlineDb().drafts.clear();
    await offlineDb().meta.clear();
  });

  it('adds the product of its item code with the weighed quantity, and a second label adds its weight', async () => {
    serve(WEIGHT);
    renderAt(<NewSalePage me={me} renderReceipt={() => null} />);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Invoice: INV_2_41')).toBeTruthy();
    const label = makeScaleBarcode(WEIGHT, '21', '04711', '1.234') as string;
    // The till's tax answer (and so the layout) is there before the first scan.
    await waitFor(async () => expect((await readTillTax())?.scale_layout).toBeTruthy());
    await act(async () => {});
    await user.type(barcode(), `${label}{Enter}`);
    await waitFor(() => expect(lines()).toHaveLength(1), { timeout: 5000 });
    expect(lineQuantity(1)).toBe('1.234');
    expect(screen.getByTestId('sale-total').textContent).toBe('370.20');
    expect(document.activeElement).toBe(barcode());
    await user.type(barcode(), `${makeScaleBarcode(WEIGHT, '21', '04711', '0.5')}{Enter}`);
    await waitFor(() => expect(lineQuantity(1)).toBe('1.734'), { timeout: 5000 });
    expect(lines()).toHaveLength(1);
  });

  it('with the setting off, the same code is an ordinary barcode', async () => {
    const asked = serve(null);
    renderAt(<NewSalePage me={me} renderReceipt={() => null} />);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Invoice: INV_2_41')).toBeTruthy();
    const label = makeScaleBarcode(WEIGHT, '21', '04711', '1.234') as string;
    await user.type(barcode(), `${label}{Enter}`);
    await waitFor(() => expect(asked).toContain(label), { timeout: 5000 });
    expect(asked).not.toContain('4711');
    expect(lines()).toHaveLength(0);
  });
});

describe('what a label adds', () => {
  const choices = toChoices([RICE], NEW_SALE_RULES, '2026-01-02');

  it('looks the item code up as printed, then without its leading zeros', () => {
    const reading = parseScaleBarcode(makeScaleBarcode(WEIGHT, '21', '04711', '2') as string, WEIGHT);
    expect(reading && scaleItemCodes(reading)).toEqual(['04711', '4711']);
    const plain = parseScaleBarcode(makeScaleBarcode(WEIGHT, '21', '12345', '2') as string, WEIGHT);
    expect(plain && scaleItemCodes(plain)).toEqual(['12345']);
  });

  it('a price label buys the price ÷ the sale price, 4 places half up; nothing for a zero value', () => {
    const reading = parseScaleBarcode(makeScaleBarcode(PRICE, '22', '04711', '100.00') as string, PRICE);
    if (!reading) throw new Error('no reading');
    // 100 / 300 = 0.33333… → 0.3333
    expect(scaleChoice(reading, '4711', choices)?.quantity).toBe('0.3333');
    expect(scaleChoice(reading, '9999', choices)).toBeNull();
    const zero = parseScaleBarcode(makeScaleBarcode(WEIGHT, '21', '04711', '0') as string, WEIGHT);
    expect(zero && scaleChoice(zero, '4711', choices)).toBeNull();
    const weighed = parseScaleBarcode(makeScaleBarcode(WEIGHT, '21', '04711', '0.75') as string, WEIGHT);
    expect(weighed && scaleChoice(weighed, '4711', choices)?.quantity).toBe('0.75');
  });
});
