import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { isValidRange, type PartyStatement, type TrialBalanceRowWire, toCsv } from '@tillwise/domain';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { DataTable } from '../../components/data-table';
import { describeApiError, isApiError } from '../../lib/api-error';
import { dateTime } from '../../lib/format';
import { usePartyStatement } from './api/party-credit';
import { money, monthStartIso, todayIso } from './money';
import classes from './print-sheet.module.css';
import { SettleModal } from './settle-modal';
import { StatementRange } from './statement-range';

const KIND_LABEL = {
  invoice: 'Invoice',
  payment: 'Payment',
  refund: 'Refund',
  adjustment: 'Adjustment',
} as const;
const BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
/** Lines shown per page on screen; print and CSV carry them all. */
const PAGE = 50;

/** The statement as CSV: the figures first, then every line (docs/domain/credit.md, "Statements"). */
export function statementCsv(s: PartyStatement): string {
  const rows: string[][] = [
    ['Statement', s.party],
    ['Company', s.company.company_name],
    ['From', s.start_date],
    ['To', s.end_date],
    ['Opening balance', s.opening_balance],
    ['Invoices', s.invoices],
    ['Payments', s.payments],
    ['Refunds', s.refunds],
    ['Adjustments', s.adjustments],
    ['Closing balance', s.closing_balance],
    ...BUCKETS.map((b) => [`Ageing ${b} days`, s.ageing[b]]),
    [],
    ['Date', 'Kind', 'Reference', 'Memo', 'Debit', 'Credit', 'Balance'],
    ...s.lines.map((l) => [l.created, KIND_LABEL[l.kind], l.reference, l.memo, l.debit, l.credit, l.balance]),
  ];
  return toCsv(rows);
}

function download(s: PartyStatement) {
  const url = URL.createObjectURL(new Blob([statementCsv(s)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `statement-${s.party.replace(/[^\w-]+/g, '-')}-${s.start_date}-${s.end_date}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The figures of a statement: opening, each kind, closing, and the ageing at the end. */
function Figures({ s }: { s: PartyStatement }) {
  const cells: [string, string, string][] = [
    ['Opening balance', s.opening_balance, 'opening'],
    ['Invoices', s.invoices, 'invoices'],
    ['Payments', s.payments, 'payments'],
    ['Refunds', s.refunds, 'refunds'],
    ['Closing balance', s.closing_balance, 'closing'],
  ];
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {cells.map(([label, value, id]) => (
          <div key={id}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} data-testid={`statement-${id}`}>
              {money(value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Table withTableBorder withColumnBorders w="auto" data-testid="statement-ageing">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ageing at {s.end_date}</Table.Th>
            {BUCKETS.map((b) => (
              <Table.Th key={b} ta="right">
                {b} days
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Owed</Table.Td>
            {BUCKETS.map((b) => (
              <Table.Td key={b} ta="right">
                {money(s.ageing[b])}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The paper statement (A4, a portal on <body> that only print shows). */
function StatementSheet({ s }: { s: PartyStatement }) {
  return createPortal(
    <section className={classes.sheet} data-testid="statement-sheet" aria-label="Statement print view">
      <div className={classes.letterhead}>
        <div>
          <div className={classes.company}>{s.company.company_name}</div>
          <h1 className={classes.title}>
            Statement of account: {s.party} ({s.party_kind})
          </h1>
        </div>
      </div>
      <div className={classes.meta}>
        <span>
          Period: {s.start_date} to {s.end_date}
        </span>
        <span>Opening: {money(s.opening_balance)}</span>
        <span>Invoices: {money(s.invoices)}</span>
        <span>Payments: {money(s.payments)}</span>
        <span>Refunds: {money(s.refunds)}</span>
        <span>Closing: {money(s.closing_balance)}</span>
      </div>
      <div className={classes.meta}>
        {BUCKETS.map((b) => (
          <span key={b}>
            {b} days: {money(s.ageing[b])}
          </span>
        ))}
      </div>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>Date</th>
            <th>Kind</th>
            <th>Reference</th>
            <th>Memo</th>
            <th className={classes.right}>Debit</th>
            <th className={classes.right}>Credit</th>
            <th className={classes.right}>Balance</th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l) => (
            <tr key={l.id}>
              <td>{dateTime(l.created)}</td>
              <td>{KIND_LABEL[l.kind]}</td>
              <td>{l.reference}</td>
              <td>{l.memo}</td>
              <td className={classes.right}>{Number(l.debit) ? money(l.debit) : ''}</td>
              <td className={classes.right}>{Number(l.credit) ? money(l.credit) : ''}</td>
              <td className={classes.right}>{money(l.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>,
    document.body,
  );
}

/**
 * A customer's or vendor's statement (Finance › Books, a receivable or payable account): the
 * period's figures and ageing on screen, Print (A4, or PDF through the browser's print), CSV, and
 * for a customer, Receive payment against their open invoices.
 */
export function PartyStatementPanel({ account }: { account: TrialBalanceRowWire }) {
  const [start, setStart] = useState(monthStartIso());
  const [end, setEnd] = useState(todayIso());
  const [settling, setSettling] = useState(false);
  const [page, setPage] = useState(1);
  const valid = isValidRange(start, end);
  const statement = usePartyStatement(valid ? { account: account.id, start, end } : null);
  const s = statement.data;
  const error = statement.error
    ? isApiError(statement.error)
      ? describeApiError(statement.error)
      : 'Failed'
    : null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={3} size="h5">
            Statement: {s?.party ?? account.name}
          </Title>
          <Group gap="xs" align="flex-end">
            <StatementRange
              start={start}
              end={end}
              valid={valid}
              onChange={(range) => {
                setStart(range.start);
                setEnd(range.end);
                setPage(1);
              }}
            />
            <Button
              variant="default"
              disabled={!s}
              onClick={() => window.print()}
              data-testid="statement-print"
            >
              Print / PDF
            </Button>
            <Button
              variant="default"
              disabled={!s}
              onClick={() => s && download(s)}
              data-testid="statement-csv"
            >
              CSV
            </Button>
            {account.counterparty_user !== null && account.purpose === 'RECEIVABLE' && (
              <Button onClick={() => setSettling(true)} data-testid="receive-payment">
                Receive payment
              </Button>
            )}
          </Group>
        </Group>
        {s && <Figures s={s} />}
        <DataTable
          caption={`Statement lines of ${account.name}`}
          columns={[
            { header: 'Date', cell: (l) => dateTime(l.created) },
            { header: 'Kind', cell: (l) => KIND_LABEL[l.kind] },
            { header: 'Reference', cell: (l) => l.reference },
            { header: 'Memo', cell: (l) => l.memo },
            { header: 'Debit', cell: (l) => (Number(l.debit) ? money(l.debit) : ''), align: 'right' },
            { header: 'Credit', cell: (l) => (Number(l.credit) ? money(l.credit) : ''), align: 'right' },
            { header: 'Balance', cell: (l) => money(l.balance), align: 'right' },
          ]}
          rows={s?.lines.slice((page - 1) * PAGE, page * PAGE)}
          rowKey={(l) => l.id}
          loading={statement.isFetching}
          error={error}
          onRetry={() => void statement.refetch()}
          emptyText="No lines in this period."
          pagination={s ? { page, count: s.lines.length, pageSize: PAGE, onPage: setPage } : undefined}
        />
      </Stack>
      {s && <StatementSheet s={s} />}
      {settling && account.counterparty_user !== null && (
        <SettleModal
          customer={account.counterparty_user}
          name={s?.party ?? account.name}
          onClose={() => setSettling(false)}
          onDone={() => {
            setSettling(false);
            void statement.refetch();
          }}
        />
      )}
    </Paper>
  );
}
