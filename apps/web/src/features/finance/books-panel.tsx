import { Button, Group, Select, Stack, Switch, Table, TextInput } from '@mantine/core';
import type { TrialBalanceRowWire, UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { describeApiError, isApiError } from '../../lib/api-error';
import { useLedgerCompanies } from './api/get-ledger-companies';
import { useTrialBalance } from './api/get-trial-balance';
import { BooksCheck } from './books-check';
import { money, todayIso } from './money';
import { PartyStatementPanel } from './party-statement-panel';
import { StatementPanel } from './statement-panel';

const KIND_LABELS: Record<TrialBalanceRowWire['kind'], string> = {
  ASSET: 'Asset',
  LIABILITY: 'Liability',
  EQUITY: 'Equity',
  INCOME: 'Income',
  EXPENSE: 'Expense',
};
const isZero = (r: TrialBalanceRowWire) => Number(r.debit) === 0 && Number(r.credit) === 0;

/** The Books tab: a company's trial balance on a day, and any account's statement below it. */
export function BooksPanel({ user }: { user: UserWire }) {
  const companies = useLedgerCompanies();
  const [company, setCompany] = useState<string>(String(user.company?.id ?? ''));
  const [date, setDate] = useState(todayIso());
  const [hideEmpty, setHideEmpty] = useState(true);
  const [account, setAccount] = useState<TrialBalanceRowWire | null>(null);
  const trial = useTrialBalance(company ? Number(company) : null, date || todayIso());
  const rows = trial.data?.rows.filter((r) => !hideEmpty || !isZero(r));
  const error = trial.error ? (isApiError(trial.error) ? describeApiError(trial.error) : 'Failed') : null;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <Select
          label="Company"
          data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name }))}
          value={company}
          allowDeselect={false}
          onChange={(v) => {
            setCompany(v ?? '');
            setAccount(null);
          }}
          w={240}
        />
        <TextInput
          type="date"
          label="As at the end of"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <Switch
          label="Hide accounts without a balance"
          checked={hideEmpty}
          onChange={(e) => setHideEmpty(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <BooksCheck company={company ? Number(company) : null} />
      <DataTable
        caption="Trial balance"
        columns={[
          { header: 'Account', cell: (r) => r.name },
          { header: 'Type', cell: (r) => KIND_LABELS[r.kind] },
          { header: 'Debit', cell: (r) => (Number(r.debit) ? money(r.debit) : ''), align: 'right' },
          { header: 'Credit', cell: (r) => (Number(r.credit) ? money(r.credit) : ''), align: 'right' },
          {
            header: 'Lines',
            align: 'right',
            cell: (r) => (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setAccount(r)}
                aria-label={`Statement of ${r.name}`}
              >
                Statement
              </Button>
            ),
          },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
        loading={trial.isFetching}
        error={error}
        onRetry={() => void trial.refetch()}
        emptyText="No account has a balance on this day."
        footer={
          trial.data && (
            <Table.Tr>
              <Table.Th colSpan={2}>Total</Table.Th>
              <Table.Th style={{ textAlign: 'right' }} data-testid="total-debit">
                {money(trial.data.total_debit)}
              </Table.Th>
              <Table.Th style={{ textAlign: 'right' }} data-testid="total-credit">
                {money(trial.data.total_credit)}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          )
        }
      />
      {account &&
        (account.purpose === 'RECEIVABLE' || account.purpose === 'PAYABLE' ? (
          <PartyStatementPanel key={account.id} account={account} />
        ) : (
          <StatementPanel key={account.id} account={account} />
        ))}
    </Stack>
  );
}
