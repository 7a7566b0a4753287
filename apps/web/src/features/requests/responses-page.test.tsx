import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../test/fake-api';
import { field, optionNames } from '../../test/fields';
import { storedOrder } from '../../test/order-fixtures';
import { renderRoutes } from '../../test/render';
import { listPage, wireRequest } from './request-fixtures';
import { ResponsesPage } from './responses-page';

const storeAdmin = demoUser('ADMIN', 'STORE');
const renderResponses = (at: string) =>
  renderRoutes([{ path: '/response', element: <ResponsesPage me={storeAdmin} /> }], at);

/** The Sr No. cell of the first row of the table. */
const firstSrNo = async () => {
  const table = await screen.findByRole('table');
  const [, firstRow] = within(table).getAllByRole('row');
  return firstRow ? within(firstRow).getAllByRole('cell')[0]?.textContent : undefined;
};

describe('the Responses page', () => {
  it('numbers the second page of requests on from the first page', async () => {
    // Page 2 of 32 requests, 30 to a page: its first row is the 31st.
    fakeApi({
      'GET /api/request/': (_, url) => ({
        status: 200,
        body:
          url.searchParams.get('page') === '2'
            ? listPage([wireRequest(2), wireRequest(1)], 32, false)
            : listPage(
                Array.from({ length: 30 }, (_, i) => wireRequest(40 - i)),
                32,
                true,
              ),
      }),
    });
    renderResponses('/response');
    expect(await firstSrNo()).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Restock 2')).toBeTruthy();
    expect(await firstSrNo()).toBe('31');
  });

  it("shows an order's total on the Orders tab with two decimals, as money is shown elsewhere", async () => {
    fakeApi({
      'GET /api/order/': () => ({
        status: 200,
        body: listPage([storedOrder({ id: 612, invoice_id: 'INV_2_612', total: '375.5000' })], 1, false),
      }),
      'GET /api/company/': () => ({ status: 200, body: listPage([], 0, false) }),
    });
    renderResponses('/response?tab=order');
    expect(await screen.findByText('INV_2_612')).toBeTruthy();
    expect(screen.getByText('375.50')).toBeTruthy();
    expect(screen.queryByText('375.5000')).toBeNull();
  });

  it('lists the requests of the status a notification names, even when Responses is already open', async () => {
    const api = fakeApi({
      'GET /api/request/': (_, url) => {
        const status = url.searchParams.get('status');
        const request = wireRequest(status === 'APPROVED' ? 8 : 9, {
          status: status === 'APPROVED' ? 'APPROVED' : 'PENDING',
        });
        return { status: 200, body: listPage([request], 1, false) };
      },
    });
    const statusAsked = () =>
      new URL(String(api.mock.calls.at(-1)?.[0]), 'http://x').searchParams.get('status');
    const { router } = renderResponses('/response');
    expect(await screen.findByText('Restock 9')).toBeTruthy();
    expect(statusAsked()).toBe('PENDING');

    // "Request #8 is now APPROVED" leads to /response?status=APPROVED.
    await router.navigate('/response?status=APPROVED');
    expect(await screen.findByText('Restock 8')).toBeTruthy();
    expect(field(/^Request status$/)).toHaveProperty('value', 'APPROVED');
  });

  it('offers an order only the statuses it can take, and locks a return as it locks a completed order', async () => {
    fakeApi({
      'GET /api/order/': () => ({
        status: 200,
        body: listPage(
          [storedOrder({ id: 70, status: 'PENDING' }), storedOrder({ id: 71, status: 'RETURNED' })],
          2,
          false,
        ),
      }),
      'GET /api/company/': () => ({ status: 200, body: listPage([], 0, false) }),
    });
    renderResponses('/response?tab=order');
    await waitFor(() => expect(field(/Status of order 71/)).toHaveProperty('disabled', true));
    expect(field(/Status of order 70/)).toHaveProperty('disabled', false);
    const offered = await optionNames(/Status of order 70/);
    expect(offered).toEqual(['PENDING', 'COMPLETE', 'CANCEL']);
  });
});
