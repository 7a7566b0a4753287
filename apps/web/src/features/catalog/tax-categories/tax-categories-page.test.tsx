import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { TaxCategoriesPage } from './tax-categories-page';

const category = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  treatment: 'TAXABLE',
  third_schedule: false,
  is_active: true,
  is_default: false,
  rate: '18.0000',
  rates: [{ id: id * 10, rate: '18.0000', valid_from: '2023-02-14' }],
  ...extra,
});

describe('the Tax categories screen', () => {
  it('shows which category is the default and makes another one the default', async () => {
    let defaultId = 5;
    let sent: unknown;
    const list = () => ({
      status: 200,
      body: {
        count: 3,
        next: null,
        previous: null,
        results: [
          category(6, 'Luxury goods', { rate: '25.0000', is_default: defaultId === 6 }),
          category(7, 'Old rate', { is_active: false }),
          category(5, 'Standard rate', { is_default: defaultId === 5 }),
        ],
      },
    });
    fakeApi({
      'GET /api/tax-category/': list,
      'PATCH /api/tax-category/6/': (init) => {
        sent = JSON.parse(String(init?.body));
        defaultId = 6;
        return { status: 200, body: category(6, 'Luxury goods', { is_default: true }) };
      },
    });
    renderRoutes([{ path: '/tax-categories', element: <TaxCategoriesPage /> }], '/tax-categories');
    const user = userEvent.setup({ delay: null });
    const row = async (name: string) => {
      const cell = await screen.findByText(name);
      const tr = cell.closest('tr');
      if (!tr) throw new Error(`no row for ${name}`);
      return within(tr);
    };
    expect((await row('Standard rate')).getByText('Default')).toBeTruthy();
    expect((await row('Luxury goods')).queryByText('Default')).toBeNull();
    // The default and a retired category cannot be made the default.
    expect(screen.queryByRole('button', { name: 'Make Standard rate the default' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make Old rate the default' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Make Luxury goods the default' }));
    expect(sent).toEqual({ is_default: true });
    await waitFor(async () => expect((await row('Luxury goods')).getByText('Default')).toBeTruthy());
    expect((await row('Standard rate')).queryByText('Default')).toBeNull();
  });
});
