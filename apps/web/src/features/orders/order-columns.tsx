import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { OrderWire } from '@tillwise/domain';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table';
import { dateTime, money } from '../../lib/format';
import { paths } from '../../lib/paths';
import { discountText, discountType, paymentMethod } from './order-format';

const STATUS_COLOURS: Record<string, string> = {
  COMPLETE: 'teal',
  PENDING: 'yellow',
  RETURNED: 'orange',
  CANCEL: 'gray',
};

export const StatusBadge = ({ status }: { status: string }) => (
  <Badge variant="light" color={STATUS_COLOURS[status] ?? 'gray'} size="sm">
    {status}
  </Badge>
);

/** The orders list's columns (spec 2.6). */
export function orderColumns(onPrint: (order: OrderWire) => void): Column<OrderWire>[] {
  return [
    { header: 'Sr No.', cell: (_, i) => i + 1, width: 60 },
    {
      header: 'Invoice ID',
      cell: (o) => (
        <Text ff="monospace" size="sm" fw={600}>
          {o.invoice_id}
        </Text>
      ),
    },
    { header: 'Order ID', cell: (o) => o.id },
    { header: 'Total', align: 'right', cell: (o) => money(o.total) },
    { header: 'Amount Received', align: 'right', cell: (o) => money(o.amount_received) },
    { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
    { header: 'Payment Method', cell: paymentMethod },
    { header: 'Discount Type', cell: discountType },
    { header: 'Discount', align: 'right', cell: discountText },
    {
      header: 'Date',
      cell: (o) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {dateTime(o.created)}
        </Text>
      ),
    },
    {
      header: 'Action',
      cell: (o) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={paths.orderDetails.to({ orderId: o.id })} size="sm">
            Details
          </Anchor>
          <Button size="compact-xs" variant="light" onClick={() => onPrint(o)}>
            Print
          </Button>
        </Group>
      ),
    },
  ];
}
