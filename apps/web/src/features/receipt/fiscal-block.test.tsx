import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../test/setup-dom';
import type { OrderWire } from '@tillwise/domain';
import { fakeApi } from '../../test/fake-api';
import { storedOrder } from '../../test/order-fixtures';
import { FISCAL_PENDING_LINE, FISCAL_VERIFY_LINE } from './fiscal-block';
import { Receipt } from './receipt';
import { ReceiptModal } from './receipt-modal';

const company = { company_name: 'City Outlet', address: '', contact_number: '' };
const registration = {
  business_name: 'City Outlet',
  address: '5 Liberty Market, Lahore',
  ntn: '1234567-8',
  strn: '1234567890123',
  tax_office: '',
  pos_registration: 'POS-778',
};
const NUMBER = '110014-271126190509-0001';

const show = (order: OrderWire, taxed = true) =>
  render(
    <Receipt
      order={order}
      company={company}
      logoUrl={null}
      operatorName="Usman Raza"
      customerName={null}
      taxRegistration={taxed ? registration : null}
    />,
  );

describe('the fiscal block of a receipt (SRO 1006(I)/2021)', () => {
  afterEach(() => vi.useRealTimers());

  it('prints the FBR POS mark, the number, its QR code and the verification line once reported', () => {
    for (const taxed of [true, false]) {
      const { unmount } = show(storedOrder({ fiscal_status: 'SENT', fiscal_number: NUMBER }), taxed);
      const block = screen.getByTestId('receipt-fiscal');
      expect(screen.getByTestId('receipt-fiscal-number').textContent).toBe(NUMBER);
      expect(block.textContent).toContain(FISCAL_VERIFY_LINE);
      expect(screen.getByRole('img', { name: 'FBR POS Invoicing System' })).toBeTruthy();
      const qr = screen.getByTestId('receipt-fiscal-qr');
      expect(qr.getAttribute('data-value')).toBe(NUMBER);
      // Version 2 (25 modules) with its quiet zone; dark modules drawn.
      expect(qr.getAttribute('viewBox')).toBe('0 0 33 33');
      expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(500);
      unmount();
    }
  });

  it('says the number is pending while the order waits, and prints nothing when not reported', () => {
    const { unmount } = show(storedOrder({ fiscal_status: 'PENDING', fiscal_number: null }));
    expect(screen.getByTestId('receipt-fiscal').textContent).toBe(FISCAL_PENDING_LINE);
    expect(screen.queryByTestId('receipt-fiscal-qr')).toBeNull();
    unmount();
    show(storedOrder({ fiscal_status: null, fiscal_number: null }));
    expect(screen.queryByTestId('receipt-fiscal')).toBeNull();
  });

  it('after a sale, asks for the number for a moment and prints once it has it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    let asked = 0;
    const sale = storedOrder({ fiscal_status: 'PENDING', fiscal_number: null });
    fakeApi({
      [`GET /api/order/${sale.id}`]: () => {
        asked += 1;
        const reported = asked >= 2 ? { fiscal_status: 'SENT', fiscal_number: NUMBER } : {};
        return {
          status: 200,
          body: { count: 1, next: null, previous: null, results: [{ ...sale, ...reported }] },
        };
      },
    });
    render(
      <MantineProvider>
        <ReceiptModal
          order={sale}
          company={company}
          logoUrl={null}
          operatorName="Usman Raza"
          customerName={null}
          autoPrint
          actionLabel="New Order"
          onAction={() => {}}
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('receipt-fiscal-waiting')).toBeTruthy();
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByTestId('receipt-fiscal-number')[0]?.textContent).toBe(NUMBER), {
      timeout: 3000,
    });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('receipt-fiscal-waiting')).toBeNull();
    print.mockRestore();
  });
});
