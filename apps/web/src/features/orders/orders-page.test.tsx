import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { choose } from '../../test/fields';
import { envelope, storedOrder } from '../../test/order-fixtures';
import { renderRoutes } from '../../test/render';
import { OrderDetailsPage } from './order-details-page';
import { OrdersPage } from './orders-page';

const card = storedOrder({
  id: 58,
  invoice_id: 'INV_2_42',
  // A card sale: the original client sends cash_payment true with the service (contract 3.1).
  cash_payment: true,
  payment_service: 'JAZZ_CASH',
  transaction_id: 'T-1',
  amount_discount: false,
  total_discount: '10.0000',
  status: 'RETURNED',
  created: '2026-11-20T09:05:00',
});

// A sale of 440 paid in parts: 240 by card (reference REF-9) and 200 in cash, of which the customer
// handed over 500 (the receipt's change: 300).
const split = storedOrder({
  id: 59,
  invoice_id: 'INV_2_43',
  total: '440.0000',
  amount_received: '500.0000',
  payments: [
    { method: 'CARD', amount: '240.0000', payment_service: 'BANK', transaction_id: 'REF-9' },
    { method: 'CASH', amount: '200.0000', payment_service: null, transaction_id: '' },
  ],
});

function serve(orders = [storedOrder(), card]) {
  const queries: URLSearchParams[] = [];
  fakeApi({
    'GET /api/order/': (_, url) => {
      queries.push(url.searchParams);
      return { status: 200, body: envelope(orders) };
    },
    'GET /api/order-type/': () => ({
      status: 200,
      body: envelope(['PENDING', 'COMPLETE', 'RETURNED', 'CANCEL'].map((status) => ({ status }))),
    }),
    'GET /api/order/57': () => ({ status: 200, body: envelope([storedOrder()]) }),
    'GET /api/order/59': () => ({ status: 200, body: envelope([split]) }),
  });
  return queries;
}

const reprint = ({ order, onClose }: { order: { invoice_id: string }; onClose: () => void }) => (
  <button type="button" onClick={onClose}>
    Reprinting {order.invoice_id}
  </button>
);

const renderList = (path: string) =>
  renderRoutes(
    [
      { path: '/orders', element: <OrdersPage renderReceipt={reprint} /> },
      { path: '/orders/:orderId', element: <OrderDetailsPage renderReceipt={reprint} /> },
    ],
    path,
  );

describe('Orders list (spec 2.6)', () => {
  it('reads the invoice id and date from the URL and shows the spec columns', async () => {
    const queries = serve();
    renderList('/orders?invoiceId=INV_2&date=2026-11-21');
    const table = await screen.findByRole('table', { name: /^Orders found/ });
    expect(queries[0]?.get('invoice_id__contains')).toBe('INV_2');
    expect(queries[0]?.get('created__date')).toBe('2026-11-21');
    expect((screen.getByLabelText('Search by invoice ID') as HTMLInputElement).value).toBe('INV_2');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Sr No.',
      'Invoice ID',
      'Order ID',
      'Total',
      'Amount Received',
      'Status',
      'Payment Method',
      'Discount Type',
      'Discount',
      'Date',
      'Action',
    ]);
    const cells = (i: number) =>
      [...(within(table).getAllByRole('row')[i]?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    expect(cells(1).slice(0, 10)).toEqual([
      '1',
      'INV_2_41',
      '57',
      '200.00',
      '500.00',
      'COMPLETE',
      'Cash',
      'Amount',
      '0.00',
      '2026-11-21 18:39',
    ]);
    expect(cells(2).slice(5, 10)).toEqual([
      'RETURNED',
      'Card · JazzCash',
      'Percentage',
      '10.00 %',
      '2026-11-20 09:05',
    ]);
  });

  it('filters by status and method, and reprints a row', async () => {
    const queries = serve();
    const user = userEvent.setup({ delay: null });
    renderList('/orders');
    await screen.findByRole('table', { name: /^Orders found/ });
    await choose(/^Status/, 'RETURNED');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('RETURNED'));
    await choose(/^Payment method/, 'Card');
    await waitFor(() => expect(queries.at(-1)?.get('cash')).toBe('false'));
    await user.click(screen.getAllByRole('button', { name: 'Print' })[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Reprinting INV_2_42' }));
    expect(screen.queryByRole('button', { name: /Reprinting/ })).toBeNull();
  });

  it('says so when nothing matches the filters', async () => {
    serve([]);
    renderList('/orders?invoiceId=NOPE');
    expect(await screen.findByText('No order matches these filters.')).toBeTruthy();
  });

  it('an old link to a page past the end shows the first page, not "Invalid page."', async () => {
    const pages: (string | null)[] = [];
    fakeApi({
      'GET /api/order/': (_, url) => {
        pages.push(url.searchParams.get('page'));
        return url.searchParams.get('page') === '7'
          ? { status: 404, body: { detail: 'Invalid page.' } }
          : { status: 200, body: envelope([storedOrder()]) };
      },
      'GET /api/order-type/': () => ({ status: 200, body: envelope([]) }),
    });
    const { router } = renderList('/orders?page=7');
    expect(await screen.findByText(storedOrder().invoice_id)).toBeTruthy();
    expect(screen.queryByText(/Invalid page/)).toBeNull();
    expect(pages).toContain('7');
    expect(router.state.location.search).not.toContain('page=7');
  });

  it('shows an order read-only with its items and money', async () => {
    serve();
    renderList('/orders/57');
    expect(await screen.findByRole('heading', { name: 'Order #57' })).toBeTruthy();
    expect(screen.getByTestId('details-invoice').textContent).toBe('INV_2_41');
    expect(screen.getByTestId('details-total').textContent).toBe('200.00');
    const items = screen.getByRole('table', { name: 'Order items' });
    expect(within(items).getByText('8964000001008')).toBeTruthy();
    expect(screen.getByText('300.00')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("shows every part of a split sale with its reference, and the receipt's change", async () => {
    serve();
    renderList('/orders/59');
    expect(await screen.findByRole('heading', { name: 'Order #59' })).toBeTruthy();
    const parts = within(screen.getByTestId('details-payment-parts')).getAllByRole('row');
    expect(parts.slice(1).map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent))).toEqual(
      [
        ['Card · Bank (REF-9)', '240.00', 'REF-9'],
        ['Cash', '200.00', '—'],
      ],
    );
    expect(screen.getByTestId('details-received').textContent).toBe('500.00');
    // The cash part is 200, so 500 handed over leaves 300 of change, as the receipt prints.
    expect(screen.getByTestId('details-change').textContent).toBe('300.00');
  });
});
