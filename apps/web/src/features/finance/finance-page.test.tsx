import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { FinancePage } from './finance-page';

const me = demoUser('ADMIN', 'STORE');
const empty = () => ({ status: 200, body: { count: 0, next: null, previous: null, results: [] } });
const vendor = {
  ...demoUser('VENDOR', 'VENDOR', 'Tariq'),
  id: 31,
  username: '03214567890',
  company: {
    ...me.company,
    id: 4,
    company_name: 'Green Farms',
    company_type: 'VENDOR' as const,
    balance: '0.0000',
  },
};

function api(extra = {}) {
  return fakeApi({
    'GET /api/finance-parties/': () => ({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [vendor] },
    }),
    'GET /api/ledger/companies/': empty,
    'GET /api/user-data/': () => ({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [me] },
    }),
    ...extra,
  });
}
const sentBody = (mock: ReturnType<typeof fakeApi>, path: string) => {
  const call = mock.mock.calls.find(([url, init]) => String(url).includes(path) && init?.method === 'POST');
  return JSON.parse(String(call?.[1]?.body));
};

describe('the Finance screen', () => {
  it('shows the five tabs of the original and Books', () => {
    api();
    renderRoutes([{ path: '/expense', element: <FinancePage user={me} /> }], '/expense');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Cash Received', 'Debit', 'Credit', 'Journal Entry', 'Expense', 'Books']);
  });

  it('opens Cash Received for a tab it does not have, rather than no tab at all', () => {
    api();
    renderRoutes([{ path: '/expense', element: <FinancePage user={me} /> }], '/expense?tab=statement');
    expect(screen.getByRole('tab', { name: 'Cash Received' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Save Cash Received' })).toBeTruthy();
  });

  it('gives the spec messages at their fields before calling the server', async () => {
    const mock = api();
    renderRoutes([{ path: '/expense', element: <FinancePage user={me} /> }], '/expense');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save Cash Received' }));
    expect(screen.getByText(MSG.amountRequired)).toBeTruthy();
    expect(screen.getByText(MSG.descriptionRequired)).toBeTruthy();
    // Typing in a field takes its message away; the other field's stays until it is mended.
    await user.type(screen.getByLabelText(/Received amount/), 'ten');
    expect(screen.queryByText(MSG.amountRequired)).toBeNull();
    expect(screen.getByText(MSG.descriptionRequired)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Cash Received' }));
    expect(screen.getByText(MSG.onlyNumbers)).toBeTruthy();
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends an Expense negated with SELF for both parties, and says "Transaction Successful!"', async () => {
    const mock = api({ 'POST /api/transaction/': () => ({ status: 201, body: { id: 9 } }) });
    renderRoutes([{ path: '/expense', element: <FinancePage user={me} /> }], '/expense?tab=expense');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Expense amount/), '250.5');
    await user.type(screen.getByLabelText(/Description/), 'Electricity');
    await user.selectOptions(screen.getByLabelText('Paid by'), 'BANK');
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    expect(await screen.findByText(MSG.transactionSuccessful)).toBeTruthy();
    expect(sentBody(mock, 'transaction/')).toEqual({
      payor: -1,
      payee: -1,
      amount: '-250.5',
      transaction_id: '',
      description: 'Electricity',
      p_s: 'Expense',
      payment_service: 'BANK',
    });
    await waitFor(() => expect((screen.getByLabelText(/Expense amount/) as HTMLInputElement).value).toBe(''));
    // The next expense starts from Cash again, like every other field of the form.
    expect((screen.getByLabelText('Paid by') as HTMLSelectElement).value).toBe('CASH');
  });

  it("shows the server's field message next to its field", async () => {
    const mock = api({
      'POST /api/transaction/': () => ({
        status: 400,
        body: { payor: ['Invalid pk "31" - object does not exist.'] },
      }),
    });
    renderRoutes([{ path: '/expense', element: <FinancePage user={me} /> }], '/expense?tab=debit');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Payor' }));
    // jsdom never finishes the dropdown's transition, so the options stay "hidden" to queries.
    await user.click(
      await screen.findByRole('option', { name: /Tariq - 03214567890 - Green Farms/, hidden: true }),
    );
    await user.type(screen.getByLabelText(/Debit amount/), '30');
    await user.type(screen.getByLabelText(/Description/), 'paid');
    await user.click(screen.getByRole('button', { name: 'Save Debit' }));
    expect(await screen.findByText('Invalid pk "31" - object does not exist.')).toBeTruthy();
    expect(screen.queryByText(MSG.transactionSuccessful)).toBeNull();
    expect(sentBody(mock, 'transaction/')).toMatchObject({
      payor: 31,
      payee: -1,
      amount: '-30',
      p_s: 'Debit',
    });
  });
});
