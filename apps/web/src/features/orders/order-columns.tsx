import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { OrderWire } from '@tillwise/domain';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table';
import { orderStatusLabel } from '../../components/order-entry/order-messages';
import { Ltr, type useFormatter, useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import { dateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { discountText, discountType, paymentMethod } from './order-format';

const STATUS_COLOURS: Record<string, string> = {
  COMPLETE: 'teal',
  PENDING: 'yellow',
  RETURNED: 'orange',
  CANCEL: 'gray',
};

export const StatusBadge = ({ status }: { status: string }) => {
  const t = useT();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status] ?? 'gray'} size="sm">
      {orderStatusLabel(status, t)}
    </Badge>
  );
};

/** The orders list's columns (spec 2.6), in the reader's language. */
export function orderColumns(
  onPrint: (order: OrderWire) => void,
  t: Translate,
  f: ReturnType<typeof useFormatter>,
): Column<OrderWire>[] {
  return [
    { header: t('orders.col.sr'), cell: (_, i) => i + 1, width: 60 },
    {
      header: t('orders.col.invoice'),
      cell: (o) => (
        <Text ff="monospace" size="sm" fw={600}>
          <Ltr>{o.invoice_id}</Ltr>
        </Text>
      ),
    },
    { header: t('orders.col.orderId'), cell: (o) => o.id },
    { header: t('orders.col.total'), align: 'right', cell: (o) => f.money(o.total) },
    { header: t('orders.col.received'), align: 'right', cell: (o) => f.money(o.amount_received) },
    { header: t('orders.col.status'), cell: (o) => <StatusBadge status={o.status} /> },
    { header: t('orders.col.method'), cell: (o) => paymentMethod(o, t) },
    { header: t('orders.col.discountType'), cell: (o) => discountType(o, t) },
    { header: t('orders.col.discount'), align: 'right', cell: discountText },
    {
      header: t('orders.col.date'),
      cell: (o) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <Ltr>{dateTime(o.created)}</Ltr>
        </Text>
      ),
    },
    {
      header: t('orders.col.action'),
      cell: (o) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={paths.orderDetails.to({ orderId: o.id })} size="sm">
            {t('orders.details')}
          </Anchor>
          <Button size="compact-xs" variant="light" onClick={() => onPrint(o)}>
            {t('orders.print')}
          </Button>
        </Group>
      ),
    },
  ];
}
