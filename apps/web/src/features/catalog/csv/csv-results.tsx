import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { CsvRowResult, CsvRowStatus } from '@tillwise/domain';

const COLOURS: Record<CsvRowStatus, string> = {
  new: 'teal',
  changed: 'blue',
  unchanged: 'gray',
  rejected: 'red',
};
const ORDER: CsvRowStatus[] = ['new', 'changed', 'unchanged', 'rejected'];

/** How many rows fall in each status, e.g. "2 new · 1 changed · 40 unchanged · 1 rejected". */
export function CsvSummary({ results }: { results: CsvRowResult[] }) {
  return (
    <Group gap="xs" aria-label="Summary">
      {ORDER.map((status) => (
        <Badge key={status} color={COLOURS[status]} variant="light" data-testid={`csv-${status}`}>
          {results.filter((r) => r.status === status).length} {status}
        </Badge>
      ))}
    </Group>
  );
}

/** Every row that does something or is refused; unchanged rows are only counted. */
export function CsvResultsTable({ results }: { results: CsvRowResult[] }) {
  const shown = results.filter((r) => r.status !== 'unchanged');
  if (shown.length === 0) return <Text size="sm">Nothing in this file changes anything.</Text>;
  return (
    <ScrollArea.Autosize mah={320}>
      <Table striped verticalSpacing={4} fz="sm" aria-label="Rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>Row</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th w={130}>Status</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((r) => (
            <Table.Tr key={r.line}>
              <Table.Td>{r.line}</Table.Td>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td>
                <Badge color={COLOURS[r.status]} variant="light" style={{ overflow: 'visible' }}>
                  {r.status}
                </Badge>
              </Table.Td>
              <Table.Td>{[...r.reasons, ...r.changes].join('; ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
