import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextOrderStatuses, type OrderWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { choose } from '../../test/fields';
import { envelope, storedOrder } from '../../test/order-fixtures';
import { renderRoutes } from '../../test/render';
import { EditOrderPage } from './edit-order-page';

const pending = storedOrder({ id: 61, invoice_id: 'INV_2_61', status: 'PENDING', internal_order: true });
const sale = storedOrder({ id: 57, invoice_id: 'INV_2_41', status: 'COMPLETE' });

function serve(orders: OrderWire[]) {
  const patches: unknown[] = [];
  let current = orders;
  const routes: Parameters<typeof fakeApi>[0] = {
    'GET /api/order/': (_, url) => {
      const wanted = url.searchParams.get('invoice_id__contains') ?? '';
      return { status: 200, body: envelope(current.filter((o) => o.invoice_id.includes(wanted))) };
    },
    'GET /api/order-type/': () => ({
      status: 200,
      body: envelope(['PENDING', 'COMPLETE', 'RETURNED', 'CANCEL'].map((status) => ({ status }))),
    }),
    'GET /api/order/57/refund/': () => ({
      status: 200,
      body: {
        order: 57,
        invoice_id: 'INV_2_41',
        refundable: true,
        total: '0',
        refunded: '0',
        lines: [],
        tenders: [],
        refunds: [],
      },
    }),
  };
  for (const o of orders) {
    routes[`GET /api/order/${o.id}`] = () => ({
      status: 200,
      body: envelope(current.filter((c) => c.id === o.id)),
    });
    routes[`PATCH /api/order/${o.id}/`] = (init) => {
      const body = JSON.parse(String(init?.body)) as { status: OrderWire['status'] };
      patches.push(body);
      current = current.map((c) => (c.id === o.id ? { ...c, status: body.status } : c));
      return { status: 200, body: current.find((c) => c.id === o.id) };
    };
  }
  fakeApi(routes);
  return patches;
}

const renderEdit = (path = '/editorder') =>
  renderRoutes(
    [
      { path: '/editorder', element: <EditOrderPage /> },
      { path: '/refund', element: <p>Refund screen</p> },
    ],
    path,
  );

describe('Edit Order (/editorder)', () => {
  it('only a pending order changes status, to complete or cancel', () => {
    expect(nextOrderStatuses('PENDING')).toEqual(['COMPLETE', 'CANCEL']);
    for (const s of ['COMPLETE', 'RETURNED', 'CANCEL']) expect(nextOrderStatuses(s)).toEqual([]);
  });

  it('finds a pending order by its scanned invoice id and cancels it', async () => {
    const patches = serve([pending, sale]);
    const user = userEvent.setup();
    renderEdit();
    const scan = await screen.findByLabelText(/Invoice ID/);
    await user.type(scan, 'INV_2_61{Enter}');
    expect((await screen.findByTestId('edit-invoice')).textContent).toContain('INV_2_61');
    await choose(/^Change status to/, 'CANCEL');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(patches).toEqual([{ id: 61, status: 'CANCEL' }]));
    expect((await screen.findByTestId('edit-locked')).textContent).toContain(
      'A cancel order cannot change any more.',
    );
  });

  it('a completed sale keeps its status and offers a refund of its lines', async () => {
    serve([pending, sale]);
    const user = userEvent.setup();
    renderEdit('/editorder?order=57');
    expect((await screen.findByTestId('edit-locked')).textContent).toContain('take lines back with a refund');
    await user.click(await screen.findByRole('button', { name: 'Refund lines' }));
    expect(await screen.findByText('Refund screen')).toBeTruthy();
  });

  it('says so when no order matches', async () => {
    serve([pending]);
    const user = userEvent.setup();
    renderEdit();
    await user.type(await screen.findByLabelText(/Invoice ID/), 'NOPE{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No order has an invoice id like "NOPE".',
    );
  });
});
