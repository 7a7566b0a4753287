import { Alert, Table, Text } from '@mantine/core';
import type { SaleFlagWire } from '@tillwise/domain';
import { money } from '../../lib/format';
import { useSaleFlags } from './api/list-sale-flags';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The figure without trailing zeros ("3" for 3.0000, "1.5" for 1.5000). */
const units = (value: string | null) => (value === null ? '' : value.replace(/\.?0+$/, ''));

function describe(flag: SaleFlagWire): { what: string; beyond: string; now: string } {
  if (flag.kind === 'STOCK_BELOW_ZERO') {
    return {
      what: `${flag.product_name ?? 'Batch'} (batch ${flag.batch})`,
      beyond: `${units(flag.quantity)} sold beyond stock`,
      now: `stock ${units(flag.stock)}`,
    };
  }
  return {
    what: flag.customer?.name ?? 'Customer',
    beyond: `${money(flag.amount ?? '0')} on account beyond their balance`,
    now: '',
  };
}

/**
 * Sales made offline that the server recorded although the stock was gone (or a customer's credit
 * did not cover them): the goods had left (docs/selling-offline.md). Shown above the stock so a
 * manager receives or counts those batches; nothing shows when there are none.
 */
export function SaleFlagsPanel({ companies }: { companies: number[] | 'all' }) {
  const flags = useSaleFlags(companies);
  const list = flags.data;
  if (!list || list.count === 0) return null;
  return (
    <Alert color="orange" title="Sold offline beyond stock or credit" data-testid="sale-flags">
      <Text size="sm" mb="xs">
        {list.count === 1 ? '1 sale' : `${list.count} sales`} made offline reached the server after the stock
        (or the customer's credit) was gone. The sales are recorded; receive or count these batches.
      </Text>
      <Table fz="sm" withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Accepted</Table.Th>
            <Table.Th>Now</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.results.map((flag) => {
            const d = describe(flag);
            return (
              <Table.Tr key={flag.id} data-testid="sale-flag">
                <Table.Td>{when(flag.order.created)}</Table.Td>
                <Table.Td>{flag.order.invoice_id}</Table.Td>
                <Table.Td>{flag.company.company_name}</Table.Td>
                <Table.Td>{d.what}</Table.Td>
                <Table.Td>{d.beyond}</Table.Td>
                <Table.Td>{d.now}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {list.count > list.results.length && (
        <Text size="xs" c="dimmed">
          Showing the newest {list.results.length} of {list.count}.
        </Text>
      )}
    </Alert>
  );
}
