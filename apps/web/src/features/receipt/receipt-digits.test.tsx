import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/setup-dom';
import { IntlProvider } from 'react-intl';
import { INTL_LOCALE } from '../../i18n/languages';
import ur from '../../locales/ur.json';
import { storedOrder } from '../../test/order-fixtures';
import { Receipt, type ReceiptProps } from './receipt';

/*
 * Issue 43: Western digits by default, a company setting for Urdu digits on receipts. A receipt
 * printed in Urdu writes money, quantities and dates in Urdu digits (۰۱۲۳) when its company asks
 * for them; the invoice id, the FBR number and the barcode stay Western and left to right.
 */

const order = storedOrder({
  total: '1190.0000',
  total_discount: '10.0000',
  amount_received: '1500.0000',
  fiscal_status: 'SENT',
  fiscal_number: '123456ABCD7890',
  order_item: storedOrder().order_item.map((item) => ({
    ...item,
    price: '600.0000',
    line_total: '1200.0000',
  })),
});

const inUrdu = (extra: Partial<ReceiptProps> = {}) =>
  render(
    <IntlProvider locale={INTL_LOCALE.ur} messages={ur}>
      <Receipt
        order={order}
        company={{ company_name: 'City Outlet', address: 'Lahore', contact_number: '03007654321' }}
        logoUrl={null}
        operatorName="Usman Raza"
        customerName={null}
        {...extra}
      />
    </IntlProvider>,
  );

const WESTERN = /[0-9]/;
const URDU_DIGITS = /[۰-۹]/;
const text = (id: string) => screen.getByTestId(id).textContent ?? '';

describe('the receipt’s digits in Urdu (a company setting)', () => {
  afterEach(cleanup);

  it('keeps Western digits when the company has not asked for Urdu digits', () => {
    inUrdu();
    expect(text('receipt-total')).toBe('PKR 1,200.00');
    expect(text('receipt-net-payable')).toBe('PKR 1,190.00');
    expect(text('receipt-total-units')).toBe('2.00');
    const row = within(screen.getByTestId('receipt')).getAllByRole('row')[1];
    expect([...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual([
      '1',
      'Cake (Brown)',
      'L',
      '2.00',
      '600.00',
      '1,200.00',
    ]);
    expect(screen.getByTestId('receipt').textContent).not.toMatch(URDU_DIGITS);
  });

  it('prints money, quantities, the day and the time in Urdu digits when it has', () => {
    inUrdu({ urduDigits: true });
    expect(text('receipt-total')).toBe('PKR ۱٬۲۰۰٫۰۰');
    expect(text('receipt-net-payable')).toBe('PKR ۱٬۱۹۰٫۰۰');
    expect(text('receipt-received')).toBe('PKR ۱٬۵۰۰٫۰۰');
    expect(text('receipt-change')).toBe('PKR ۳۱۰٫۰۰');
    expect(text('receipt-items')).toBe('۱');
    expect(text('receipt-total-units')).toBe('۲٫۰۰');
    const row = within(screen.getByTestId('receipt')).getAllByRole('row')[1];
    expect([...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual([
      '۱',
      'Cake (Brown)',
      'L',
      '۲٫۰۰',
      '۶۰۰٫۰۰',
      '۱٬۲۰۰٫۰۰',
    ]);
    // 21 November 2026, 18:39: the day and the time in Urdu digits, no Western digit left.
    const when = screen.getByTestId('receipt').querySelector('[class*="when"]')?.textContent ?? '';
    expect(when).toContain('۲۰۲۶');
    expect(when).toContain('۱۸:۳۹');
    expect(when).not.toMatch(WESTERN);
  });

  it('keeps the invoice id, the FBR number, the contact number and the barcode Western and left to right', () => {
    inUrdu({ urduDigits: true });
    expect(text('receipt-invoice')).toBe('INV_2_41');
    expect(screen.getByTestId('receipt-invoice').querySelector('[dir="ltr"], bdi')).toBeTruthy();
    expect(text('receipt-fiscal-number')).toBe('123456ABCD7890');
    expect(screen.getByTestId('receipt').textContent).toContain('03007654321');
  });

  it('has no effect on a receipt printed in English', () => {
    render(
      <IntlProvider locale={INTL_LOCALE.en} messages={{}} onError={() => {}}>
        <Receipt
          order={order}
          company={null}
          logoUrl={null}
          operatorName="Usman"
          customerName={null}
          urduDigits
        />
      </IntlProvider>,
    );
    expect(text('receipt-total')).toBe('PKR 1,200.00');
    expect(screen.getByTestId('receipt').textContent).not.toMatch(URDU_DIGITS);
  });
});
