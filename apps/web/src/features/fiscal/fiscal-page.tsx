import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { FiscalOutboxWire, FiscalStatus, UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { type Column, DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { describeApiError, isApiError } from '../../lib/api-error';
import { dateTime } from '../../lib/format';
import { pageSizeOf } from '../../lib/page-size';
import { paths } from '../../lib/paths';
import { fiscalCompaniesQuery, fiscalListQuery, useFiscalList, useResendFiscal } from './api';

/** The three views of the outbox, as the screen names them. */
const VIEWS: { status: FiscalStatus; label: string; empty: string }[] = [
  { status: 'PENDING', label: 'Waiting', empty: 'Nothing is waiting to be reported.' },
  { status: 'REFUSED', label: 'Refused', empty: 'The FBR has refused nothing.' },
  { status: 'SENT', label: 'Reported', empty: 'Nothing has been reported yet.' },
];

const STATUS_BADGE: Record<FiscalStatus, { color: string; label: string }> = {
  PENDING: { color: 'orange', label: 'Waiting' },
  REFUSED: { color: 'red', label: 'Refused' },
  SENT: { color: 'green', label: 'Reported' },
};

/**
 * The Fiscal screen (docs/domain/fiscal.md, "The Fiscal screen"): a company's documents for the
 * FBR, waiting, refused or reported, with how many of each, each one's attempts, fiscal number and
 * the authority's reason; a refused one is fixed where its reason points and sent again.
 */
export function FiscalPage({ me }: { me: UserWire }) {
  const companies = useQuery(fiscalCompaniesQuery());
  const [company, setCompany] = useState<number>(me.company?.id ?? 0);
  const [status, setStatus] = useState<FiscalStatus>('PENDING');
  const [page, setPage] = useState(1);
  const [fixing, setFixing] = useState<FiscalOutboxWire | null>(null);
  const list = useFiscalList({ company, status, page });
  // The count of each view: the first page of each (its envelope's count).
  const counts = useQueries({
    queries: VIEWS.map((v) => fiscalListQuery({ company, status: v.status, page: 1 })),
  });
  const countOf = (i: number) => counts[i]?.data?.count;

  const columns: Column<FiscalOutboxWire>[] = [
    {
      header: 'Invoice',
      cell: (r) => (
        <Anchor component={Link} to={paths.orderDetails.to({ orderId: String(r.order) })} size="sm">
          {r.invoice_id}
        </Anchor>
      ),
    },
    { header: 'Date', cell: (r) => dateTime(r.created) },
    {
      header: 'Status',
      cell: (r) => (
        <Badge color={STATUS_BADGE[r.status].color} variant="light">
          {STATUS_BADGE[r.status].label}
        </Badge>
      ),
    },
    { header: 'Attempts', cell: (r) => r.attempts, align: 'right' },
    { header: 'Fiscal number', cell: (r) => r.fiscal_number || '—' },
    {
      header: 'Reason',
      cell: (r) => (
        <Text size="xs" lineClamp={2} maw={360} title={r.last_error}>
          {r.last_error || '—'}
        </Text>
      ),
    },
    {
      header: '',
      cell: (r) =>
        r.status === 'REFUSED' ? (
          <Button size="compact-sm" variant="light" color="red" onClick={() => setFixing(r)}>
            Fix and resend
          </Button>
        ) : null,
    },
  ];

  const choices = (companies.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name }));
  const view = VIEWS.find((v) => v.status === status) ?? VIEWS[0];
  return (
    <Stack gap="md">
      <PageTitle title="Fiscal reporting">
        {choices.length > 1 && (
          <Select
            aria-label="Department"
            placeholder="Department"
            data={choices}
            value={String(company)}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              setCompany(Number(value));
              setPage(1);
            }}
            w={260}
          />
        )}
      </PageTitle>
      <Text size="sm" c="dimmed">
        Each sale and refund is reported to the FBR by the server, again and again until the FBR answers. A
        refused one waits here for you: fix what the FBR names, then send it again.
      </Text>
      <SegmentedControl
        value={status}
        onChange={(value) => {
          setStatus(value as FiscalStatus);
          setPage(1);
        }}
        data={VIEWS.map((v, i) => ({
          value: v.status,
          label: `${v.label}${countOf(i) === undefined ? '' : ` (${countOf(i)})`}`,
        }))}
        aria-label="Which documents"
        data-testid="fiscal-views"
        w="fit-content"
      />
      <DataTable
        columns={columns}
        rows={list.data?.results}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={
          list.error ? (isApiError(list.error) ? describeApiError(list.error) : list.error.message) : null
        }
        onRetry={() => list.refetch()}
        emptyText={view?.empty}
        caption={`${view?.label ?? ''} documents`}
        {...(list.data
          ? {
              pagination: {
                page,
                count: list.data.count,
                pageSize: pageSizeOf(list.data, page),
                onPage: setPage,
              },
            }
          : {})}
      />
      {fixing && <FixModal row={fixing} onClose={() => setFixing(null)} />}
    </Stack>
  );
}

/**
 * What the FBR refused and where to put it right (the order, its products or customer, the
 * department's tax and fiscal settings), then Resend, once confirmed.
 */
function FixModal({ row, onClose }: { row: FiscalOutboxWire; onClose: () => void }) {
  const resend = useResendFiscal();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const send = async () => {
    try {
      await resend.mutateAsync(row.id);
      setConfirming(false);
      onClose();
    } catch (error) {
      setConfirming(false);
      setFailed(isApiError(error) ? describeApiError(error) : String(error));
    }
  };
  return (
    <>
      <Modal
        opened={!confirming}
        onClose={onClose}
        title={`Fix and resend ${row.invoice_id}`}
        size="lg"
        centered
      >
        <Stack gap="sm">
          <Alert color="red" title="The FBR’s reason" data-testid="fiscal-reason">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {row.last_error || 'No reason was given.'}
            </Text>
          </Alert>
          <Text size="sm">Put right what it names, then send the invoice again:</Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <Anchor component={Link} to={paths.orderDetails.to({ orderId: String(row.order) })}>
                The order {row.invoice_id}
              </Anchor>{' '}
              — its lines, customer and payment
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={paths.products.to()}>
                Products
              </Anchor>{' '}
              — a product’s HS (PCT) code or tax category
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={paths.users.to()}>
                Customers
              </Anchor>{' '}
              — a buyer’s NTN or CNIC
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={paths.editDepartment.to({ companyId: String(row.company) })}>
                The department’s tax and fiscal reporting settings
              </Anchor>{' '}
              — its registration, POS ID or token
            </List.Item>
          </List>
          <Text size="xs" c="dimmed">
            The invoice is built again from the order and the settings as they are when it goes.
          </Text>
          {failed && (
            <Alert color="red" role="alert">
              {failed}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button color="red" onClick={() => setConfirming(true)}>
              Resend
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirming}
        title="Send to the FBR again?"
        confirmLabel="Resend"
        busy={resend.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      >
        Invoice {row.invoice_id} goes to the FBR again with the same invoice number, built from the order as
        it is now.
      </ConfirmModal>
    </>
  );
}
