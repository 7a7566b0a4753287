import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefundableWire } from '@tillwise/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { storedOrder } from '../../test/order-fixtures';
import { renderRoutes } from '../../test/render';
import { RefundPage } from './refund-page';

const view: RefundableWire = {
  order: 57,
  invoice_id: 'INV_2_41',
  refundable: true,
  total: '200.0000',
  refunded: '0.0000',
  lines: [{ item: 1, quantity: '2', returned: '0', returnable: '2', line_total: '200.0000', tax: null }],
  service_fee: '0.0000',
  tax_decimals: 2,
  tenders: [{ kind: 'funds', payment_service: 'CASH', reference: '', amount: '200.0000' }],
  refunds: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('the refund screen', () => {
  it("reprints the sale's own receipt, with its fiscal number once the FBR has it, and F9 does not refund meanwhile", async () => {
    const api = fakeApi({
      'GET /api/order/57': () => ({
        status: 200,
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [storedOrder({ fiscal_status: 'SENT', fiscal_number: '110014-271126140509-0001' })],
        },
      }),
      'GET /api/order/57/refund/': () => ({ status: 200, body: view }),
    });
    renderRoutes(
      [
        {
          path: '/refund',
          element: (
            <RefundPage
              renderReceipt={() => null}
              renderSaleReceipt={({ order }) => <div data-testid="reprinted">{order.fiscal_number}</div>}
            />
          ),
        },
      ],
      '/refund?order=57',
    );
    await userEvent.click(await screen.findByTestId('refund-reprint-sale'));
    expect(screen.getByTestId('reprinted').textContent).toBe('110014-271126140509-0001');
    await userEvent.keyboard('{F9}');
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
