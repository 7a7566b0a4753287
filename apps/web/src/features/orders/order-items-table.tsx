import { Paper, Table } from '@mantine/core';
import { lineTotal, type OrderWire, quantityInUnit, toDisplay } from '@tillwise/domain';
import { money } from '../../lib/format';

/** An order's lines as spec 2.6 lists them: Order Details and Edit Order. */
export function OrderItemsTable({ order: o }: { order: OrderWire }) {
  return (
    <Paper withBorder radius="md">
      <Table striped verticalSpacing="xs" aria-label="Order items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bar code</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Discount %</Table.Th>
            <Table.Th ta="right">Total price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {o.order_item.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td ff="monospace">{item.batch.product_variant.product.bar_code}</Table.Td>
              <Table.Td fw={600}>
                {item.batch.product_variant.product.name}
                {item.batch.product_variant.size ? ` (${item.batch.product_variant.size})` : ''}
              </Table.Td>
              {/* A line in a trade unit says which: "3 × Carton of 48" (docs/domain/units.md). */}
              <Table.Td ta="right">{quantityInUnit(item.quantity, item.unit_name)}</Table.Td>
              <Table.Td ta="right">{money(item.price)}</Table.Td>
              <Table.Td ta="right">{toDisplay(item.discount)}</Table.Td>
              <Table.Td ta="right">{money(lineTotal(item.quantity, item.price, item.discount))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
