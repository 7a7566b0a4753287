import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { ExpenseSummaryPage } from './expense-summary-page';

const me = demoUser('ADMIN', 'STORE');
const payor = { ...me, company: me.company };
const row = (id: number, amount: string, service: string | null) => ({
  id,
  transaction_id: '',
  payor,
  payee: payor,
  payment_service: service ? { service } : null,
  p_s: Number(amount) > 0 ? 'Received' : 'Expense',
  description: `row ${id}`,
  amount,
  // Local time (no offset), so the test reads the same in every time zone.
  created: '2026-03-05T10:00:00.000',
  company: 2,
  journal_entry: id,
  department: null,
  settlement: null,
});
const summary = {
  company: { id: 2, company_name: 'Central Store', company_type: 'STORE' },
  start_date: '2026-03-05',
  end_date: '2026-03-05',
  starting_balance: '800.0000',
  closing_balance: '860.0000',
  current_balance: '860.0000',
  total_credit: '100.0000',
  total_debit: '40.0000',
  total_expense: '40.0000',
  records_funds: '60.0000',
  other_funds: '0.0000',
  expenses_by_account: [{ purpose: 'EXPENSES', name: 'Expenses', amount: '40.0000' }],
};

function api() {
  return fakeApi({
    'GET /api/transaction/': () => ({
      status: 200,
      body: {
        count: 2,
        next: null,
        previous: null,
        results: [row(1, '100.0000', null), row(2, '-40.0000', 'BANK')],
      },
    }),
    'GET /api/expense-summary/': () => ({ status: 200, body: summary }),
  });
}

describe('the Expense Summary screen', () => {
  it('fills Credit for money in and Debit for money out, names the payment service, and shows the time, with the balances from the journal', async () => {
    api();
    renderAt(<ExpenseSummaryPage user={me} />, '/expense-summary');
    const rows = await screen.findAllByRole('row');
    const cells = (i: number) =>
      within(rows[i] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(1)).toEqual([
      '1',
      '-',
      'demo - Central Store',
      'demo - Central Store',
      'Cash',
      'row 1',
      '100.00',
      '',
      '100.00',
      '2026-03-05 10:00',
    ]);
    expect(cells(2)).toEqual([
      '2',
      '-',
      'demo - Central Store',
      'demo - Central Store',
      'Bank',
      'row 2',
      '',
      '40.00',
      '-40.00',
      '2026-03-05 10:00',
    ]);
    expect(screen.getByTestId('starting-balance').textContent).toBe('800.00');
    expect(screen.getByTestId('current-balance').textContent).toBe('860.00');
    expect(screen.getByTestId('total-expense').textContent).toBe('40.00');
  });

  it("says 'invalid date range' for a start after the end and does not search", async () => {
    const mock = api();
    renderAt(<ExpenseSummaryPage user={me} />, '/expense-summary');
    const user = userEvent.setup();
    await screen.findAllByRole('row');
    const before = mock.mock.calls.length;
    await user.click(screen.getByLabelText('Custom'));
    await user.clear(screen.getByLabelText('Start'));
    await user.type(screen.getByLabelText('Start'), '2026-03-09');
    await user.clear(screen.getByLabelText('End'));
    await user.type(screen.getByLabelText('End'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe(MSG.invalidDateRange);
    expect(mock.mock.calls.length).toBe(before);
  });

  it('does not say "No records" alone when the range has expenses the till or the stock posted', async () => {
    fakeApi({
      'GET /api/transaction/': () => ({
        status: 200,
        body: { count: 0, next: null, previous: null, results: [] },
      }),
      'GET /api/expense-summary/': () => ({
        status: 200,
        body: {
          ...summary,
          total_expense: '350.0000',
          expenses_by_account: [{ purpose: 'EXPENSES', name: 'Expenses', amount: '350.0000' }],
        },
      }),
    });
    renderAt(<ExpenseSummaryPage user={me} />, '/expense-summary');
    expect(
      await screen.findByText(/No finance records in this range\. The expenses of 350\.00/),
    ).toBeTruthy();
    expect(screen.queryByText('No records in this range.')).toBeNull();
    expect(screen.getByTestId('expenses-by-account').textContent).toBe(
      'Expenses by account: Expenses 350.00',
    );
  });
});
