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
import { PageTitle } from '../../components/page-title';
import { describeApiError } from '../../lib/api-error';
import { dayOf, money } from '../../lib/format';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';
import { setOrderStatus, useCompanies, useRequests, useResponseOrders } from './api';
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

function RequestTab({ me }: { me: UserWire }) {
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
    { header: 'Sr No.', cell: (_, i) => i + 1, width: 60 },
    { header: 'Req Id', cell: (r) => r.id },
    { header: 'From', cell: (r) => who(r.sender) },
    { header: 'To', cell: (r) => who(r.receiver) },
    { header: 'Request Type', cell: (r) => r.request_type.replace('_', ' ') },
    { header: 'Description', cell: (r) => r.description },
    { header: 'Created On', cell: (r) => dayOf(r.created) },
    { header: 'Delivery Date', cell: (r) => r.expected_delivery_date },
    {
      header: 'Status',
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
          Details
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Select
        aria-label="Request status"
        w={180}
        data={[
          { value: '', label: 'Select (all)' },
          ...REQUEST_STATUSES.map((s) => ({ value: s, label: s })),
        ]}
        value={status}
        onChange={(v) => setStatus(v ?? '')}
        allowDeselect={false}
      />
      <DataTable
        columns={columns}
        rowKey={(r) => r.id}
        {...table}
        emptyText={status ? `No ${status.toLowerCase()} requests.` : 'No requests yet.'}
      />
    </Stack>
  );
}

function OrderTab({ me }: { me: UserWire }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const companies = useCompanies();
  const [draft, setDraft] = useState({ status: '', company: '' });
  const [params, setParams] = useState({ status: '', company: '', page: 1 });
  const list = useResponseOrders(params, orderScopeKey(me));
  const table = useListTable(list, params.page, (page) => setParams((p) => ({ ...p, page })));
  const change = async (order: OrderWire, status: OrderStatus) => {
    const res = await setOrderStatus(order.id, status);
    if (!res.ok) showError(describeApiError(res.error));
    void client.invalidateQueries({ queryKey: ['orders'] });
    void client.invalidateQueries({ queryKey: queryKeys.requests() });
  };
  const columns: Column<OrderWire>[] = [
    { header: 'Sr No.', cell: (_, i) => i + 1, width: 60 },
    {
      header: 'Order Id',
      cell: (o) => (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => navigate(paths.orderDetails.to({ orderId: o.id }))}
        >
          {o.invoice_id || o.id}
        </Button>
      ),
    },
    { header: 'Buyer', cell: (o) => o.buyer_name || o.buyer },
    { header: 'Seller', cell: (o) => o.seller_name || o.seller },
    { header: 'Total', cell: (o) => money(o.total), align: 'right' },
    { header: 'Created On', cell: (o) => dayOf(o.created) },
    {
      header: 'Status',
      cell: (o) => (
        <Select
          aria-label={`Status of order ${o.id}`}
          size="xs"
          w={130}
          data={[o.status, ...nextOrderStatuses(o.status)]}
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
          aria-label="Order status"
          w={170}
          data={[
            { value: '', label: 'All statuses' },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: s })),
          ]}
          value={draft.status}
          onChange={(v) => setDraft((d) => ({ ...d, status: v ?? '' }))}
          allowDeselect={false}
        />
        <Select
          aria-label="Company"
          w={220}
          data={[
            { value: '', label: 'All companies' },
            ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name })),
          ]}
          value={draft.company}
          onChange={(v) => setDraft((d) => ({ ...d, company: v ?? '' }))}
          allowDeselect={false}
          searchable
        />
        <Button onClick={() => setParams({ ...draft, page: 1 })}>Search</Button>
      </Group>
      <DataTable columns={columns} rowKey={(o) => o.id} {...table} emptyText="No orders match." />
    </Stack>
  );
}

/** `/response` (spec 2.11): the Request and Order tabs. `?tab=order` opens the second. */
export function ResponsesPage({ me }: { me: UserWire }) {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'order' ? 'order' : 'request';
  return (
    <Stack gap="md">
      <PageTitle title="Responses" />
      <Tabs value={tab} onChange={(v) => setSearch(v === 'order' ? { tab: 'order' } : {}, { replace: true })}>
        <Tabs.List>
          <Tabs.Tab value="request">Request Items</Tabs.Tab>
          <Tabs.Tab value="order">Orders</Tabs.Tab>
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
