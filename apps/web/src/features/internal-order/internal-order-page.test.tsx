import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MSG, type ProductWire, type UserWire } from '@tillwise/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminOrderRules } from '../../components/order-entry/rules';
import { toChoices } from '../../components/order-entry/variant-choices';
import { demoUser, fakeApi } from '../../test/fake-api';
import { choose, field, messageAt } from '../../test/fields';
import { company, listAnswer } from '../../test/organisation-fixtures';
import { renderAt } from '../../test/render';
import { InternalOrderPage, type PurchasePrefill } from './internal-order-page';
import type { OrderBillSlot } from './order-bill';

const me = { ...demoUser('ADMIN', 'STORE'), id: 1, username: 'storeadmin' };
const person = (
  id: number,
  user_type: UserWire['user_type'],
  first: string,
  c: ReturnType<typeof company>,
) => ({
  ...demoUser(user_type, c.company_type, first),
  id,
  username: `u${id}`,
  company: c,
});
const outletAdmin = person(4, 'ADMIN', 'Omar', company(3, 'City Outlet', 'RETIAL'));
const tariq = person(9, 'VENDOR', 'Tariq', { ...company(5, 'Green Farms', 'VENDOR'), balance: '120.0000' });

const batch = (id: number, stock: number, created: string) => ({
  id,
  product_variant: 21,
  quantity: '50.0000',
  inventory_quantity: stock,
  manufacturing_date: '2026-01-01',
  expiry_date: '2027-01-01',
  in_stock: true,
  cost_price: '0.0000',
  received_from: null,
  created,
  last_modified: created,
});

const milk: ProductWire = {
  id: 5,
  name: 'Milk 1L',
  bar_code: '8964000001001',
  token: false,
  unit: null,
  category: null,
  quantity: '12.0000',
  total_quantity: '12.0000',
  product_variant: [
    {
      id: 21,
      product: 5,
      color: 'White',
      size: '1L',
      price: '80.0000',
      sale_price: '100.0000',
      description: '',
      total_quantity: '12.0000',
      batch: [
        batch(31, 10, '2026-03-01T00:00:00Z'),
        batch(30, 2, '2026-02-01T00:00:00Z'),
        batch(29, 0, '2026-01-01T00:00:00Z'),
      ],
    },
  ],
};

const savedOrder = {
  id: 77,
  invoice_id: 'INV_2_41',
  seller: 9,
  buyer: 1,
  total: '400.0000',
  total_discount: '0',
  amount_received: '300.0000',
  amount_discount: true,
  cash_payment: false,
  payment_service: null,
  transaction_id: '',
  deduct_balance: false,
  internal_order: true,
  status: 'COMPLETE',
  created: '2026-11-21T10:00:00Z',
  order_item: [
    {
      id: 1,
      order: 77,
      price: '80.0000',
      discount: '0.0000',
      quantity: '5.0000',
      line_total: '400.0000',
      batch: {
        ...batch(99, 5, '2026-11-21T10:00:00Z'),
        product_variant: {
          ...milk.product_variant[0],
          product: { id: 5, name: 'Milk 1L', bar_code: '8964000001001', token: false },
        },
      },
    },
  ],
};

type Answer = { status: number; body?: unknown };

function renderPage(
  post: (init: RequestInit | undefined) => Answer = () => ({ status: 201, body: { id: 77 } }),
  purchase: PurchasePrefill | null = null,
  products: ProductWire[] = [milk],
) {
  const api = fakeApi({
    'GET /api/user/': () => listAnswer([me, outletAdmin]),
    'GET /api/vendor/': () => listAnswer([tariq]),
    'GET /api/invoice-id/': () => listAnswer([{ InvoiceID: 'INV_2_41' }]),
    'GET /api/product/': () => listAnswer(products),
    'POST /api/internal-order/': post,
    'GET /api/order/77': () => listAnswer([savedOrder]),
  });
  // The app hands in the receipt as the bill; here a stand-in shows what it was given.
  const bill: OrderBillSlot = ({ order }) => <div data-testid="bill-net">{order.total}</div>;
  renderAt(
    <InternalOrderPage me={me} renderBill={bill} addVendorModal={() => null} purchase={purchase} />,
    '/admin/order',
  );
  return api;
}

/** The screen has its invoice id (the id is its own left-to-right element inside the line). */
const invoiceShown = () =>
  waitFor(() => expect(screen.getByTestId('invoice-id').textContent).toBe('Invoice: INV_2_41'));

const posted = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls.find(([, init]) => init?.method === 'POST');

/** Milk scanned once more: only the message, and the keyboard in the first line's quantity. */
async function scanMilkAgainIntoLineOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Barcode/), '8964000001001');
  expect(await screen.findByText(ORDER_MSG.alreadyAdded)).toBeTruthy();
  await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Quantity of line 1'));
  expect(field(/^Product name/)).toHaveProperty('value', '');
}

describe('the internal order screen', () => {
  beforeEach(() => vi.stubGlobal('print', vi.fn()));
  afterEach(() => vi.unstubAllGlobals());

  it('buys in a trade unit: the crate’s barcode picks the crate at its cost, and the line is sent in crates', async () => {
    const crate = {
      id: 61,
      product: 5,
      name: 'Crate of 6',
      count: 6,
      bar_code: '8964000001999',
      sale_price: null,
      price: null,
      is_retired: false,
    };
    const api = renderPage(undefined, null, [{ ...milk, trade_units: [crate] }]);
    const user = userEvent.setup({ delay: null });
    await invoiceShown();
    await choose(/^Seller/, 'Tariq Khan — Green Farms');
    await user.type(field(/^Barcode/), '8964000001999');
    await waitFor(() => expect(field(/^Product name/)).toHaveProperty('value', 'Milk 1L'));
    await user.type(field(/^Quantity/), '2');
    // A crate costs the variant's 80 × 6.
    expect(field(/^Buy price/)).toHaveProperty('value', '960.0000');
    await user.type(field(/^Expiry date/), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const table = screen.getByRole('table', { name: 'Order items' });
    expect(within(table).getByText('Milk 1L · Crate of 6')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit and Print' }));
    expect(await screen.findByText(ORDER_MSG.internalCompleted)).toBeTruthy();
    const body = JSON.parse(String(posted(api)?.[1]?.body));
    expect(body.order_item).toEqual([
      expect.objectContaining({ unit: 61, price: '480.0000', quantity: '2.0000' }),
    ]);
    expect(body.total).toBe('960.0000');
  });

  it('buys from a vendor with cash given: barcode, quantity ⇄ buy price, dates, one idempotent POST, the bill', async () => {
    const api = renderPage();
    const user = userEvent.setup({ delay: null });
    await invoiceShown();
    await choose(/^Seller/, 'Tariq Khan — Green Farms');
    expect(screen.getByText('Green Farms')).toBeTruthy();
    expect(screen.getByText('120.00')).toBeTruthy();

    await user.type(field(/^Barcode/), '8964000001001');
    await waitFor(() => expect(field(/^Product name/)).toHaveProperty('value', 'Milk 1L'));
    await user.type(field(/^Quantity/), '5');
    expect(field(/^Buy price/)).toHaveProperty('value', '400.0000');
    await user.clear(field(/^Buy price/));
    await user.type(field(/^Buy price/), '480');
    expect(field(/^Quantity/)).toHaveProperty('value', '6.0000');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(messageAt(/^Expiry date/)).toContain(ORDER_MSG.expiryRequired);
    await user.type(field(/^Expiry date/), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const table = screen.getByRole('table', { name: 'Order items' });
    expect(within(table).getByText('Milk 1L')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('480.00');
    expect(screen.getByRole('radio', { name: 'To Department' })).toHaveProperty('disabled', true);

    await user.type(field(/^Cash Given/), '300');
    await user.click(screen.getByRole('button', { name: 'Submit and Print' }));
    expect(await screen.findByText(ORDER_MSG.internalCompleted)).toBeTruthy();
    expect((await screen.findAllByTestId('bill-net'))[0]?.textContent).toBe('400.0000');

    const [, init] = posted(api) ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      buyer: 1,
      seller: 9,
      total: '480.0000',
      amount_received: '300',
      internal_order: true,
      order_item: [
        {
          order_batch: { expiry_date: '2026-12-31', quantity: '6.0000', product_variant: 21 },
          price: '80.0000',
          quantity: '6.0000',
        },
      ],
    });
    expect(body.status).toBeUndefined();
  });

  it('sells to a department from my oldest batch with stock, and refuses more than the batch holds', async () => {
    renderPage();
    const user = userEvent.setup({ delay: null });
    await invoiceShown();
    await user.click(screen.getByRole('radio', { name: 'To Department' }));
    expect(screen.getByRole('button', { name: 'Submit and Print' })).toHaveProperty('disabled', true);
    await user.click(field(/^Buyer/));
    await user.click(field(/^Product name/));
    expect(messageAt(/^Buyer/)).toContain(ORDER_MSG.buyerRequired);

    await user.type(field(/^Product name/), 'Mil');
    const results = await screen.findByRole('listbox', { name: 'Product results' });
    expect(within(results).getByText('Milk 1L')).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field(/^Batch/)).toHaveProperty('value', '#30 · Exp 2027-01-01 · Quan: 2');
    await user.type(field(/^Quantity/), '3');
    expect(messageAt(/^Quantity/)).toContain(ORDER_MSG.batchStockLess);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByRole('button', { name: 'Add Product' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('table', { name: 'Order items' })).toBeNull();
  });

  it('sells a second batch of a product already in the order, then says so and goes to its line', async () => {
    renderPage();
    const user = userEvent.setup({ delay: null });
    await invoiceShown();
    await user.click(screen.getByRole('radio', { name: 'To Department' }));
    await user.type(field(/^Barcode/), '8964000001001');
    await waitFor(() => expect(field(/^Batch/)).toHaveProperty('value', '#30 · Exp 2027-01-01 · Quan: 2'));
    await user.type(field(/^Quantity/), '2{Enter}');
    // The same product again: the oldest batch not yet in the order.
    await user.type(field(/^Barcode/), '8964000001001');
    await waitFor(() => expect(field(/^Batch/)).toHaveProperty('value', '#31 · Exp 2027-01-01 · Quan: 10'));
    expect(screen.queryByText(ORDER_MSG.alreadyAdded)).toBeNull();
    await user.type(field(/^Quantity(?! of line)/), '4{Enter}');
    const table = screen.getByRole('table', { name: 'Order items' });
    expect(within(table).getAllByText('Milk 1L')).toHaveLength(2);
    // Every batch with stock is in the order: the message, and the keyboard in the first line.
    await scanMilkAgainIntoLineOne(user);
  });

  it('says at once that a product bought is already in the order, and goes to its line', async () => {
    renderPage();
    const user = userEvent.setup({ delay: null });
    await invoiceShown();
    await user.type(field(/^Barcode/), '8964000001001');
    await waitFor(() => expect(field(/^Product name/)).toHaveProperty('value', 'Milk 1L'));
    await user.type(field(/^Quantity/), '5');
    await user.type(field(/^Expiry date/), '2026-12-31{Enter}');
    expect(within(screen.getByRole('table', { name: 'Order items' })).getByText('Milk 1L')).toBeTruthy();
    await scanMilkAgainIntoLineOne(user);
  });

  it('returns with negative quantities and RETURNED, and shows the server message on failure', async () => {
    const api = renderPage(() => ({
      status: 400,
      body: { non_field_errors: ['Not enough stock in batch 31.'] },
    }));
    const user = userEvent.setup({ delay: null });
    await invoiceShown();
    await user.click(screen.getByRole('checkbox', { name: 'Return Order' }));
    expect(screen.getByRole('radio', { name: 'To Department' })).toHaveProperty('checked', true);
    await choose(/^Buyer/, 'Tariq Khan — Green Farms');

    await user.type(field(/^Barcode/), '8964000001001');
    await waitFor(() => expect(field(/^Product name/)).toHaveProperty('value', 'Milk 1L'));
    await user.type(field(/^Quantity/), '2');
    expect(messageAt(/^Quantity/)).toContain(ORDER_MSG.returnNegative);
    await user.clear(field(/^Quantity/));
    await user.type(field(/^Quantity/), '-2{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit and Print' }));
    expect(await screen.findByText('Not enough stock in batch 31.')).toBeTruthy();
    const body = JSON.parse(String(posted(api)?.[1]?.body));
    expect(body).toMatchObject({ seller: 1, buyer: 9, status: 'RETURNED', total: '-160.0000' });
    expect(body.order_item[0]).toMatchObject({ batch: 30, quantity: '-2.0000' });
  });

  it('asks before cancelling and starts over', async () => {
    renderPage(() => ({ status: 500 }));
    const user = userEvent.setup({ delay: null });
    await invoiceShown();
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText(ORDER_MSG.cancelConfirm)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText(ORDER_MSG.cancelConfirm)).toBeNull());
  });

  it('opens a replenishment purchase order with the vendor as seller and each line to fill in with its dates', async () => {
    const [choice] = toChoices([milk], adminOrderRules('from'));
    if (!choice) throw new Error('no choice');
    const api = renderPage(undefined, {
      title: 'Purchase order for Central Store from Green Farms',
      vendorCompany: 5,
      lines: [{ choice, quantity: '6' }],
      notice: null,
    });
    const user = userEvent.setup({ delay: null });
    const alert = await screen.findByTestId('purchase-prefill');
    expect(within(alert).getByText('Purchase order for Central Store from Green Farms')).toBeTruthy();
    await waitFor(() => expect(field(/^Seller/)).toHaveProperty('value', 'Tariq Khan — Green Farms'));

    await user.click(within(alert).getByRole('button', { name: 'Fill in Milk 1L' }));
    expect(field(/^Product name/)).toHaveProperty('value', 'Milk 1L');
    expect(field(/^Quantity/)).toHaveProperty('value', '6');
    expect(field(/^Buy price/)).toHaveProperty('value', '480.0000');
    // A purchase makes a new batch: its expiry is the user's to give.
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(messageAt(/^Expiry date/)).toContain(ORDER_MSG.expiryRequired);
    await user.type(field(/^Expiry date/), '2027-03-31{Enter}');
    expect(within(screen.getByRole('table', { name: 'Order items' })).getByText('Milk 1L')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Fill in Milk 1L' })).toBeNull();
    expect(alert.textContent).toContain('Every proposed line is in the order');

    await user.click(screen.getByRole('button', { name: 'Submit and Print' }));
    expect(await screen.findByText(ORDER_MSG.internalCompleted)).toBeTruthy();
    expect(JSON.parse(String(posted(api)?.[1]?.body))).toMatchObject({
      buyer: 1,
      seller: 9,
      total: '480.0000',
      order_item: [
        {
          order_batch: { expiry_date: '2027-03-31', quantity: '6.0000', product_variant: 21 },
          price: '80.0000',
          quantity: '6.0000',
        },
      ],
    });
  });
});
