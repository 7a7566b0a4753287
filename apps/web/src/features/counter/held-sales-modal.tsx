import { Button, Modal, Table, Text } from '@mantine/core';
import { displayName } from '../../lib/format';
import type { HeldSale } from '../../offline/offline-db';
import { useTillTax } from '../../offline/till-tax';
import { heldSummary } from './held-sales';

const time = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** The cashier's held sales, the oldest first; Recall (or Enter on the focused row) brings one back. */
export function HeldSalesModal(props: {
  opened: boolean;
  held: HeldSale[];
  onRecall: (id: number) => void;
  onClose: () => void;
}) {
  const tax = useTillTax();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Held sales" size="lg" centered>
      {props.held.length === 0 ? (
        <Text c="dimmed" size="sm">
          No sales are held. F7 holds the sale in progress.
        </Text>
      ) : (
        <Table data-testid="held-sales" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Held at</Table.Th>
              <Table.Th>Items</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.held.map((held, i) => {
              const summary = heldSummary(held, tax);
              return (
                <Table.Tr key={held.id} data-testid="held-sale">
                  <Table.Td>{time(held.heldAt)}</Table.Td>
                  <Table.Td>
                    {summary.label}
                    {held.returnOrder ? ' (return)' : ''}
                  </Table.Td>
                  <Table.Td>{held.customer ? displayName(held.customer) : 'Walk-in'}</Table.Td>
                  <Table.Td ta="right">{summary.total}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      data-autofocus={i === 0 ? true : undefined}
                      onClick={() => held.id !== undefined && props.onRecall(held.id)}
                    >
                      Recall
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
