import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { JournalEntryForm } from './journal-entry-form';

const me = demoUser('ADMIN', 'STORE');
const list = (results: unknown[]) => () => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});
const colleague = { ...demoUser('ADMIN', 'RETIAL', 'Ayesha'), id: 12, username: 'outletadmin' };
const companies = [
  { id: 2, company_name: 'Central Store', company_type: 'STORE' },
  { id: 3, company_name: 'City Outlet', company_type: 'RETIAL' },
];

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: RegExp) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`no list for ${label}`);
  // jsdom never finishes the dropdown's transition, so the options stay "hidden" to queries.
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('the Journal Entry tab', () => {
  it('checks each row as it is added, and refuses to submit an empty table', async () => {
    const mock = fakeApi({
      'GET /api/finance-parties/': list([colleague]),
      'GET /api/ledger/companies/': list(companies),
    });
    renderAt(<JournalEntryForm user={me} onSuccess={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe(MSG.noTableData);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(MSG.payorPayeeSame)).toBeTruthy();
    expect(screen.getByText(MSG.departmentRequired)).toBeTruthy();
    expect(screen.getByText(MSG.amountRequired)).toBeTruthy();
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('posts the whole local table as one array of rows', async () => {
    let sent: unknown;
    const done: string[] = [];
    fakeApi({
      'GET /api/finance-parties/': list([colleague]),
      'GET /api/ledger/companies/': list(companies),
      'POST /api/journal-entry/': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { journal_entry: 5, results: [] } };
      },
    });
    renderAt(<JournalEntryForm user={me} onSuccess={() => done.push('ok')} />);
    const user = userEvent.setup({ delay: null });
    await choose(user, 'Payee', /outletadmin/);
    await choose(user, 'Dept', /Central Store/);
    await user.type(screen.getByLabelText(/Amount/), '300');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await choose(user, 'Dept', /City Outlet/);
    await user.type(screen.getByLabelText(/Amount/), '600');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const table = screen.getByRole('table', { name: 'Journal entry rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('900.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Add rows above; Submit posts them together as one entry.');
    expect(done).toEqual(['ok']);
    expect(sent).toEqual([
      {
        p_s: 'JE',
        method: 'cash',
        payor: '-1',
        payee: '12',
        dept: '2',
        deptname: 'Central Store',
        amount: '300',
        description: '',
      },
      {
        p_s: 'JE',
        method: 'cash',
        payor: '-1',
        payee: '12',
        dept: '3',
        deptname: 'City Outlet',
        amount: '600',
        description: '',
      },
    ]);
  });

  it("adds the row on Enter, and keeps a refused row's message on that row when another is removed", async () => {
    fakeApi({
      'GET /api/finance-parties/': list([colleague]),
      'GET /api/ledger/companies/': list(companies),
      'POST /api/journal-entry/': () => ({
        status: 400,
        body: { '1': ['City Outlet cannot take this entry.'] },
      }),
    });
    renderAt(<JournalEntryForm user={me} onSuccess={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await choose(user, 'Payee', /outletadmin/);
    await choose(user, 'Dept', /Central Store/);
    await user.type(screen.getByLabelText(/Amount/), '300{Enter}');
    await choose(user, 'Dept', /City Outlet/);
    await user.type(screen.getByLabelText(/Amount/), '600{Enter}');
    const table = screen.getByRole('table', { name: 'Journal entry rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await within(table).findByText('City Outlet cannot take this entry.');
    expect(message.closest('tr')?.textContent).toContain('City Outlet');
    await user.click(within(table).getByRole('button', { name: 'Remove row 1' }));
    expect(
      within(table).getByText('City Outlet cannot take this entry.').closest('tr')?.textContent,
    ).toContain('600.00');
  });
});
