import { ActionIcon, Paper, Table, Text } from '@mantine/core';
import { D } from '@tillwise/domain';
import { useFormatter, useT } from '../../i18n';
import type { JournalRowInput } from './api/post-journal-entry';

/** A row of the local table: what is sent (its amount as the text typed), and the names it shows. */
export type LocalRow = JournalRowInput & {
  amount: string;
  key: number;
  /** The party's name as picked; empty for SELF (named in the reader's language). */
  payorLabel: string;
  payeeLabel: string;
};

export interface JournalTableProps {
  rows: LocalRow[];
  onRemove: (key: number) => void;
  /** Messages the server gave, by row key. */
  rowErrors: Record<number, string>;
}

/** The Journal Entry tab's local table: what will be posted, whole, by Submit. */
export function JournalTable({ rows, onRemove, rowErrors }: JournalTableProps) {
  const t = useT();
  const f = useFormatter();
  const total = rows.reduce((sum, r) => sum.plus(r.amount), new D(0));
  const party = (label: string) => label || t('finance.party.self');
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing="xs" aria-label={t('finance.journal.rows')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('finance.journal.deptName')}</Table.Th>
            <Table.Th>{t('finance.form.payor')}</Table.Th>
            <Table.Th>{t('finance.form.payee')}</Table.Th>
            <Table.Th>{t('finance.journal.method')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('finance.col.amount')}</Table.Th>
            <Table.Th aria-label={t('finance.journal.remove')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text size="sm" c="dimmed" ta="center" py="sm">
                  {t('finance.journal.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row, i) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                {row.deptname}
                {rowErrors[row.key] && (
                  <Text size="xs" c="red.7" role="alert">
                    {rowErrors[row.key]}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{party(row.payorLabel)}</Table.Td>
              <Table.Td>{party(row.payeeLabel)}</Table.Td>
              <Table.Td>
                {row.method === 'cash' ? t('finance.journal.cash') : t('finance.journal.credit')}
              </Table.Td>
              <Table.Td style={{ textAlign: 'end' }}>{f.money(row.amount)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('finance.journal.removeRow', { number: i + 1 })}
                  onClick={() => onRemove(row.key)}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {rows.length > 0 && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4}>{t('finance.total')}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }}>{f.money(total.toFixed(4))}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Paper>
  );
}
