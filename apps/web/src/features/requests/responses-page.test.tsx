import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../test/fake-api';
import { storedOrder } from '../../test/order-fixtures';
import { renderRoutes } from '../../test/render';
import { listPage } from './request-fixtures';
import { ResponsesPage } from './responses-page';

const storeAdmin = demoUser('ADMIN', 'STORE');
const renderResponses = (at: string) =>
  renderRoutes([{ path: '/response', element: <ResponsesPage me={storeAdmin} /> }], at);

describe('the Responses page', () => {
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
});
