import { screen, within } from '@testing-library/react';
import type { TrialBalanceRowWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { StatementPanel } from './statement-panel';

const cash: TrialBalanceRowWire = {
  id: 5,
  company: 2,
  name: 'Cash',
  kind: 'ASSET',
  purpose: 'CASH',
  counterparty_company: null,
  counterparty_user: null,
  debit: '1500.0000',
  credit: '0.0000',
};

describe('an account statement', () => {
  it('dates each line with the day and time the other screens use', async () => {
    fakeApi({
      'GET /api/ledger/statement/': (_, url) => ({
        status: 200,
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 9,
              entry: 4,
              // Local time (no offset), so the test reads the same in every time zone.
              created: '2026-11-27T00:14:00.000',
              memo: 'Cash received',
              source_type: 'TRANSACTION',
              debit: '1500.0000',
              credit: '0.0000',
              balance: '1500.0000',
            },
          ],
          account: cash,
          start_date: url.searchParams.get('start_date'),
          end_date: url.searchParams.get('end_date'),
          opening_balance: '0.0000',
          closing_balance: '1500.0000',
        },
      }),
    });
    renderAt(<StatementPanel account={cash} />, '/expense');
    const line = (await screen.findByText('Cash received')).closest('tr') as HTMLElement;
    expect(within(line).getAllByRole('cell')[0]?.textContent).toBe('2026-11-27 00:14');
    expect(within(line).getAllByRole('cell')[5]?.textContent).toBe('1,500.00');
  });
});
