import { Button, Group, Select, Stack, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  nextOrderStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderWire,
  REQUEST_STATUSES,
  type UserWire,
  type WireRequest,
} from '@tillwise/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../components/data-table';
import { showError } from '../../components/global-error';
import { useListTable } from '../../components/list-table';
import { orderStatusLabel, useOrderMessage } from '../../components/order-entry/order-messages';
import { PageTitle } from '../../components/page-title';
import { Ltr, type MessageKey, useFormatter, useT } from '../../i18n';
import { describeApiError } from '../../lib/api-error';
import { dayOf } from '../../lib/format';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';
import { setOrderStatus, useCompanies, useRequests, useResponseOrders } from './api';
import { requestStatusLabel, requestTypeLabel } from './labels';
import { RequestStatusSelect } from './request-status-select';

const who = (p: WireRequest['sender']) => `${p.username} (${p.company?.company_name ?? '—'})`;

/** Spec 6: RETIAL users list the requests they sent, STORE users those they received, the parent all. */
function requestScopeKey(me: UserWire): string {
  const type = me.company?.company_type;
  if (type === 'RETIAL') return `sender__company=${me.company?.id}`;
  if (type === 'STORE') return `receiver__company=${me.company?.id}`;
  return '';
}
/** …and orders they bought (RETIAL) or sold (STORE). */
function orderScopeKey(me: UserWire): string {
  const type = me.company?.company_type;
  if (type === 'RETIAL') return `buyer__company=${me.company?.id}`;
  if (type === 'STORE') return `seller__company=${me.company?.id}`;
  return '';
}

/** The empty Request tab, by the status it lists. */
const NO_REQUESTS: Record<string, MessageKey> = {
  PENDING: 'requests.list.none.PENDING',
  APPROVED: 'requests.list.none.APPROVED',
  COMPLETE: 'requests.list.none.COMPLETE',
  CANCEL: 'requests.list.none.CANCEL',
};

function RequestTab({ me }: { me: UserWire }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The status filter lives in the address (`?status=APPROVED`; `status=` is all, none is PENDING)
  // so a status-change notification opens the list where its request is, even from this screen.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status') ?? 'PENDING';
  const status = asked === '' || (REQUEST_STATUSES as readonly string[]).includes(asked) ? asked : 'PENDING';
  const setStatus = (next: string) => setSearch({ status: next }, { replace: true });
  const [page, setPage] = useState(1);
  const [pagedFor, setPagedFor] = useState(status);
  if (pagedFor !== status) {
    setPagedFor(status);
    setPage(1);
  }
  const list = useRequests({ status, page, company: requestScopeKey(me) });
  const table = useListTable(list, page, setPage);
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.requests() });
  const columns: Column<WireRequest>[] = [
    { header: t('requests.col.sr'), cell: (_, i) => i + 1, width: 60 },
    { header: t('requests.col.id'), cell: (r) => r.id },
    { header: t('requests.col.from'), cell: (r) => who(r.sender) },
    { header: t('requests.col.to'), cell: (r) => who(r.receiver) },
    { header: t('requests.col.type'), cell: (r) => requestTypeLabel(r.request_type, t) },
    { header: t('requests.col.description'), cell: (r) => r.description },
    { header: t('requests.col.created'), cell: (r) => <Ltr>{dayOf(r.created)}</Ltr> },
    { header: t('requests.col.delivery'), cell: (r) => <Ltr>{r.expected_delivery_date}</Ltr> },
    {
      header: t('requests.col.status'),
      cell: (r) => (
        <RequestStatusSelect
          request={r}
          companyId={me.company?.id}
          companyType={me.company?.company_type ?? null}
          onChanged={refresh}
        />
      ),
    },
    {
      header: '',
      cell: (r) => (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => navigate(paths.requestDetails.to({ id: r.id }))}
        >
          {t('requests.list.details')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Select
        aria-label={t('requests.list.status')}
        w={180}
        data={[
          { value: '', label: t('requests.list.all') },
          ...REQUEST_STATUSES.map((s) => ({ value: s, label: requestStatusLabel(s, t) })),
        ]}
        value={status}
        onChange={(v) => setStatus(v ?? '')}
        allowDeselect={false}
      />
      <DataTable
        columns={columns}
        rowKey={(r) => r.id}
        {...table}
        emptyText={t(NO_REQUESTS[status] ?? 'requests.list.noneYet')}
      />
    </Stack>
  );
}

function OrderTab({ me }: { me: UserWire }) {
  const t = useT();
  const f = useFormatter();
  const message = useOrderMessage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const companies = useCompanies();
  const [draft, setDraft] = useState({ status: '', company: '' });
  const [params, setParams] = useState({ status: '', company: '', page: 1 });
  const list = useResponseOrders(params, orderScopeKey(me));
  const table = useListTable(list, params.page, (page) => setParams((p) => ({ ...p, page })));
  const change = async (order: OrderWire, status: OrderStatus) => {
    const res = await setOrderStatus(order.id, status);
    if (!res.ok) showError(message(describeApiError(res.error)));
    void client.invalidateQueries({ queryKey: ['orders'] });
    void client.invalidateQueries({ queryKey: queryKeys.requests() });
  };
  const columns: Column<OrderWire>[] = [
    { header: t('requests.col.sr'), cell: (_, i) => i + 1, width: 60 },
    {
      header: t('requests.orders.id'),
      cell: (o) => (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => navigate(paths.orderDetails.to({ orderId: o.id }))}
        >
          <Ltr>{o.invoice_id || o.id}</Ltr>
        </Button>
      ),
    },
    { header: t('requests.orders.buyer'), cell: (o) => o.buyer_name || o.buyer },
    { header: t('requests.orders.seller'), cell: (o) => o.seller_name || o.seller },
    { header: t('requests.orders.total'), cell: (o) => f.money(o.total), align: 'right' },
    { header: t('requests.col.created'), cell: (o) => <Ltr>{dayOf(o.created)}</Ltr> },
    {
      header: t('requests.col.status'),
      cell: (o) => (
        <Select
          aria-label={t('requests.orders.statusOf', { id: String(o.id) })}
          size="xs"
          w={130}
          data={[o.status, ...nextOrderStatuses(o.status)].map((s) => ({
            value: s,
            label: orderStatusLabel(s, t),
          }))}
          value={o.status}
          // Spec 4.3 disables it once COMPLETE; a return or a cancelled order cannot move either.
          disabled={nextOrderStatuses(o.status).length === 0}
          allowDeselect={false}
          onChange={(v) => v && v !== o.status && void change(o, v as OrderStatus)}
        />
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <Select
          aria-label={t('requests.orders.status')}
          w={170}
          data={[
            { value: '', label: t('requests.orders.allStatuses') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s, t) })),
          ]}
          value={draft.status}
          onChange={(v) => setDraft((d) => ({ ...d, status: v ?? '' }))}
          allowDeselect={false}
        />
        <Select
          aria-label={t('requests.orders.company')}
          w={220}
          data={[
            { value: '', label: t('requests.orders.allCompanies') },
            ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name })),
          ]}
          value={draft.company}
          onChange={(v) => setDraft((d) => ({ ...d, company: v ?? '' }))}
          allowDeselect={false}
          searchable
        />
        <Button onClick={() => setParams({ ...draft, page: 1 })}>{t('common.search')}</Button>
      </Group>
      <DataTable columns={columns} rowKey={(o) => o.id} {...table} emptyText={t('requests.orders.none')} />
    </Stack>
  );
}

/** `/response` (spec 2.11): the Request and Order tabs. `?tab=order` opens the second. */
export function ResponsesPage({ me }: { me: UserWire }) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'order' ? 'order' : 'request';
  return (
    <Stack gap="md">
      <PageTitle title={t('requests.responses.title')} />
      <Tabs value={tab} onChange={(v) => setSearch(v === 'order' ? { tab: 'order' } : {}, { replace: true })}>
        <Tabs.List>
          <Tabs.Tab value="request">{t('requests.responses.requestTab')}</Tabs.Tab>
          <Tabs.Tab value="order">{t('requests.responses.orderTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="request" pt="sm">
          {tab === 'request' && <RequestTab me={me} />}
        </Tabs.Panel>
        <Tabs.Panel value="order" pt="sm">
          {tab === 'order' && <OrderTab me={me} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
