import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../test/setup-dom';
import { MantineProvider } from '@mantine/core';
import { code128B, type OrderWire } from '@tillwise/domain';
import { storedOrder } from '../../test/order-fixtures';
import { receiptPageCss } from './printable-receipt';
import { Receipt, type ReceiptProps } from './receipt';
import { ReceiptModal } from './receipt-modal';

const company = {
  company_name: 'City Outlet',
  address: '5 Liberty Market, Lahore',
  contact_number: '03007654321',
};

const order = storedOrder({
  total: '190.0000',
  total_discount: '10.0000',
  amount_received: '500.0000',
});

const showReceipt = (extra: Partial<ReceiptProps> = {}) =>
  render(
    <Receipt
      order={order}
      company={company}
      logoUrl={null}
      operatorName="Usman Raza"
      customerName={null}
      {...extra}
    />,
  );

describe('Receipt (contract 3.5)', () => {
  afterEach(() => vi.useRealTimers());

  it('prints the company, invoice, lines and totals as money: two places, thousands grouped, the currency', () => {
    showReceipt({ logoUrl: '/media/logo.png' });
    const receipt = screen.getByTestId('receipt');
    expect(receipt.textContent).toContain('City Outlet');
    expect(receipt.textContent).toContain('5 Liberty Market, Lahore');
    expect(receipt.textContent).toContain('03007654321');
    expect(screen.getByTestId('receipt-invoice').textContent).toBe('INV_2_41');
    const row = within(receipt).getAllByRole('row')[1];
    expect([...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual([
      '1',
      'Cake (Brown)',
      'L',
      '2.00',
      '100.00',
      '200.00',
    ]);
    expect(screen.getByTestId('receipt-items').textContent).toBe('1');
    expect(screen.getByTestId('receipt-total-units').textContent).toBe('2.00');
    // The discount as the amount saved.
    expect(screen.getByTestId('receipt-discount').textContent).toBe('PKR 10.00');
    expect(screen.getByTestId('receipt-total').textContent).toBe('PKR 200.00');
    expect(screen.getByTestId('receipt-net-payable').textContent).toBe('PKR 190.00');
    expect(screen.getByTestId('receipt-received').textContent).toBe('PKR 500.00');
    expect(screen.getByTestId('receipt-change').textContent).toBe('PKR 310.00');
    expect(receipt.textContent).not.toContain('.0000');
    expect(receipt.textContent).toContain('Operator: Usman Raza');
    expect(receipt.textContent).not.toContain("Customer's Name");
    expect(receipt.textContent).not.toContain('CoalDev');
    expect(receipt.querySelector('img')?.getAttribute('src')).toBe('/media/logo.png');
  });

  it('names a regular customer and prints a token slip per token item', () => {
    showReceipt({ customerName: 'Zainab Hussain' });
    expect(screen.getByTestId('receipt').textContent).toContain("Customer's Name: Zainab Hussain");
    const slips = screen.getAllByTestId('token-slip');
    expect(slips).toHaveLength(1);
    expect(slips[0]?.textContent).toContain('City Outlet');
    expect(slips[0]?.textContent).toContain('Cake (Brown, L) × 2.00');
  });

  it('titles an internal order, names the other side and prints cash given without change', () => {
    showReceipt({
      title: 'Purchase',
      party: { label: 'Seller', name: 'Green Farms' },
      cashLabel: 'Cash Given',
    });
    const receipt = screen.getByTestId('receipt');
    expect(receipt.textContent).toContain('Purchase');
    expect(receipt.textContent).not.toContain('Sales Invoice');
    expect(receipt.textContent).toContain('Seller: Green Farms');
    expect(screen.getByTestId('receipt-cash-given').textContent).toBe('PKR 500.00');
    expect(screen.queryByTestId('receipt-received')).toBeNull();
    expect(screen.queryByTestId('receipt-change')).toBeNull();
  });

  it('opens the print dialog about 100 ms after the preview renders, with an 80 mm page', () => {
    vi.useFakeTimers();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const onAction = vi.fn();
    render(
      <MantineProvider>
        <ReceiptModal
          order={order}
          company={company}
          logoUrl={null}
          operatorName="Usman Raza"
          customerName={null}
          autoPrint
          actionLabel="New Order"
          onAction={onAction}
        />
      </MantineProvider>,
    );
    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(120);
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = screen.getByTestId('receipt-print');
    expect(sheet.parentElement).toBe(document.body);
    // jsdom lays nothing out: the page is the shortest roll length until the preview has a height.
    expect(sheet.querySelector('style')?.textContent).toContain('size: 80mm 40mm');
  });

  it("sizes the page as 80 mm by the receipt's length", () => {
    expect(receiptPageCss(960)).toBe('@media print { @page { size: 80mm 262mm; margin: 0; } }');
  });

  it('prints the invoice id as a Code 128 barcode, one rect per bar', () => {
    showReceipt();
    const svg = screen.getByTestId('receipt-barcode');
    expect(svg.getAttribute('aria-label')).toBe('Barcode INV_2_41');
    const bars = code128B('INV_2_41').match(/1+/g) ?? [];
    const rects = [...svg.querySelectorAll('rect')];
    expect(rects.map((r) => Number(r.getAttribute('width')))).toEqual(bars.map((b) => b.length));
    expect(Number(rects[0]?.getAttribute('x'))).toBe(10);
  });

  it('tells two variants of one product apart by their colour', () => {
    const [item] = order.order_item;
    if (!item) throw new Error('the fixture has a line');
    const variant = (color: string, id: number) => ({
      ...item,
      id,
      batch: { ...item.batch, product_variant: { ...item.batch.product_variant, color } },
    });
    showReceipt({ order: { ...order, order_item: [variant('Red', 1), variant('Blue', 2)] } });
    const rows = within(screen.getByTestId('receipt')).getAllByRole('row');
    expect(rows[1]?.querySelectorAll('td')[1]?.textContent).toBe('Cake (Red)');
    expect(rows[2]?.querySelectorAll('td')[1]?.textContent).toBe('Cake (Blue)');
  });

  it('prints what a credit sale put on the account instead of a negative change', () => {
    showReceipt({ order: { ...order, amount_received: '50', total: '190' } });
    expect(screen.getByTestId('receipt-on-account').textContent).toBe('PKR 140.00');
    expect(screen.queryByTestId('receipt-change')).toBeNull();
  });

  it('lists each part of a split payment and gives change on the cash part only', () => {
    showReceipt({
      order: {
        ...order,
        total: '190.0000',
        amount_received: '50.0000',
        payments: [
          { method: 'CASH', amount: '40.0000', payment_service: null, transaction_id: '' },
          { method: 'CARD', amount: '100.0000', payment_service: 'JAZZ_CASH', transaction_id: 'JC-7' },
          { method: 'CREDIT', amount: '50.0000', payment_service: null, transaction_id: '' },
        ],
      },
    });
    expect(screen.getAllByTestId('receipt-part').map((p) => p.textContent)).toEqual([
      'Cash:PKR 40.00',
      'Card · JazzCash (JC-7):PKR 100.00',
      'On account:PKR 50.00',
    ]);
    expect(screen.getByTestId('receipt-received').textContent).toBe('PKR 50.00');
    expect(screen.getByTestId('receipt-change').textContent).toBe('PKR 10.00');
    expect(screen.queryByTestId('receipt-on-account')).toBeNull();
  });

  it('prints a card-only sale as paid by card, with no change', () => {
    showReceipt({
      order: {
        ...order,
        amount_received: '190.0000',
        payment_service: 'JAZZ_CASH',
        transaction_id: 'JC-9',
      },
    });
    expect(screen.getByTestId('receipt-card').textContent).toBe('PKR 190.00');
    expect(screen.getByTestId('receipt').textContent).toContain('Card · JazzCash (JC-9)');
    expect(screen.queryByTestId('receipt-change')).toBeNull();
    expect(screen.queryByTestId('receipt-received')).toBeNull();
  });

  it("prints the company's currency, thousands grouped, and a percentage discount as what it saved", () => {
    const big = {
      ...order,
      order_item: order.order_item.map((item) => ({ ...item, price: '1250.5000', quantity: '4.0000' })),
      total: '4502.0000',
      total_discount: '10.0000',
      amount_discount: false,
      amount_received: '5000.0000',
    };
    showReceipt({ order: big, currency: 'AED' });
    const rows = within(screen.getByTestId('receipt')).getAllByRole('row');
    expect(rows[1]?.querySelectorAll('td')[4]?.textContent).toBe('1,250.50');
    expect(rows[1]?.querySelectorAll('td')[5]?.textContent).toBe('5,002.00');
    expect(screen.getByText('Discount (10 %):')).toBeTruthy();
    expect(screen.getByTestId('receipt-discount').textContent).toBe('AED 500.00');
    expect(screen.getByTestId('receipt-total').textContent).toBe('AED 5,002.00');
    expect(screen.getByTestId('receipt-net-payable').textContent).toBe('AED 4,502.00');
    expect(screen.getByTestId('receipt-change').textContent).toBe('AED 498.00');
  });

  it('says what a refund pays back, never a negative amount payable', () => {
    const refund = {
      ...order,
      status: 'RETURNED' as const,
      order_item: order.order_item.map((item) => ({ ...item, price: '90.0000', quantity: '-2.0000' })),
      total: '-180.0000',
      total_discount: '0.0000',
      amount_received: '180.0000',
    };
    showReceipt({ order: refund, title: 'Refund', cashLabel: 'Refunded to Cash' });
    const receipt = screen.getByTestId('receipt');
    expect(screen.getByTestId('receipt-paid-back').textContent).toBe('PKR 180.00');
    expect(screen.getByText('Paid back:')).toBeTruthy();
    expect(screen.queryByTestId('receipt-net-payable')).toBeNull();
    expect(screen.getByTestId('receipt-cash-given').textContent).toBe('PKR 180.00');
    expect(receipt.textContent).not.toContain('-180');
    expect(receipt.textContent).not.toContain('Net Payable');
  });
});

describe('the receipt of a company that charges sales tax (SRO 1006(I)/2021)', () => {
  const registration = {
    business_name: 'City Outlet',
    address: '5 Liberty Market, Lahore',
    ntn: '1234567-8',
    strn: '1234567890123',
    tax_office: 'RTO Lahore',
    pos_registration: 'POS-778',
  };
  /** Two cakes at 100.00, 18% inside the price, less 10.00 off the sale, and the Rs 1 fee. */
  const taxed = storedOrder({
    total: '191.0000',
    total_discount: '10.0000',
    amount_received: '500.0000',
    tax: '28.9800',
    service_fee: '1.0000',
    order_item: [
      {
        ...(storedOrder().order_item[0] as OrderWire['order_item'][number]),
        sale_discount: '10.0000',
        tax_value: '161.0200',
        tax: '28.9800',
      },
    ],
  });

  it('prints the business block, each line excluding tax with its rate and tax, and the tax totals', () => {
    showReceipt({ order: taxed, taxRegistration: registration });
    expect(screen.getByTestId('receipt-ntn').textContent).toBe('NTN: 1234567-8');
    expect(screen.getByTestId('receipt-strn').textContent).toBe('STRN: 1234567890123');
    expect(screen.getByTestId('receipt-pos').textContent).toBe('POS: POS-778');
    expect(screen.getByTestId('receipt-business').textContent).toContain('RTO Lahore');
    const [figures] = within(screen.getByTestId('receipt-tax-line')).getAllByRole('row').slice(1);
    expect([...(figures?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual([
      '',
      '2.00',
      '80.51',
      '18%',
      '28.98',
      '190.00',
    ]);
    expect(screen.getByTestId('receipt-value-excl-tax').textContent).toBe('PKR 161.02');
    expect(screen.getByTestId('receipt-sales-tax').textContent).toBe('PKR 28.98');
    expect(screen.getByTestId('receipt-service-fee').textContent).toBe('PKR 1.00');
    expect(screen.getByTestId('receipt-net-payable').textContent).toBe('PKR 191.00');
    expect(screen.getByTestId('receipt-change').textContent).toBe('PKR 309.00');
    // Not reported to the FBR (fiscal_status null): no fiscal block; no buyer for a small cash sale.
    expect(screen.queryByTestId('receipt-fiscal')).toBeNull();
    expect(screen.queryByTestId('receipt-buyer')).toBeNull();
  });

  it('names the buyer with their NTN or CNIC above Rs 100,000, with lines to fill in when unknown', () => {
    const big = { ...taxed, total: '100001.0000', amount_received: '100001.0000' };
    showReceipt({ order: big, taxRegistration: registration });
    expect(screen.getByTestId('receipt-buyer').textContent).toContain("Customer's Name:");
    cleanup();
    showReceipt({
      order: { ...taxed, amount_received: '50.0000' },
      taxRegistration: registration,
      customerName: 'Zainab Hussain',
      customerTaxId: '3520212345671',
    });
    // On credit: named whatever the amount.
    expect(screen.getByTestId('receipt-buyer').textContent).toBe(
      "Customer's Name: Zainab HussainNTN/CNIC: 3520212345671",
    );
  });

  it('with tax off prints the receipt as before tax: no business block, no tax lines', () => {
    showReceipt({ order: taxed });
    expect(screen.queryByTestId('receipt-ntn')).toBeNull();
    expect(screen.queryByTestId('receipt-sales-tax')).toBeNull();
    expect(screen.queryByTestId('receipt-fiscal')).toBeNull();
    expect(screen.getByTestId('receipt-net-payable').textContent).toBe('PKR 191.00');
  });
});
