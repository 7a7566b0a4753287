import { ActionIcon, Paper, Table, Text } from '@mantine/core';
import { D } from '@tillwise/domain';
import type { JournalRowInput } from './api/post-journal-entry';
import { money } from './money';

/** A row of the local table: what is sent (its amount as the text typed), and the names it shows. */
export type LocalRow = JournalRowInput & {
  amount: string;
  key: number;
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
  const total = rows.reduce((sum, r) => sum.plus(r.amount), new D(0));
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing="xs" aria-label="Journal entry rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dept Name</Table.Th>
            <Table.Th>Payor</Table.Th>
            <Table.Th>Payee</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Amount</Table.Th>
            <Table.Th aria-label="Remove" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text size="sm" c="dimmed" ta="center" py="sm">
                  Add rows above; Submit posts them together as one entry.
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
              <Table.Td>{row.payorLabel}</Table.Td>
              <Table.Td>{row.payeeLabel}</Table.Td>
              <Table.Td>{row.method === 'cash' ? 'Cash' : 'Credit'}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{money(row.amount)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove row ${i + 1}`}
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
              <Table.Th colSpan={4}>Total</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{money(total.toFixed(4))}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Paper>
  );
}
