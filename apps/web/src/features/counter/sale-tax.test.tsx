import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/setup-dom';
import { MantineProvider } from '@mantine/core';
import {
  orderTotal,
  type PickedVariant,
  saleOrderBody,
  TAX_MSG,
  type TillTaxWire,
  taxOrder,
} from '@tillwise/domain';
import { tillTax } from '../../test/tax-fixtures';
import { SaleItems } from './sale-items';
import { useSale } from './use-sale';

/*
 * New Sale's totals with sales tax (docs/domain/tax.md, "At the counter"): every figure is
 * packages/domain `taxOrder`'s with the till's tax answer, and the body sends its total.
 */

const TAX = tillTax({
  registration: { ...tillTax().registration, business_name: 'City Outlet', ntn: '1234567-8' },
  categories: [
    {
      ...(tillTax().categories[0] as TillTaxWire['categories'][number]),
      // The later rate applies to a sale of today (the test runs after 2023).
      rates: [
        { rate: '17.0000', valid_from: '2019-07-01' },
        { rate: '18.0000', valid_from: '2023-02-14' },
      ],
    },
  ],
});

const picked = (over: Partial<PickedVariant> = {}): PickedVariant => ({
  productId: 3,
  variantId: 21,
  name: 'Cake',
  barcode: '8964000001008',
  size: 'L',
  salePrice: '99.9900',
  token: false,
  batches: [{ id: 31, available: '10' }],
  taxCategory: 5,
  retailPrice: null,
  ...over,
});

/** Adds `quantity` of a variant to the sale, as the entry row does. */
function addLine(sale: { current: ReturnType<typeof useSale> }, variant: PickedVariant, quantity: string) {
  act(() => void sale.current.pick(variant));
  act(() => sale.current.setQuantity(quantity));
  act(() => void sale.current.add());
}

describe('New Sale with sales tax', () => {
  it('taxes each line at its category’s rate of the day and totals them with taxOrder, fee included', () => {
    const { result } = renderHook(() => useSale(TAX));
    addLine(result, picked(), '3');
    addLine(
      result,
      picked({ variantId: 22, salePrice: '45.5000', batches: [{ id: 40, available: '9' }] }),
      '2',
    );
    act(() => result.current.setPayment({ totalDiscount: '7.33' }));
    const expected = taxOrder({
      lines: [
        { quantity: '3', price: '99.9900', discount: '0', rate: '18.0000' },
        { quantity: '2', price: '45.5000', discount: '0', rate: '18.0000' },
      ],
      totalDiscount: '7.33',
      amountDiscount: true,
      policy: {
        chargesTax: true,
        pricesIncludeTax: true,
        decimals: 2,
        serviceFee: '1.0000',
        furtherTaxRate: '0',
      },
      serviceFee: true,
    });
    const { taxed, errors } = result.current.taxed;
    expect(errors).toEqual([null, null]);
    expect(taxed.lines.map((l) => [l.rate.toString(), l.tax.toFixed(2)])).toEqual(
      expected.lines.map((l) => [l.rate.toString(), l.tax.toFixed(2)]),
    );
    expect(taxed.tax.toFixed(4)).toBe(expected.tax.toFixed(4));
    expect(taxed.serviceFee.toFixed(2)).toBe('1.00');
    expect(result.current.total.toFixed(4)).toBe(expected.total.toFixed(4));
    // The body sends taxOrder's total: the server recomputes the same and accepts it.
    const { lines, payment, returnOrder } = result.current.sale;
    const body = saleOrderBody(
      lines,
      payment,
      returnOrder,
      { buyer: 9, seller: 7, invoiceId: 'INV_2_42' },
      result.current.taxing,
    );
    expect(body.total).toBe(expected.total.toFixed(4));
  });

  it('a return is taxed too, without the service fee', () => {
    const { result } = renderHook(() => useSale(TAX));
    act(() => result.current.setReturnOrder(true));
    addLine(result, picked({ salePrice: '118.0000' }), '-1');
    expect(result.current.taxed.taxed.tax.toFixed(2)).toBe('-18.00');
    expect(result.current.taxed.taxed.serviceFee.isZero()).toBe(true);
    expect(result.current.total.toFixed(2)).toBe('-118.00');
  });

  it('refuses a line whose product has no tax category with the server’s message, before the sale is sent', () => {
    const { result } = renderHook(() => useSale(TAX));
    addLine(result, picked({ taxCategory: null }), '1');
    act(() => result.current.setPayment({ cashReceived: '500' }));
    expect(result.current.taxed.errors).toEqual([TAX_MSG.categoryRequired]);
    expect(result.current.canSubmit(false)).toBe(false);
    render(
      <MantineProvider>
        <SaleItems
          lines={result.current.sale.lines}
          tax={result.current.taxed}
          returnOrder={false}
          onChange={() => {}}
          onRemove={() => {}}
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('line-tax-error').textContent).toBe(TAX_MSG.categoryRequired);
  });

  it('shows each line’s rate and tax in the items table', () => {
    const { result } = renderHook(() => useSale(TAX));
    addLine(result, picked({ salePrice: '118.0000' }), '2');
    render(
      <MantineProvider>
        <SaleItems
          lines={result.current.sale.lines}
          tax={result.current.taxed}
          returnOrder={false}
          onChange={() => {}}
          onRemove={() => {}}
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('line-tax').textContent).toBe('18%\n36.00');
  });

  it('with tax off (or before the answer comes) totals as before tax, with no fee', () => {
    const { result } = renderHook(() => useSale(null));
    addLine(result, picked({ taxCategory: null }), '3');
    act(() => result.current.setPayment({ totalDiscount: '7.33' }));
    expect(result.current.taxed.errors).toEqual([null]);
    expect(result.current.total.toFixed(4)).toBe(
      orderTotal([{ quantity: '3', price: '99.9900', discount: '0' }], '7.33').toFixed(4),
    );
  });
});
