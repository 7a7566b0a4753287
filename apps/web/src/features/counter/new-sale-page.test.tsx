import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MSG, type OrderWire, SPLIT_MSG } from '@tillwise/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { addInvoiceBlock } from '../../offline/invoice-block';
import { offlineDb } from '../../offline/offline-db';
import { setSyncStatus } from '../../offline/sync-status';
import { demoUser, fakeApi } from '../../test/fake-api';
import { CAKE, envelope, storedOrder, TEA } from '../../test/order-fixtures';
import { renderAt } from '../../test/render';
import { NewSalePage } from './new-sale-page';

const me = demoUser('SALES_STAFF', 'RETIAL');
const WALK_IN = { ...me, id: 9, username: 'WALK_IN_CUSTOMER_2', user_type: 'WALK_IN_CUSTOMER' as const };

interface Sent {
  body: unknown;
  key: string | null;
}

function serve(
  answer: (body: unknown) => { status: number; body?: unknown } | Promise<never> = () => ({
    status: 201,
    body: { id: 57 },
  }),
) {
  const sent: Sent[] = [];
  const mock = fakeApi({
    'GET /api/invoice-id/': () => ({ status: 200, body: envelope([{ InvoiceID: 'INV_2_41' }]) }),
    'GET /api/user/': (_, url) => ({
      status: 200,
      body: envelope(url.searchParams.get('user_type') === 'WALK_IN_CUSTOMER' ? [WALK_IN] : []),
    }),
    'GET /api/category/': () => ({
      status: 200,
      body: envelope([{ id: 3, name: 'Bakery', description: '' }]),
    }),
    'GET /api/product/': (_, url) => {
      const code = url.searchParams.get('bar_code');
      // The touch grid's category: the cake is the bakery's.
      if (url.searchParams.get('category') === '3') return { status: 200, body: envelope([CAKE]) };
      const name = url.searchParams.get('name__icontains');
      const all = [CAKE, TEA];
      const found = code
        ? all.filter((p) => p.bar_code === code)
        : all.filter((p) => p.name.toLowerCase().includes(name ?? ''));
      return { status: 200, body: envelope(found) };
    },
    'POST /api/order/': (init) => {
      const body = JSON.parse(String(init?.body));
      sent.push({ body, key: new Headers(init?.headers).get('Idempotency-Key') });
      return answer(body);
    },
    'GET /api/order/57': () => ({ status: 200, body: envelope([storedOrder()]) }),
  });
  return { sent, mock };
}

function renderSale() {
  const receipts: OrderWire[] = [];
  const view = renderAt(
    <NewSalePage
      me={me}
      renderReceipt={({ order }) => {
        receipts.push(order);
        return <div data-testid="receipt-slot">{order.invoice_id}</div>;
      }}
    />,
  );
  return { ...view, receipts };
}

const barcode = () => screen.getByLabelText('Barcode (F2)');
const quantity = () => screen.getByLabelText('Quantity');
const lines = () => screen.queryAllByTestId('order-line');

async function scanCake(user: ReturnType<typeof userEvent.setup>, qty = '2') {
  await user.type(barcode(), `${CAKE.bar_code}{Enter}`);
  await waitFor(() => expect(document.activeElement).toBe(quantity()), { timeout: 3000 });
  await user.clear(quantity());
  await user.type(quantity(), `${qty}{Enter}`);
}

describe('New Sale', { timeout: 20_000 }, () => {
  // Each story starts with no sale in progress kept on the till.
  beforeEach(() => offlineDb().drafts.clear());

  // Two renders of the screen and a sale: the project's budget for a story, not the file's 20 s.
  it('keeps the sale in progress through a reload, and forgets it once it is sent', {
    timeout: 60_000,
  }, async () => {
    const { sent } = serve();
    const first = renderSale();
    const user = userEvent.setup({ delay: null });
    await scanCake(user, '3');
    await user.click(screen.getByText('Card'));
    await waitFor(async () => expect((await offlineDb().drafts.get(me.id))?.lines).toHaveLength(1));
    first.unmount();

    // The tab is opened again: the same sale, with its payment and its key.
    renderSale();
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect((screen.getByLabelText('Quantity of line 1') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Amount received (F4)') as HTMLInputElement).value).toBe('300.00');
    await user.keyboard('{F9}');
    expect(await screen.findByText(ORDER_MSG.completed)).toBeTruthy();
    expect(sent).toHaveLength(1);
    await waitFor(async () => expect(await offlineDb().drafts.get(me.id)).toBeUndefined());
  });

  it('shows the invoice id, focuses the barcode, and a scan + Enter fills the row with the oldest batch', async () => {
    serve();
    renderSale();
    expect(await screen.findByText('Invoice: INV_2_41')).toBeTruthy();
    expect(document.activeElement).toBe(barcode());
    const user = userEvent.setup({ delay: null });
    await user.type(barcode(), `${CAKE.bar_code}{Enter}`);
    await waitFor(() => expect(document.activeElement).toBe(quantity()));
    expect((screen.getByLabelText('Product name (F3)') as HTMLInputElement).value).toBe('Cake');
    await user.clear(quantity());
    await user.type(quantity(), '2.5');
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('250.0000');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '300');
    expect((quantity() as HTMLInputElement).value).toBe('3');
    await user.type(quantity(), '{Enter}');
    expect(lines()).toHaveLength(1);
    expect(screen.getByTestId('sale-total').textContent).toBe('300.00');
    expect(document.activeElement).toBe(barcode());
  });

  it('while the till reserves its invoice block, the badge waits for the block, not the server id past it', async () => {
    serve();
    try {
      renderSale();
      // No block: the server's next id.
      expect(await screen.findByText('Invoice: INV_2_41')).toBeTruthy();
      // A reservation starts: the server's next id is already past the block being reserved.
      setSyncStatus({ reservingBlock: true });
      expect(await screen.findByText('Invoice: …')).toBeTruthy();
      await addInvoiceBlock(offlineDb(), {
        prefix: 'INV',
        company: me.company?.id ?? 0,
        first: 11,
        last: 40,
      });
      setSyncStatus({ reservingBlock: false });
      expect(await screen.findByText(`Invoice: INV_${me.company?.id}_11`)).toBeTruthy();
      expect(screen.queryByText('Invoice: INV_2_41')).toBeNull();
    } finally {
      setSyncStatus({ reservingBlock: false });
      await offlineDb().meta.delete('invoice-blocks');
    }
  });

  it('shows the entry messages only after the first Add attempt', async () => {
    serve();
    renderSale();
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByText(ORDER_MSG.nameRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    for (const message of [ORDER_MSG.nameRequired, ORDER_MSG.barcodeRequired, ORDER_MSG.batchRequired]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByText(ORDER_MSG.quantityRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('Product name (F3)'), 'Cake');
    await user.type(barcode(), '123');
    expect(screen.getByRole('button', { name: 'Add Product' })).toHaveProperty('disabled', true);
  });

  it('splits a quantity beyond the chosen batch into one line per batch, and refuses more than all of them', async () => {
    serve();
    renderSale();
    const user = userEvent.setup({ delay: null });
    await scanCake(user, '9');
    expect(screen.getByText(ORDER_MSG.stockLess)).toBeTruthy();
    await user.clear(quantity());
    await user.type(quantity(), '7{Enter}');
    expect(lines()).toHaveLength(2);
    const quantities = lines().map(
      (l) => (within(l).getByLabelText(/^Quantity of line/) as HTMLInputElement).value,
    );
    expect(quantities).toEqual(['5', '2']);
    expect(screen.getByTestId('sale-total').textContent).toBe('700.00');
  });

  it('adds one to the line when the product is scanned again, and lists out-of-stock variants without letting them be chosen', async () => {
    serve();
    renderSale();
    const user = userEvent.setup({ delay: null });
    await scanCake(user, '4');
    const lineQuantity = () => (screen.getByLabelText('Quantity of line 1') as HTMLInputElement).value;
    // The same barcode again (a scan is typed + Enter): one more on its line, the barcode ready for the next.
    await user.type(barcode(), `${CAKE.bar_code}{Enter}`);
    await waitFor(() => expect(lineQuantity()).toBe('5'), { timeout: 3000 });
    expect(lines()).toHaveLength(1);
    expect(screen.queryByText(ORDER_MSG.alreadyAdded)).toBeNull();
    expect(document.activeElement).toBe(barcode());
    expect((barcode() as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('sale-total').textContent).toBe('500.00');
    // Its batch is full: the next unit comes from the variant's other batch, on a line of its own.
    await user.type(barcode(), `${CAKE.bar_code}{Enter}`);
    await waitFor(() => expect(lines()).toHaveLength(2), { timeout: 3000 });
    expect((screen.getByLabelText('Quantity of line 2') as HTMLInputElement).value).toBe('1');
    expect(screen.getByTestId('sale-total').textContent).toBe('600.00');
    await user.type(screen.getByLabelText('Product name (F3)'), 'tea');
    const results = await screen.findByRole('listbox', { name: 'Product results' });
    expect(within(results).getByText(ORDER_MSG.outOfStock)).toBeTruthy();
    await user.click(within(results).getByText('Tea'));
    expect(lines()).toHaveLength(2);
    expect((quantity() as HTMLInputElement).value).toBe('');
  });

  it('edits a line in place with the spec 5.2 rules', async () => {
    serve();
    renderSale();
    const user = userEvent.setup({ delay: null });
    await scanCake(user);
    const qty = screen.getByLabelText('Quantity of line 1');
    await user.clear(qty);
    await user.type(qty, '9{Enter}');
    expect((qty as HTMLInputElement).value).toBe('2');
    await user.clear(screen.getByLabelText('Discount of line 1'));
    await user.type(screen.getByLabelText('Discount of line 1'), '10{Enter}');
    expect(screen.getByTestId('sale-total').textContent).toBe('180.00');
    const total = screen.getByLabelText('Total price of line 1');
    await user.clear(total);
    await user.type(total, '350{Enter}');
    expect((screen.getByLabelText('Quantity of line 1') as HTMLInputElement).value).toBe('3.5');
    expect((screen.getByLabelText('Discount of line 1') as HTMLInputElement).value).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(lines()).toHaveLength(0);
  });

  it('enables Submit only with enough cash, and sends contract 3.1 with an Idempotency-Key', async () => {
    const { sent } = serve();
    const { receipts } = renderSale();
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Invoice: INV_2_41');
    await scanCake(user);
    const submitAndPrint = screen.getByRole('button', { name: /Submit and Print/ });
    expect(submitAndPrint).toHaveProperty('disabled', true);
    // Not red as soon as the line is added: only once the cashier tries to submit (spec 5.1).
    expect(screen.queryByText(ORDER_MSG.cashRequired)).toBeNull();
    await user.keyboard('{F8}');
    expect(screen.getByText(ORDER_MSG.cashRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('Cash received (F4)'), '150');
    expect(screen.getByText(ORDER_MSG.cashLess)).toBeTruthy();
    await user.type(screen.getByLabelText('Cash received (F4)'), '0');
    expect(screen.getByTestId('cash-returned').textContent).toBe('1,300.00');
    expect(submitAndPrint).toHaveProperty('disabled', false);
    await user.click(submitAndPrint);
    expect(await screen.findByTestId('receipt-slot')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      order_item: [{ batch: 31, price: '100.0000', discount: '0', quantity: '2' }],
      buyer: 9,
      seller: 7,
      total_discount: '0',
      total: '200.0000',
      cash_payment: true,
      amount_received: '1500',
      amount_discount: true,
      payment_service: 'BANK',
      transaction_id: '',
      invoice_id: 'INV_2_41',
      deduct_balance: false,
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(receipts[0]?.id).toBe(57);
  });

  it('keeps the key across a retry, shows the server field errors, and New Order starts a new sale with a new key', async () => {
    let attempt = 0;
    const { sent } = serve(() =>
      ++attempt === 1
        ? { status: 400, body: { total: [ORDER_MSG.totalMismatch] } }
        : { status: 201, body: { id: 57 } },
    );
    renderSale();
    const user = userEvent.setup({ delay: null });
    await scanCake(user);
    await user.type(screen.getByLabelText('Cash received (F4)'), '500');
    await user.click(screen.getByRole('button', { name: /^Submit\sF9/ }));
    expect(await screen.findByText(ORDER_MSG.failed)).toBeTruthy();
    expect(screen.getByText(ORDER_MSG.totalMismatch)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Back to the sale' }));
    await user.keyboard('{F9}');
    expect(await screen.findByText(ORDER_MSG.completed)).toBeTruthy();
    expect(sent[1]?.key).toBe(sent[0]?.key);
    await user.click(await screen.findByRole('button', { name: 'New Order' }));
    await waitFor(() => expect(lines()).toHaveLength(0));
    await scanCake(user);
    await user.type(screen.getByLabelText('Cash received (F4)'), '500');
    await user.keyboard('{F9}');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
  });

  it('says the outcome is unknown when the answer is lost, asks again with the same key and ends in the receipt', async () => {
    let attempt = 0;
    const { sent } = serve(() =>
      ++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : { status: 201, body: { id: 57 } },
    );
    const { receipts } = renderSale();
    const user = userEvent.setup({ delay: null });
    await scanCake(user);
    await user.type(screen.getByLabelText('Cash received (F4)'), '500');
    await user.keyboard('{F8}');
    expect(await screen.findByText(`${ORDER_MSG.outcomeUnknown}.`)).toBeTruthy();
    expect(screen.queryByText(ORDER_MSG.failed)).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Order' })).toBeNull();
    expect(await screen.findByTestId('receipt-slot', {}, { timeout: 3000 })).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(receipts.at(-1)?.id).toBe(57);
    expect(screen.queryByText(`${ORDER_MSG.outcomeUnknown}.`)).toBeNull();
  });

  it('a card payment is for what is due unless another amount is typed, with no cash returned', async () => {
    const { sent } = serve();
    renderSale();
    const user = userEvent.setup({ delay: null });
    await scanCake(user);
    await user.click(screen.getByText('Card'));
    const amount = screen.getByLabelText('Amount received (F4)') as HTMLInputElement;
    expect(amount.value).toBe('200.00');
    expect(screen.queryByTestId('cash-returned')).toBeNull();
    expect(screen.getByRole('button', { name: /Submit and Print/ })).toHaveProperty('disabled', false);
    await user.type(screen.getByLabelText('Transaction ID'), 'TX-1');
    await user.keyboard('{F9}');
    expect(await screen.findByText(ORDER_MSG.completed)).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({
      total: '200.0000',
      amount_received: '200.0000',
      transaction_id: 'TX-1',
    });
  });

  it('takes a split payment: part card, the rest in cash, with change on the cash part', async () => {
    const { sent } = serve();
    renderSale();
    const user = userEvent.setup({ delay: null });
    await scanCake(user);
    await user.click(screen.getByText('Split'));
    await user.type(screen.getByLabelText('Card part'), '150');
    expect(screen.getByTestId('split-cash-part').textContent).toBe('50.00');
    await user.type(screen.getByLabelText('Transaction ID'), 'JC-5');
    await user.type(screen.getByLabelText('Cash received (F4)'), '60');
    expect(screen.getByTestId('cash-returned').textContent).toBe('10.00');
    await user.keyboard('{F9}');
    expect(await screen.findByText(ORDER_MSG.completed)).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({
      buyer: 9,
      total: '200.0000',
      amount_received: '60',
      payments: [
        { method: 'CASH', amount: '50.0000' },
        { method: 'CARD', amount: '150.0000', payment_service: 'BANK', transaction_id: 'JC-5' },
      ],
    });
  });

  it('shows no cash part or change while the card part is more than the total, and will not submit', async () => {
    const { sent } = serve();
    renderSale();
    const user = userEvent.setup({ delay: null });
    await scanCake(user);
    await user.click(screen.getByText('Split'));
    await user.type(screen.getByLabelText('Card part'), '300');
    await user.type(screen.getByLabelText('Cash received (F4)'), '100');
    expect(screen.queryByTestId('split-cash-part')).toBeNull();
    expect(screen.getByTestId('split-excess').textContent).toBe(SPLIT_MSG.overTotalBy('100.00'));
    expect(screen.getByTestId('cash-returned').textContent).toBe('—');
    expect(screen.getByRole('button', { name: /Submit and Print/ })).toHaveProperty('disabled', true);
    await user.keyboard('{F9}');
    expect(sent).toHaveLength(0);
    await user.clear(screen.getByLabelText('Card part'));
    await user.type(screen.getByLabelText('Card part'), '150');
    expect(screen.getByTestId('split-cash-part').textContent).toBe('50.00');
    expect(screen.getByTestId('cash-returned').textContent).toBe('50.00');
  });

  it('sends non_field_errors to the Error modal', async () => {
    serve(() => ({ status: 400, body: { non_field_errors: ['Stock ran out for batch 31.'] } }));
    renderSale();
    const user = userEvent.setup({ delay: null });
    await scanCake(user);
    await user.type(screen.getByLabelText('Cash received (F4)'), '500');
    await user.keyboard('{F8}');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Stock ran out for batch 31.')).toBeTruthy();
  });

  it('takes a return with negative quantities and no cash, sent as RETURNED', async () => {
    const { sent } = serve();
    renderSale();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Return Order'));
    await user.type(barcode(), `${CAKE.bar_code}{Enter}`);
    await waitFor(() => expect((quantity() as HTMLInputElement).value).toBe('-1'));
    await user.clear(quantity());
    await user.type(quantity(), '1{Enter}');
    expect(screen.getByText(ORDER_MSG.returnNegative)).toBeTruthy();
    await user.clear(quantity());
    await user.type(quantity(), '-2{Enter}');
    expect(lines()).toHaveLength(1);
    expect(screen.getByLabelText('Return Order')).toHaveProperty('disabled', true);
    await user.keyboard('{F9}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ status: 'RETURNED', amount_received: '0', total: '-200.0000' });
  });

  it('asks before cancelling the order', async () => {
    serve();
    renderSale();
    const user = userEvent.setup({ delay: null });
    await scanCake(user);
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText(ORDER_MSG.cancelConfirm)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(lines()).toHaveLength(0));
  });

  it('the touch grid, when switched on, picks a category tile, types the quantity on the keypad and adds the line', async () => {
    localStorage.removeItem('tillwise.touchGrid');
    serve();
    renderSale();
    const user = userEvent.setup({ delay: null });
    // Off by default: the keyboard counter renders nothing of it.
    expect(screen.queryByRole('group', { name: 'Keypad' })).toBeNull();
    await user.click(screen.getByTestId('touch-toggle'));
    const grid = await screen.findByRole('region', { name: 'Touch grid' });
    expect(await within(grid).findByText(/No favourites yet/)).toBeTruthy();
    await user.click(await within(grid).findByText('Bakery'));
    await user.click(await within(grid).findByRole('button', { name: /^Cake/ }));
    await waitFor(() =>
      expect((screen.getByLabelText('Product name (F3)') as HTMLInputElement).value).toBe('Cake'),
    );
    await user.click(screen.getByRole('button', { name: 'Keypad 3' }));
    expect((quantity() as HTMLInputElement).value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Keypad backspace' }));
    await user.click(screen.getByRole('button', { name: 'Keypad 2' }));
    expect((quantity() as HTMLInputElement).value).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Keypad Add' }));
    expect(lines()).toHaveLength(1);
    expect(screen.getByTestId('sale-total').textContent).toBe('200.00');
    // A star keeps the cake among the favourites, on this till, for this cashier.
    await user.click(within(grid).getByRole('button', { name: 'Add Cake to favourites' }));
    expect(JSON.parse(localStorage.getItem(`tillwise.favourites.${me.id}`) ?? '[]')).toEqual([CAKE.id]);
    // Switched off again, it is gone, and stays off after a reload.
    await user.click(screen.getByTestId('touch-toggle'));
    expect(screen.queryByRole('region', { name: 'Touch grid' })).toBeNull();
    expect(localStorage.getItem('tillwise.touchGrid')).toBe('off');
  });
});
