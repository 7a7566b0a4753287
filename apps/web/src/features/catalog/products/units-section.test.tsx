import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ProductWire, type TradeUnitWire, UNIT_MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { ProductFormPage } from './product-form-page';

const list = (results: unknown[]) => () => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});
const PACK: TradeUnitWire = {
  id: 17,
  product: 42,
  name: 'Pack of 12',
  count: 12,
  bar_code: '8964000123460',
  sale_price: '1100.0000',
  price: null,
  is_retired: false,
};
const product = (trade_units: TradeUnitWire[]): ProductWire => ({
  id: 42,
  name: 'Juice 250ml',
  bar_code: '8964000123459',
  token: false,
  unit: { id: 1, name: 'Piece', is_countable: true },
  category: null,
  tax_category: null,
  hs_code: '',
  quantity: '0.0000',
  total_quantity: '0.0000',
  image_url: null,
  trade_units,
  product_variant: [
    {
      id: 9,
      product: 42,
      color: '',
      size: '',
      price: '80.0000',
      sale_price: '100.0000',
      retail_price: null,
      description: '',
      total_quantity: '0.0000',
      batch: [],
    },
  ],
});

function renderEdit(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /api/unit/': list([{ id: 1, name: 'Piece' }]),
    'GET /api/category/': list([]),
    'GET /api/tax-category/': list([]),
    ...routes,
  });
  renderRoutes([{ path: '/product/edit/:productId', element: <ProductFormPage /> }], '/product/edit/42');
  return api;
}

const unitsTable = async () => within(await screen.findByRole('table', { name: 'Units' }));

describe('the units of a product', () => {
  it('lists the base unit and the trade units, with base × count for a price left empty', async () => {
    renderEdit({
      'GET /api/product/42': () => ({
        status: 200,
        body: product([
          PACK,
          { ...PACK, id: 18, name: 'Old box', count: 6, bar_code: '', sale_price: null, is_retired: true },
        ]),
      }),
    });
    const table = await unitsTable();
    expect(table.getByText('Piece (base unit)')).toBeTruthy();
    expect(table.getByText('Pack of 12')).toBeTruthy();
    expect(table.getByText('8964000123460')).toBeTruthy();
    expect(table.getByText('base × 12')).toBeTruthy();
    expect(table.getAllByText('base × 6')).toHaveLength(2);
    expect(table.getByText('Retired')).toBeTruthy();
    expect(table.getByRole('button', { name: 'Bring back Old box' })).toBeTruthy();
  });

  it('adds a unit, checking the count first and sending empty prices as null', async () => {
    let sent: unknown;
    let key: string | null = null;
    let units: TradeUnitWire[] = [];
    renderEdit({
      'GET /api/product/42': () => ({ status: 200, body: product(units) }),
      'POST /api/product/42/unit/': (init) => {
        sent = JSON.parse(String(init?.body));
        key = new Headers(init?.headers).get('Idempotency-Key');
        units = [{ ...PACK, sale_price: null }];
        return { status: 201, body: units[0] };
      },
    });
    const user = userEvent.setup({ delay: null });
    await unitsTable();
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Name/), 'Pack of 12');
    await user.type(dialog.getByLabelText(/^Count/), '1');
    expect(dialog.getByText(UNIT_MSG.countWhole)).toBeTruthy();
    await user.type(dialog.getByLabelText(/^Count/), '2');
    expect(dialog.queryByText(UNIT_MSG.countWhole)).toBeNull();
    await user.type(dialog.getByLabelText('Unit barcode'), '8964000123460');
    await user.click(dialog.getByRole('button', { name: 'Add unit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({
      name: 'Pack of 12',
      count: 12,
      bar_code: '8964000123460',
      sale_price: null,
      price: null,
    });
    expect(key).toBeTruthy();
    expect(await (await unitsTable()).findByText('Pack of 12')).toBeTruthy();
  });

  it("shows the server's refusal of a used unit's count change at the count, and retires a unit", async () => {
    const reason = UNIT_MSG.countUsed('on 3 lines');
    const patches: unknown[] = [];
    renderEdit({
      'GET /api/product/42': () => ({ status: 200, body: product([PACK]) }),
      'PATCH /api/product-unit/17/': (init) => {
        const body = JSON.parse(String(init?.body));
        patches.push(body);
        if ('count' in body && body.count !== '12') return { status: 400, body: { count: [reason] } };
        return { status: 200, body: { ...PACK, ...body } };
      },
    });
    const user = userEvent.setup({ delay: null });
    await unitsTable();
    await user.click(screen.getByRole('button', { name: 'Edit Pack of 12' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText<HTMLInputElement>(/^Unit sale price/).value).toBe('1100.0000');
    await user.clear(dialog.getByLabelText(/^Count/));
    await user.type(dialog.getByLabelText(/^Count/), '24');
    await user.click(dialog.getByRole('button', { name: 'Save unit' }));
    expect(await dialog.findByText(reason)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Retire Pack of 12' }));
    await waitFor(() => expect(patches).toContainEqual({ is_retired: true }));
  });

  it('Add New defines units too: kept as drafts, then added once the product is saved', async () => {
    const unitPosts: unknown[] = [];
    fakeApi({
      'GET /api/unit/': list([{ id: 1, name: 'Piece' }]),
      'GET /api/category/': list([]),
      'GET /api/tax-category/': list([]),
      'POST /api/product/': () => ({ status: 201, body: product([]) }),
      'POST /api/product/42/unit/': (init) => {
        unitPosts.push(JSON.parse(String(init?.body)));
        return { status: 201, body: PACK };
      },
    });
    renderRoutes(
      [
        { path: '/product/create', element: <ProductFormPage /> },
        { path: '/products', element: <p>Products list</p> },
      ],
      '/product/create',
    );
    const user = userEvent.setup({ delay: null });
    const table = await unitsTable();
    expect(table.getByText('Piece (base unit)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Name/), 'Pack of 12');
    await user.type(dialog.getByLabelText(/^Count/), '12');
    await user.type(dialog.getByLabelText('Unit barcode'), '8964000123460');
    await user.click(dialog.getByRole('button', { name: 'Add unit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await unitsTable()).getByText('Pack of 12')).toBeTruthy();
    // A second draft of the same name is refused at the name.
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    const again = within(await screen.findByRole('dialog'));
    await user.type(again.getByLabelText(/^Name/), 'pack of 12');
    await user.type(again.getByLabelText(/^Count/), '6');
    await user.click(again.getByRole('button', { name: 'Add unit' }));
    expect(await again.findByText(UNIT_MSG.nameTaken)).toBeTruthy();
    await user.click(again.getByRole('button', { name: 'Cancel' }));
    expect(unitPosts).toEqual([]);

    await user.type(screen.getByLabelText(/^Name$|^Name \*/), 'Juice 250ml');
    await user.type(screen.getByLabelText(/^Barcode/), '8964000123459');
    await user.type(screen.getByLabelText(/^Price/), '80');
    await user.click(screen.getByRole('button', { name: 'Add another Variant' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Products list')).toBeTruthy();
    expect(unitPosts).toEqual([
      { name: 'Pack of 12', count: 12, bar_code: '8964000123460', sale_price: null, price: null },
    ]);
  });
});
