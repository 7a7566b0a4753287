import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { nextOrderStatuses, type OrderStatus } from '@tillwise/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { orderStatusLabel, useOrderMessage } from '../../components/order-entry/order-messages';
import { PageTitle } from '../../components/page-title';
import { Ltr, type MessageKey, useFormatter, useT } from '../../i18n';
import { describeApiError } from '../../lib/api-error';
import { dateTime } from '../../lib/format';
import { fetchOrder, fetchRefundable, setOrderStatus } from '../../lib/orders-api';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';
import { useReceiptSearch } from '../../lib/use-receipt-search';
import { useOrderTypes } from './api/list-order-types';
import { Figure } from './figure';
import { StatusBadge } from './order-columns';
import { paymentMethod } from './order-format';
import { OrderItemsTable } from './order-items-table';

/** Why an order that is not complete keeps its status, by its status. */
const LOCKED: Record<string, MessageKey> = {
  PENDING: 'orders.edit.locked.PENDING',
  RETURNED: 'orders.edit.locked.RETURNED',
  CANCEL: 'orders.edit.locked.CANCEL',
};

/**
 * `/editorder` (spec 2.1, admin guard): find an order by its invoice id (scan the receipt or type
 * part of it, Enter), then complete or cancel it while it is pending, or refund lines of a
 * completed sale. The books are never edited in place: every change is a new movement and entry.
 */
export function EditOrderPage() {
  const t = useT();
  const f = useFormatter();
  const message = useOrderMessage();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('order')) || 0;
  const client = useQueryClient();
  const navigate = useNavigate();
  const scanRef = useRef<HTMLInputElement>(null);
  const {
    text,
    setText,
    matches,
    setMatches,
    searching,
    error: searchError,
    search,
  } = useReceiptSearch((orderId) => open(orderId));
  const [next, setNext] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const statuses = useOrderTypes();
  const order = useQuery({ queryKey: queryKeys.order(id), queryFn: () => fetchOrder(id), enabled: id > 0 });
  const o = order.data ?? null;
  const refundable = useQuery({
    queryKey: queryKeys.refundable(id),
    queryFn: () => fetchRefundable(id),
    enabled: o !== null && o.status === 'COMPLETE' && !o.internal_order,
  });

  useEffect(() => {
    setNext(null);
    setSaveError(null);
    if (id === 0) setTimeout(() => scanRef.current?.focus(), 0);
  }, [id]);

  function open(orderId: number) {
    setMatches(null);
    setParams({ order: String(orderId) });
  }

  async function save() {
    if (!o || !next) return;
    setSaving(true);
    setSaveError(null);
    const res = await setOrderStatus(o.id, next as OrderStatus);
    setSaving(false);
    if (!res.ok) {
      setSaveError(message(describeApiError(res.error)));
      return;
    }
    setNext(null);
    void client.invalidateQueries({ queryKey: queryKeys.orders() });
  }

  const allowed = o ? nextOrderStatuses(o.status).filter((s) => (statuses.data ?? [s]).includes(s)) : [];

  return (
    <Stack gap="sm" maw={1100}>
      <PageTitle title={t('orders.edit.title')}>
        {o && (
          <Button variant="default" onClick={() => setParams({})}>
            {t('orders.edit.another')}
          </Button>
        )}
      </PageTitle>
      {!o && (
        <Paper withBorder radius="md" p="md">
          <Group align="flex-end">
            <TextInput
              ref={scanRef}
              label={t('orders.edit.invoice')}
              description={t('orders.edit.invoiceHint')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void search();
              }}
              w={420}
              data-autofocus
            />
            <Button onClick={() => void search()} loading={searching}>
              {t('orders.edit.find')}
            </Button>
          </Group>
          {searchError && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {searchError}
            </Text>
          )}
          {id > 0 && order.isPending && (
            <Text c="dimmed" size="sm" mt="xs">
              {t('orders.edit.loading', { id })}
            </Text>
          )}
          {id > 0 && order.data === null && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {t('orders.edit.notFound', { id })}
            </Text>
          )}
          {matches && (
            <Table mt="sm" highlightOnHover aria-label={t('orders.edit.matches')}>
              <Table.Tbody>
                {matches.map((m) => (
                  <Table.Tr key={m.id} style={{ cursor: 'pointer' }} onClick={() => open(m.id)}>
                    <Table.Td ff="monospace">
                      <Ltr>{m.invoice_id}</Ltr>
                    </Table.Td>
                    <Table.Td>
                      <Ltr>{dateTime(m.created)}</Ltr>
                    </Table.Td>
                    <Table.Td ta="end">{f.money(m.total)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={m.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      )}
      {o && (
        <>
          <Paper withBorder radius="md" p="md">
            <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
              <Figure
                size="md"
                label={t('orders.edit.invoice')}
                value={<Ltr>{o.invoice_id}</Ltr>}
                testId="edit-invoice"
              />
              <Figure size="md" label={t('orders.details.date')} value={<Ltr>{dateTime(o.created)}</Ltr>} />
              <Figure size="md" label={t('orders.details.method')} value={paymentMethod(o, t)} />
              <Figure size="md" label={t('orders.col.total')} value={f.money(o.total)} />
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {t('orders.col.status')}
                </Text>
                <StatusBadge status={o.status} />
              </div>
            </SimpleGrid>
          </Paper>
          <Paper withBorder radius="md" p="md">
            {allowed.length > 0 ? (
              <Group align="flex-end">
                <Select
                  label={t('orders.edit.changeTo')}
                  data={allowed.map((s) => ({ value: s, label: orderStatusLabel(s, t) }))}
                  value={next}
                  onChange={setNext}
                  w={220}
                />
                <Button onClick={() => void save()} disabled={!next} loading={saving}>
                  {t('orders.edit.save')}
                </Button>
                <Text size="sm" c="dimmed" maw={520}>
                  {t('orders.edit.help')}
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed" data-testid="edit-locked">
                {o.status === 'COMPLETE'
                  ? t('orders.edit.completeLocked')
                  : t(LOCKED[o.status] ?? 'orders.edit.locked.other')}
              </Text>
            )}
            {saveError && (
              <Alert color="red" mt="sm" role="alert">
                {saveError}
              </Alert>
            )}
            <Group mt="sm">
              {refundable.data?.refundable && (
                <Button
                  variant="default"
                  color="orange"
                  onClick={() => void navigate(paths.refund.to({ order: o.id }))}
                >
                  {t('orders.edit.refundLines')}
                </Button>
              )}
              <Button
                variant="subtle"
                onClick={() => void navigate(paths.orderDetails.to({ orderId: o.id }))}
              >
                {t('orders.edit.details')}
              </Button>
            </Group>
          </Paper>
          <OrderItemsTable order={o} />
        </>
      )}
    </Stack>
  );
}
