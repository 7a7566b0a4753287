import { ActionIcon, ScrollArea, Table, Text } from '@mantine/core';
import {
  displayQuantity,
  editLineDiscount,
  editLineQuantity,
  editLineTotal,
  type SaleLine,
  saleLineTotal,
  toDisplay,
} from '@tillwise/domain';
import { EditableCell } from '../../components/editable-cell';
import classes from './counter.module.css';

export interface ItemsTableProps {
  lines: SaleLine[];
  returnOrder: boolean;
  onChange: (index: number, line: SaleLine) => void;
  onRemove: (index: number) => void;
}

/** The order's lines (spec 2.4) with the in-line edits of spec 5.2. */
export function ItemsTable({ lines, returnOrder, onChange, onRemove }: ItemsTableProps) {
  const commit = (index: number, edited: SaleLine | null) => {
    if (!edited) return false;
    onChange(index, edited);
    return true;
  };
  return (
    <ScrollArea className={classes.items} type="auto">
      <Table stickyHeader striped verticalSpacing={4} fz="sm" aria-label="Order items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>Sr</Table.Th>
            <Table.Th>Barcode</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Discount %</Table.Th>
            <Table.Th ta="right">Total price</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={9}>
                <Text c="dimmed" ta="center" py="xl" size="sm">
                  Scan a barcode or search a product name to start the sale.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {lines.map((line, i) => (
            <Table.Tr key={`${line.batchId}:${line.variantId}`} data-testid="order-line">
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {line.barcode}
              </Table.Td>
              <Table.Td fw={600}>
                {line.name}
                {line.color && (
                  <Text span size="sm" c="dimmed" fw={400}>
                    {' '}
                    · {line.color}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{line.size || '-'}</Table.Td>
              <Table.Td>
                <div className={classes.cellEnd}>
                  <EditableCell
                    label={`Quantity of line ${i + 1}`}
                    value={displayQuantity(line.quantity)}
                    onCommit={(text) => commit(i, editLineQuantity(line, text, returnOrder))}
                  />
                </div>
              </Table.Td>
              <Table.Td ta="right">{toDisplay(line.price)}</Table.Td>
              <Table.Td>
                <div className={classes.cellEnd}>
                  <EditableCell
                    label={`Discount of line ${i + 1}`}
                    value={line.discount}
                    width={64}
                    onCommit={(text) => commit(i, editLineDiscount(line, text))}
                  />
                </div>
              </Table.Td>
              <Table.Td>
                <div className={classes.cellEnd}>
                  <EditableCell
                    label={`Total price of line ${i + 1}`}
                    value={saleLineTotal(line).toFixed(2)}
                    width={104}
                    onCommit={(text) => commit(i, editLineTotal(line, text, returnOrder))}
                  />
                </div>
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove line ${i + 1}`}
                  onClick={() => onRemove(i)}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
