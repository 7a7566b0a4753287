import { ActionIcon, Table, Text } from '@mantine/core';
import { D, type InternalOrderType, lineTotal, parseDecimal, toWire } from '@tillwise/domain';
import { EditableCell } from '../../components/editable-cell';
import type { ScreenLine } from './use-internal-order';

interface ItemsTableProps {
  type: InternalOrderType;
  lines: ScreenLine[];
  onEdit: (key: string, patch: Partial<ScreenLine>) => void;
  onEditTotal: (line: ScreenLine, total: string) => void;
  onRemove: (key: string) => void;
}

/** An in-line quantity over the batch's stock is ignored (spec 5.2); so is a non-number. */
function acceptsQuantity(line: ScreenLine, text: string): boolean {
  const q = parseDecimal(text);
  if (q === null) return false;
  return line.batchStock === null || q.abs().lte(line.batchStock);
}

/** An in-line discount outside 0–100 is ignored (spec 5.2). */
const acceptsDiscount = (text: string) => {
  const d = parseDecimal(text);
  return Boolean(d?.gte(0) && d.lte(100));
};

/** The order's lines (spec 2.4, 2.5): quantity, discount and total price edit in place. */
export function ItemsTable({ type, lines, onEdit, onEditTotal, onRemove }: ItemsTableProps) {
  const edit = (line: ScreenLine, patch: Partial<ScreenLine>) => {
    onEdit(line.key, patch);
    return true;
  };
  const editTotal = (line: ScreenLine, total: string) => {
    onEditTotal(line, total);
    return true;
  };
  if (lines.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        No items yet: search a product by barcode or name and add it.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder aria-label="Order items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sr#</Table.Th>
            <Table.Th>Barcode</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>{type === 'from' ? 'Mfg / Expiry' : 'Batch'}</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Discount (%)</Table.Th>
            <Table.Th>Total Price</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => (
            <Table.Tr key={line.key}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{line.barcode}</Table.Td>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td>{line.size}</Table.Td>
              <Table.Td>
                {type === 'from' ? `${line.manufacturing_date} / ${line.expiry_date}` : `#${line.batchId}`}
              </Table.Td>
              <Table.Td>
                <EditableCell
                  label={`Quantity of ${line.name}`}
                  value={line.quantity}
                  width={90}
                  onCommit={(text) => acceptsQuantity(line, text) && edit(line, { quantity: toWire(text) })}
                />
              </Table.Td>
              <Table.Td>{line.price}</Table.Td>
              <Table.Td>
                <EditableCell
                  label={`Discount of ${line.name}`}
                  value={line.discount}
                  width={70}
                  onCommit={(text) =>
                    acceptsDiscount(text) && edit(line, { discount: new D(text).toString() })
                  }
                />
              </Table.Td>
              <Table.Td>
                <EditableCell
                  label={`Total price of ${line.name}`}
                  value={toWire(lineTotal(line.quantity, line.price, line.discount))}
                  width={110}
                  onCommit={(text) => parseDecimal(text) !== null && editTotal(line, text)}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => onRemove(line.key)}
                >
                  ✕
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
