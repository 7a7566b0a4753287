import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { localDay, type OrderWire } from '@tillwise/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Paginator } from '../../components/paginator';
import { Ltr, useFormatter, useT } from '../../i18n';
import { describeFailure } from '../../lib/api-error';
import { findReceipts } from '../../lib/orders-api';
import { pageSizeOf } from '../../lib/page-size';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';

/** An invoice id as typed at the till: the same in every language. */
const INVOICE_EXAMPLE = 'INV_2_41';

/** What the app plugs in to show a past order's receipt for a reprint (the receipt feature). */
export type ReprintSlot = (props: { order: OrderWire; onClose: () => void }) => ReactNode;

/**
 * `/receipts` (F1 on New Sale): sales staff find an earlier sale of their own company by part of
 * its invoice id (or its scanned barcode) and its day, and reprint its receipt. Read-only; the
 * managers' Orders list stays theirs.
 */
export function ReceiptsPage({ renderReceipt }: { renderReceipt: ReprintSlot }) {
  const navigate = useNavigate();
  const t = useT();
  const fmt = useFormatter();
  const invoiceRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState({ invoice: '', date: localDay(new Date()), page: 1 });
  const [reprinting, setReprinting] = useState<OrderWire | null>(null);
  const found = useQuery({
    queryKey: queryKeys.receipts(filters),
    queryFn: () => findReceipts(filters),
    placeholderData: keepPreviousData,
  });
  useEffect(() => invoiceRef.current?.focus(), []);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && !reprinting && !event.defaultPrevented) void navigate(paths.home.to());
  });

  const rows = found.data?.results ?? [];
  const search = () => setFilters((f) => ({ ...f, invoice: typed, page: 1 }));

  return (
    <Stack gap="sm" p="md" maw={960} mx="auto">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('counter.receipts.title')}
        </Title>
        <Button variant="default" onClick={() => void navigate(paths.home.to())}>
          {t('counter.receipts.back')}
        </Button>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Group align="flex-end" gap="sm">
          <TextInput
            ref={invoiceRef}
            label={t('counter.receipts.invoice')}
            placeholder={INVOICE_EXAMPLE}
            dir="ltr"
            w={360}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                search();
              }
            }}
            data-testid="receipts-invoice"
          />
          <TextInput
            type="date"
            label={t('counter.receipts.day')}
            value={filters.date}
            onChange={(e) => setFilters((f) => ({ ...f, date: e.currentTarget.value, page: 1 }))}
            data-testid="receipts-date"
          />
          <Button onClick={search}>{t('counter.receipts.find')}</Button>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t('counter.receipts.everyDay')}
        </Text>
      </Paper>
      {found.isError ? (
        <Text c="red" role="alert">
          {describeFailure(found.error)}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" data-testid="receipts-empty">
          {found.isLoading ? t('counter.receipts.looking') : t('counter.receipts.none')}
        </Text>
      ) : (
        <Table fz="sm" striped verticalSpacing={6} data-testid="receipts-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('counter.receipts.colInvoice')}</Table.Th>
              <Table.Th>{t('counter.receipts.colMade')}</Table.Th>
              <Table.Th ta="end">{t('counter.receipts.colItems')}</Table.Th>
              <Table.Th ta="end">{t('counter.receipts.colTotal')}</Table.Th>
              <Table.Th>{t('counter.receipts.colStatus')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((order) => (
              <Table.Tr key={order.id} data-testid="receipt-row">
                <Table.Td ff="monospace">
                  <Ltr>{order.invoice_id}</Ltr>
                </Table.Td>
                <Table.Td>{fmt.dateTime(order.created)}</Table.Td>
                <Table.Td ta="end">{fmt.count(order.order_item.length)}</Table.Td>
                <Table.Td ta="end">{fmt.money(order.total)}</Table.Td>
                <Table.Td>{order.status}</Table.Td>
                <Table.Td ta="end">
                  <Button size="compact-sm" variant="light" onClick={() => setReprinting(order)}>
                    {t('counter.receipts.reprint')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {found.data && (
        <Paginator
          page={filters.page}
          count={found.data.count}
          pageSize={pageSizeOf(found.data, filters.page)}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
        />
      )}
      {reprinting &&
        renderReceipt({
          order: reprinting,
          onClose: () => {
            setReprinting(null);
            invoiceRef.current?.focus();
          },
        })}
    </Stack>
  );
}
