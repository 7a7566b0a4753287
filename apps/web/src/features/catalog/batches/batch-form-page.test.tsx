import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_MSG } from '@tillwise/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { choose } from '../../../test/fields';
import { renderRoutes } from '../../../test/render';
import { BatchFormPage } from './batch-form-page';

const milk = {
  id: 5,
  name: 'Milk 1L',
  bar_code: '8964000001001',
  token: false,
  unit: null,
  category: null,
  quantity: '10.0000',
  total_quantity: '10.0000',
  product_variant: [
    {
      id: 8,
      product: 5,
      color: 'White',
      size: '1L',
      price: '180.0000',
      sale_price: '210.0000',
      description: '',
      total_quantity: '10.0000',
      batch: [
        {
          id: 12,
          product_variant: 8,
          quantity: '10.0000',
          inventory_quantity: 10,
          manufacturing_date: '2026-01-01',
          expiry_date: '2026-03-01',
          in_stock: true,
          cost_price: '150.0000',
          received_from: null,
          created: '',
          last_modified: '',
        },
      ],
    },
  ],
};

const editPath = '/batch/edit/5/8/12';
const render = () =>
  renderRoutes(
    [
      { path: '/batch/edit/:productId/:productVariantId/:batchId', element: <BatchFormPage /> },
      { path: '/batchs', element: <p>Batches list</p> },
      { path: '/404', element: <p>Not found</p> },
    ],
    editPath,
  );

describe('the batch form', () => {
  it('edits a batch with its variant read-only, disabling Update while the dates are out of order', async () => {
    let sent: unknown;
    fakeApi({
      'GET /api/product/5': () => ({ status: 200, body: milk }),
      'PATCH /api/batch/12/': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: {} };
      },
    });
    render();
    const user = userEvent.setup();
    expect(await screen.findByText('White 1L', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Product' })).toBeNull();

    const expiry = screen.getByLabelText(/^Expiry date/);
    await user.clear(expiry);
    await user.type(expiry, '2025-12-31');
    expect(screen.getByText(CATALOG_MSG.expiryBeforeManufacture)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toHaveProperty('disabled', true);

    await user.clear(expiry);
    await user.type(expiry, '2026-04-01');
    await user.clear(screen.getByLabelText(/^Quantity/));
    await user.type(screen.getByLabelText(/^Quantity/), '8');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Batches list')).toBeTruthy();
    expect(sent).toEqual({
      id: 12,
      product_variant: 8,
      quantity: '8',
      manufacturing_date: '2026-01-01',
      expiry_date: '2026-04-01',
      in_stock: true,
      cost_price: '150',
    });
  });

  it('sends a batch id that names nothing to the not-found page', async () => {
    fakeApi({ 'GET /api/product/5': () => ({ status: 200, body: milk }) });
    renderRoutes(
      [
        { path: '/batch/edit/:productId/:productVariantId/:batchId', element: <BatchFormPage /> },
        { path: '/404', element: <p>Not found</p> },
      ],
      '/batch/edit/5/8/99',
    );
    expect(await screen.findByText('Not found')).toBeTruthy();
  });

  it('starts a new batch as made today where the user is, not on the UTC date', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Karachi';
    vi.useFakeTimers({ toFake: ['Date'] });
    // 02:30 on 3 January in Lahore is still 2 January in UTC.
    vi.setSystemTime(new Date('2027-01-02T21:30:00Z'));
    try {
      fakeApi({});
      renderRoutes([{ path: '/Addbatch', element: <BatchFormPage /> }], '/Addbatch');
      expect(await screen.findByLabelText(/^Manufacturing date/)).toHaveProperty('value', '2027-01-03');
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('says what is missing when Enter is pressed on an incomplete new batch', async () => {
    const api = fakeApi({});
    renderRoutes([{ path: '/Addbatch', element: <BatchFormPage /> }], '/Addbatch');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Quantity/), '5{Enter}');

    expect(await screen.findByText(CATALOG_MSG.batchVariantRequired)).toBeTruthy();
    expect(screen.getByText(CATALOG_MSG.batchDatesRequired)).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks for the variant of a product with several only once the manager has had the chance to choose', async () => {
    const white = milk.product_variant[0];
    if (!white) throw new Error('no variant');
    const twoVariants = { ...milk, product_variant: [white, { ...white, id: 9, color: 'Blue', batch: [] }] };
    fakeApi({
      'GET /api/product/': () => ({
        status: 200,
        body: { count: 1, next: null, previous: null, results: [twoVariants] },
      }),
    });
    renderRoutes([{ path: '/Addbatch', element: <BatchFormPage /> }], '/Addbatch');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('combobox', { name: 'Product' }), 'milk');
    await choose(/^Product(?! variant)/, 'Milk 1L (8964000001001)');

    const variant = screen.getByLabelText(/^Product variant/);
    expect(variant).toHaveProperty('disabled', false);
    expect(screen.queryByText(CATALOG_MSG.batchVariantRequired)).toBeNull();
    await user.selectOptions(variant, 'Blue 1L · cost 180.00');
    await user.selectOptions(variant, 'Select a variant');
    expect(screen.getByText(CATALOG_MSG.batchVariantRequired)).toBeTruthy();
  });

  it('offers to try again when the batch could not be loaded, instead of calling it not found', async () => {
    let down = true;
    fakeApi({
      'GET /api/product/5': () =>
        down ? { status: 503, body: { detail: 'Service unavailable.' } } : { status: 200, body: milk },
    });
    render();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Service unavailable.')).toBeTruthy();
    expect(screen.queryByText('Not found')).toBeNull();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('White 1L', { exact: false })).toBeTruthy();
  });
});
