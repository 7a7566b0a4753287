import { Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { orderPayment } from '@tillwise/domain';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { PageLoading } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { Ltr, useFormatter, useT } from '../../i18n';
import { dateTime } from '../../lib/format';
import { fetchRefundable } from '../../lib/orders-api';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';
import { useOrder } from './api/get-order';
import { Figure } from './figure';
import { StatusBadge } from './order-columns';
import { discountText, paymentMethod, paymentPartLabel } from './order-format';
import { OrderItemsTable } from './order-items-table';
import type { OrderReceiptSlot } from './orders-page';

/** `/orders/:orderId` (spec 2.6): one order, read-only, with Print (and, for an internal order such as a transfer, Print labels). */
export function OrderDetailsPage({ renderReceipt }: { renderReceipt: OrderReceiptSlot }) {
  const t = useT();
  const f = useFormatter();
  const id = Number(useParams().orderId);
  const order = useOrder(id);
  const navigate = useNavigate();
  const [printing, setPrinting] = useState(false);
  // A sale's refunds (refund from the receipt), and whether it may be refunded here.
  const refunds = useQuery({
    queryKey: queryKeys.refundable(id),
    queryFn: () => fetchRefundable(id),
    enabled:
      Number.isInteger(id) && id > 0 && order.data?.status === 'COMPLETE' && !order.data.internal_order,
  });
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.notFound.to()} replace />;
  if (order.isPending) return <PageLoading />;
  if (order.error)
    return (
      <LoadFailed
        error={order.error}
        what={t('orders.details.what', { id })}
        onRetry={() => order.refetch()}
      />
    );
  const o = order.data;
  if (!o) return <Navigate to={paths.notFound.to()} replace />;
  // The same parts and change as the receipt prints (one domain function for both).
  const payment = orderPayment(o);

  return (
    <Stack gap="sm" maw={1100}>
      <PageTitle title={t('orders.details.title', { id: o.id })}>
        <StatusBadge status={o.status} />
        {refunds.data?.refundable && (
          <Button
            variant="default"
            color="orange"
            onClick={() => void navigate(paths.refund.to({ order: o.id }))}
          >
            {t('orders.details.refund')}
          </Button>
        )}
        {o.internal_order && (
          <Button variant="default" component={Link} to={paths.labels.to({ order: o.id })}>
            {t('orders.details.printLabels')}
          </Button>
        )}
        <Button onClick={() => setPrinting(true)}>{t('orders.print')}</Button>
      </PageTitle>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Figure
            label={t('orders.details.invoice')}
            value={<Ltr>{o.invoice_id}</Ltr>}
            testId="details-invoice"
          />
          <Figure label={t('orders.details.date')} value={<Ltr>{dateTime(o.created)}</Ltr>} />
          <Figure label={t('orders.details.method')} value={paymentMethod(o, t)} />
          <Figure label={t('orders.details.number')} value={String(o.id)} />
        </SimpleGrid>
        {o.refund_of != null && (
          <Text mt="sm" data-testid="details-refund-of">
            {t('orders.details.refundOf')}{' '}
            <Link to={paths.orderDetails.to({ orderId: o.refund_of })}>
              {t('orders.details.orderLink', { id: o.refund_of })}
            </Link>
          </Text>
        )}
        {(refunds.data?.refunds.length ?? 0) > 0 && (
          <Text mt="sm" data-testid="details-refunds">
            {t('orders.details.refundedBy')}{' '}
            {refunds.data?.refunds.map((r, i) => (
              <span key={r.id}>
                {i > 0 && ', '}
                <Link to={paths.orderDetails.to({ orderId: r.id })}>
                  <Ltr>{r.invoice_id}</Ltr>
                </Link>{' '}
                ({f.money(r.total)})
              </span>
            ))}
          </Text>
        )}
      </Paper>
      <OrderItemsTable order={o} />
      {payment.parts.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Table data-testid="details-payment-parts" captionSide="top">
            <Table.Caption>{t('orders.details.paidInParts')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.details.partMethod')}</Table.Th>
                <Table.Th ta="end">{t('orders.details.partAmount')}</Table.Th>
                <Table.Th>{t('orders.details.partReference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payment.parts.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a sale keep their order
                <Table.Tr key={i}>
                  <Table.Td>{o.payments?.[i] ? paymentPartLabel(o.payments[i], t) : p.label}</Table.Td>
                  <Table.Td ta="end">{f.money(p.amount)}</Table.Td>
                  <Table.Td>{p.reference ? <Ltr>{p.reference}</Ltr> : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <Group justify="flex-end" gap={48}>
          <Figure label={t('orders.details.total')} value={f.money(o.total)} testId="details-total" />
          <Figure label={t('orders.details.discount')} value={discountText(o)} />
          <Figure
            label={t('orders.details.received')}
            value={f.money(payment.received)}
            testId="details-received"
          />
          <Figure
            label={
              payment.outcome.label === 'Change' ? t('orders.details.returned') : t('orders.method.onAccount')
            }
            value={f.money(payment.outcome.amount)}
            testId="details-change"
          />
        </Group>
      </Paper>
      {printing && renderReceipt({ order: o, onClose: () => setPrinting(false) })}
    </Stack>
  );
}
