import { Paper, Table } from '@mantine/core';
import { lineTotal, type OrderWire, quantityInUnit, toDisplay } from '@tillwise/domain';
import { Ltr, useFormatter, useT } from '../../i18n';

/** An order's lines as spec 2.6 lists them: Order Details and Edit Order. */
export function OrderItemsTable({ order: o }: { order: OrderWire }) {
  const t = useT();
  const f = useFormatter();
  return (
    <Paper withBorder radius="md">
      <Table striped verticalSpacing="xs" aria-label={t('orders.items.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.items.barcode')}</Table.Th>
            <Table.Th>{t('orders.items.name')}</Table.Th>
            <Table.Th ta="end">{t('orders.items.quantity')}</Table.Th>
            <Table.Th ta="end">{t('orders.items.unitPrice')}</Table.Th>
            <Table.Th ta="end">{t('orders.items.discount')}</Table.Th>
            <Table.Th ta="end">{t('orders.items.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {o.order_item.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td ff="monospace">
                <Ltr>{item.batch.product_variant.product.bar_code}</Ltr>
              </Table.Td>
              <Table.Td fw={600}>
                {item.batch.product_variant.product.name}
                {item.batch.product_variant.size ? ` (${item.batch.product_variant.size})` : ''}
              </Table.Td>
              {/* A line in a trade unit says which: "3 × Carton of 48" (docs/domain/units.md). */}
              <Table.Td ta="end">{quantityInUnit(item.quantity, item.unit_name)}</Table.Td>
              <Table.Td ta="end">{f.money(item.price)}</Table.Td>
              <Table.Td ta="end">{toDisplay(item.discount)}</Table.Td>
              <Table.Td ta="end">{f.money(lineTotal(item.quantity, item.price, item.discount))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
