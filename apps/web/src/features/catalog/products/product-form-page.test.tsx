import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_MSG, TAX_MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { ProductFormPage } from './product-form-page';

const list = (results: unknown[]) => () => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});
const TAX_CATEGORIES = [
  {
    id: 5,
    name: 'Standard rate',
    treatment: 'TAXABLE',
    third_schedule: false,
    is_active: true,
    is_default: false,
    rate: '18.0000',
    rates: [],
  },
  {
    id: 6,
    name: 'Third Schedule goods',
    treatment: 'TAXABLE',
    third_schedule: true,
    is_active: true,
    is_default: false,
    rate: '18.0000',
    rates: [],
  },
  {
    id: 7,
    name: 'Retired',
    treatment: 'TAXABLE',
    third_schedule: false,
    is_active: false,
    is_default: false,
    rate: '16.0000',
    rates: [],
  },
];
const references = {
  'GET /api/unit/': list([{ id: 2, name: 'Litre' }]),
  'GET /api/category/': list([{ id: 1, name: 'Dairy', description: '' }]),
  'GET /api/tax-category/': list(TAX_CATEGORIES),
};

function renderCreate() {
  return renderRoutes(
    [
      { path: '/product/create', element: <ProductFormPage /> },
      { path: '/products', element: <p>Products list</p> },
    ],
    '/product/create',
  );
}

const addButton = () => screen.getByRole('button', { name: 'Add' });

describe('the product form', () => {
  it('shows the rules at the fields and keeps Add disabled while anything is invalid', async () => {
    fakeApi(references);
    renderCreate();
    const user = userEvent.setup({ delay: null });
    expect(addButton()).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText(/^Name/), 'x');
    await user.clear(screen.getByLabelText(/^Name/));
    expect(await screen.findByText(CATALOG_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(CATALOG_MSG.variantRequired)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Price/), '0');
    expect(screen.getByText(CATALOG_MSG.priceNotPositive)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add another Variant' }));
    expect(screen.queryByRole('table', { name: 'Variants' })).toBeNull();
    expect(addButton()).toHaveProperty('disabled', true);
  });

  it('sends the product with its variants and shows a taken barcode at its field', async () => {
    let sent: unknown;
    fakeApi({
      ...references,
      'POST /api/product/': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 400, body: { bar_code: [CATALOG_MSG.barcodeTaken] } };
      },
    });
    renderCreate();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Name/), 'Milk 1L');
    await user.type(screen.getByLabelText(/^Barcode/), '8964000123456');
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Dairy' })).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Category'), 'Dairy');
    await user.type(screen.getByLabelText(/^Colour/), 'White');
    await user.type(screen.getByLabelText(/^Price/), '80');
    await user.type(screen.getByLabelText(/^Sale price/), '100');
    await user.click(screen.getByRole('button', { name: 'Add another Variant' }));
    await user.type(screen.getByLabelText(/^Size/), '2L');
    await user.type(screen.getByLabelText(/^Price/), '150');
    await user.click(addButton());

    expect(await screen.findByText(CATALOG_MSG.barcodeTaken)).toBeTruthy();
    expect(sent).toEqual({
      name: 'Milk 1L',
      bar_code: '8964000123456',
      token: false,
      unit: null,
      category: 1,
      tax_category: null,
      hs_code: '',
      product_variant: [
        { color: 'White', size: '', price: '80', sale_price: '100', description: '', retail_price: null },
        { color: '', size: '2L', price: '150', sale_price: '', description: '', retail_price: null },
      ],
    });
  });

  it('sends the tax category, HS code and retail prices; Third Schedule goods need a retail price on every variant', async () => {
    let sent: { tax_category?: unknown; hs_code?: unknown; product_variant?: unknown } = {};
    fakeApi({
      ...references,
      'POST /api/product/': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 400, body: { tax_category: [TAX_MSG.categoryRequired] } };
      },
    });
    renderCreate();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Name/), 'Cola');
    await user.type(screen.getByLabelText(/^Barcode/), '8964000123999');
    await waitFor(() =>
      expect(screen.getAllByRole('option', { name: /Third Schedule goods/ })).toHaveLength(1),
    );
    expect(screen.queryByRole('option', { name: /Retired/ })).toBeNull();
    await user.selectOptions(
      screen.getByLabelText(/^Tax category/),
      'Third Schedule goods (18%), Third Schedule',
    );
    await user.type(screen.getByLabelText(/^HS code/), '22');
    expect(screen.getByText(TAX_MSG.hsCode)).toBeTruthy();
    await user.type(screen.getByLabelText(/^HS code/), '02.1010');
    expect(screen.queryByText(TAX_MSG.hsCode)).toBeNull();
    await user.type(screen.getByLabelText(/^Price/), '70');
    await user.type(screen.getByLabelText(/^Sale price/), '90');
    expect(await screen.findByText(TAX_MSG.retailPriceRequired)).toBeTruthy();
    expect(addButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^Retail price/), '90');
    expect(screen.queryByText(TAX_MSG.retailPriceRequired)).toBeNull();
    await user.click(addButton());

    // The server's refusal shows at its field.
    expect(await screen.findByText(TAX_MSG.categoryRequired)).toBeTruthy();
    expect(sent).toMatchObject({
      tax_category: 6,
      hs_code: '2202.1010',
      product_variant: [{ price: '70', sale_price: '90', retail_price: '90' }],
    });
  });

  it('preselects the group’s default tax category for a new product; None can still be chosen', async () => {
    let sent: { tax_category?: unknown } = {};
    fakeApi({
      ...references,
      'GET /api/tax-category/': list(TAX_CATEGORIES.map((c) => ({ ...c, is_default: c.id === 5 }))),
      'POST /api/product/': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 400, body: { bar_code: [CATALOG_MSG.barcodeTaken] } };
      },
    });
    renderCreate();
    const user = userEvent.setup({ delay: null });
    const select = () => screen.getByLabelText<HTMLSelectElement>(/^Tax category/);
    await waitFor(() => expect(select().value).toBe('5'));
    expect(screen.getByRole('option', { name: 'Standard rate (18%), default' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Name/), 'Milk 1L');
    await user.type(screen.getByLabelText(/^Barcode/), '8964000123457');
    await user.type(screen.getByLabelText(/^Price/), '80');
    await user.click(addButton());
    await screen.findByText(CATALOG_MSG.barcodeTaken);
    expect(sent.tax_category).toBe(5);
    // Choosing None is kept: the default is only where nothing was chosen.
    await user.selectOptions(select(), 'None');
    expect(select().value).toBe('');
    await user.click(addButton());
    await waitFor(() => expect(sent.tax_category).toBeNull());
  });

  it('says what is missing when Enter is pressed on an incomplete product', async () => {
    const api = fakeApi(references);
    renderCreate();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Name/), 'Milk 1L');
    await user.type(screen.getByLabelText(/^Price/), '80{Enter}');

    expect(await screen.findByText(CATALOG_MSG.barcodeRequired)).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
