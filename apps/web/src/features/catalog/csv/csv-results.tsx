import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { CsvRowResult, CsvRowStatus } from '@tillwise/domain';
import { Ltr, useT } from '../../../i18n';
import { useCatalogMessage } from '../messages';

const COLOURS: Record<CsvRowStatus, string> = {
  new: 'teal',
  changed: 'blue',
  unchanged: 'gray',
  rejected: 'red',
};
const ORDER: CsvRowStatus[] = ['new', 'changed', 'unchanged', 'rejected'];

/** How many rows fall in each status, e.g. "2 new · 1 changed · 40 unchanged · 1 rejected". */
export function CsvSummary({ results }: { results: CsvRowResult[] }) {
  const t = useT();
  return (
    <Group gap="xs" aria-label={t('catalog.csv.summary')}>
      {ORDER.map((status) => (
        <Badge key={status} color={COLOURS[status]} variant="light" data-testid={`csv-${status}`}>
          {t('catalog.csv.count', {
            count: results.filter((r) => r.status === status).length,
            status: t(`catalog.csv.status.${status}`),
          })}
        </Badge>
      ))}
    </Group>
  );
}

/** Every row that does something or is refused; unchanged rows are only counted. */
export function CsvResultsTable({ results }: { results: CsvRowResult[] }) {
  const t = useT();
  const say = useCatalogMessage();
  // "quantity: <rule's message>": the CSV column's name as the file has it (left to right), the
  // message in the reader's language; any other line isolated, keeping its own direction.
  const detailLine = (reason: string) => {
    const field = reason.match(/^([a-z_]+): (.+)$/);
    if (!field) return <bdi>{say(reason)}</bdi>;
    return (
      <>
        <Ltr>{field[1]}</Ltr>: {say(field[2] ?? '')}
      </>
    );
  };
  const shown = results.filter((r) => r.status !== 'unchanged');
  if (shown.length === 0) return <Text size="sm">{t('catalog.csv.nothingChanges')}</Text>;
  return (
    <ScrollArea.Autosize mah={320}>
      <Table striped verticalSpacing={4} fz="sm" aria-label={t('catalog.csv.rows')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t('catalog.csv.col.row')}</Table.Th>
            <Table.Th>{t('catalog.csv.col.item')}</Table.Th>
            <Table.Th w={130}>{t('catalog.csv.col.status')}</Table.Th>
            <Table.Th>{t('catalog.csv.col.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((r) => (
            <Table.Tr key={r.line}>
              <Table.Td>{r.line}</Table.Td>
              <Table.Td>
                {/* The item as the file names it: isolated, so an Urdu name reads right in English and back. */}
                <bdi>{r.label}</bdi>
              </Table.Td>
              <Table.Td>
                <Badge color={COLOURS[r.status]} variant="light" style={{ overflow: 'visible' }}>
                  {t(`catalog.csv.status.${r.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {/* One line each, isolated: a translated reason and the file's own words keep their direction. */}
                {[...r.reasons, ...r.changes].map((detail, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the details are listed in the server's order
                  <div key={i}>{detailLine(detail)}</div>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
