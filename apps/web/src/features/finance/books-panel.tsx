import { Button, Group, Select, Stack, Switch, Table, TextInput } from '@mantine/core';
import type { TrialBalanceRowWire, UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { useFormatter, useT } from '../../i18n';
import { describeApiError, isApiError } from '../../lib/api-error';
import { useLedgerCompanies } from './api/get-ledger-companies';
import { useTrialBalance } from './api/get-trial-balance';
import { BooksCheck } from './books-check';
import { todayIso } from './money';
import { PartyStatementPanel } from './party-statement-panel';
import { StatementPanel } from './statement-panel';

const isZero = (r: TrialBalanceRowWire) => Number(r.debit) === 0 && Number(r.credit) === 0;

/** The Books tab: a company's trial balance on a day, and any account's statement below it. */
export function BooksPanel({ user }: { user: UserWire }) {
  const t = useT();
  const f = useFormatter();
  const companies = useLedgerCompanies();
  const [company, setCompany] = useState<string>(String(user.company?.id ?? ''));
  const [date, setDate] = useState(todayIso());
  const [hideEmpty, setHideEmpty] = useState(true);
  const [account, setAccount] = useState<TrialBalanceRowWire | null>(null);
  const trial = useTrialBalance(company ? Number(company) : null, date || todayIso());
  const rows = trial.data?.rows.filter((r) => !hideEmpty || !isZero(r));
  const error = trial.error
    ? isApiError(trial.error)
      ? describeApiError(trial.error)
      : t('finance.failed')
    : null;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <Select
          label={t('finance.books.company')}
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
          label={t('finance.books.asAt')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <Switch
          label={t('finance.books.hideEmpty')}
          checked={hideEmpty}
          onChange={(e) => setHideEmpty(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <BooksCheck company={company ? Number(company) : null} />
      <DataTable
        caption={t('finance.books.trialBalance')}
        columns={[
          { header: t('finance.col.account'), cell: (r) => r.name },
          { header: t('finance.col.type'), cell: (r) => t(`finance.kind.${r.kind}`) },
          {
            header: t('finance.col.debit'),
            cell: (r) => (Number(r.debit) ? f.money(r.debit) : ''),
            align: 'right',
          },
          {
            header: t('finance.col.credit'),
            cell: (r) => (Number(r.credit) ? f.money(r.credit) : ''),
            align: 'right',
          },
          {
            header: t('finance.col.lines'),
            align: 'right',
            cell: (r) => (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setAccount(r)}
                aria-label={t('finance.books.statementOf', { name: r.name })}
              >
                {t('finance.books.statement')}
              </Button>
            ),
          },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
        loading={trial.isFetching}
        error={error}
        onRetry={() => void trial.refetch()}
        emptyText={t('finance.books.empty')}
        footer={
          trial.data && (
            <Table.Tr>
              <Table.Th colSpan={2}>{t('finance.total')}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }} data-testid="total-debit">
                {f.money(trial.data.total_debit)}
              </Table.Th>
              <Table.Th style={{ textAlign: 'end' }} data-testid="total-credit">
                {f.money(trial.data.total_credit)}
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
