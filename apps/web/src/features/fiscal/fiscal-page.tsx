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
import { Ltr, useFormatter, useT } from '../../i18n';
import { useLtrText } from '../../i18n/isolate';
import { describeApiError, isApiError } from '../../lib/api-error';
import { dateTime } from '../../lib/format';
import { pageSizeOf } from '../../lib/page-size';
import { paths } from '../../lib/paths';
import { fiscalCompaniesQuery, fiscalListQuery, useFiscalList, useResendFiscal } from './api';

/** The three views of the outbox (named `fiscal.view.<status>`, empty `fiscal.empty.<status>`). */
const VIEWS: FiscalStatus[] = ['PENDING', 'REFUSED', 'SENT'];

const STATUS_COLOR: Record<FiscalStatus, string> = { PENDING: 'orange', REFUSED: 'red', SENT: 'green' };

/**
 * The Fiscal screen (docs/domain/fiscal.md, "The Fiscal screen"): a company's documents for the
 * FBR, waiting, refused or reported, with how many of each, each one's attempts, fiscal number and
 * the authority's reason; a refused one is fixed where its reason points and sent again.
 */
export function FiscalPage({ me }: { me: UserWire }) {
  const t = useT();
  const f = useFormatter();
  const companies = useQuery(fiscalCompaniesQuery());
  const [company, setCompany] = useState<number>(me.company?.id ?? 0);
  const [status, setStatus] = useState<FiscalStatus>('PENDING');
  const [page, setPage] = useState(1);
  const [fixing, setFixing] = useState<FiscalOutboxWire | null>(null);
  const list = useFiscalList({ company, status, page });
  // The count of each view: the first page of each (its envelope's count).
  const counts = useQueries({
    queries: VIEWS.map((v) => fiscalListQuery({ company, status: v, page: 1 })),
  });
  const countOf = (i: number) => counts[i]?.data?.count;

  const columns: Column<FiscalOutboxWire>[] = [
    {
      header: t('fiscal.col.invoice'),
      cell: (r) => (
        <Anchor component={Link} to={paths.orderDetails.to({ orderId: String(r.order) })} size="sm">
          <Ltr>{r.invoice_id}</Ltr>
        </Anchor>
      ),
    },
    { header: t('fiscal.col.date'), cell: (r) => <Ltr>{dateTime(r.created)}</Ltr> },
    {
      header: t('fiscal.col.status'),
      cell: (r) => (
        <Badge color={STATUS_COLOR[r.status]} variant="light">
          {t(`fiscal.view.${r.status}`)}
        </Badge>
      ),
    },
    { header: t('fiscal.col.attempts'), cell: (r) => f.count(r.attempts), align: 'right' },
    { header: t('fiscal.col.fiscalNumber'), cell: (r) => <Ltr>{r.fiscal_number || '—'}</Ltr> },
    {
      header: t('fiscal.col.reason'),
      // The FBR's own words (English), isolated so their punctuation stays in place in Urdu.
      cell: (r) => (
        <Text size="xs" lineClamp={2} maw={360} title={r.last_error}>
          <bdi>{r.last_error || '—'}</bdi>
        </Text>
      ),
    },
    {
      // Headed for screen readers only; the column holds the refused rows' button.
      header: '',
      cell: (r) =>
        r.status === 'REFUSED' ? (
          <Button size="compact-sm" variant="light" color="red" onClick={() => setFixing(r)}>
            {t('fiscal.fix')}
          </Button>
        ) : null,
    },
  ];

  const choices = (companies.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name }));
  const viewLabel = t(`fiscal.view.${status}`);
  return (
    <Stack gap="md">
      <PageTitle title={t('fiscal.title')}>
        {choices.length > 1 && (
          <Select
            aria-label={t('fiscal.department')}
            placeholder={t('fiscal.department')}
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
        {t('fiscal.intro')}
      </Text>
      <SegmentedControl
        value={status}
        onChange={(value) => {
          setStatus(value as FiscalStatus);
          setPage(1);
        }}
        data={VIEWS.map((v, i) => {
          const count = countOf(i);
          const label = t(`fiscal.view.${v}`);
          return {
            value: v,
            label: count === undefined ? label : t('fiscal.viewCount', { label, count: f.count(count) }),
          };
        })}
        aria-label={t('fiscal.views')}
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
        emptyText={t(`fiscal.empty.${status}`)}
        caption={t('fiscal.caption', { label: viewLabel })}
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
  const t = useT();
  const ltr = useLtrText();
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
        title={t('fiscal.fixTitle', { invoice: ltr(row.invoice_id) })}
        size="lg"
        centered
      >
        <Stack gap="sm">
          <Alert color="red" title={t('fiscal.reasonTitle')} data-testid="fiscal-reason">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {row.last_error ? <bdi>{row.last_error}</bdi> : t('fiscal.noReason')}
            </Text>
          </Alert>
          <Text size="sm">{t('fiscal.putRight')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <Anchor component={Link} to={paths.orderDetails.to({ orderId: String(row.order) })}>
                {t('fiscal.link.order', { invoice: ltr(row.invoice_id) })}
              </Anchor>{' '}
              {t('fiscal.link.orderWhat')}
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={paths.products.to()}>
                {t('fiscal.link.products')}
              </Anchor>{' '}
              {t('fiscal.link.productsWhat')}
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={paths.users.to()}>
                {t('fiscal.link.customers')}
              </Anchor>{' '}
              {t('fiscal.link.customersWhat')}
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={paths.editDepartment.to({ companyId: String(row.company) })}>
                {t('fiscal.link.settings')}
              </Anchor>{' '}
              {t('fiscal.link.settingsWhat')}
            </List.Item>
          </List>
          <Text size="xs" c="dimmed">
            {t('fiscal.rebuilt')}
          </Text>
          {failed && (
            <Alert color="red" role="alert">
              {failed}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('fiscal.close')}
            </Button>
            <Button color="red" onClick={() => setConfirming(true)}>
              {t('fiscal.resend')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirming}
        title={t('fiscal.confirmTitle')}
        confirmLabel={t('fiscal.resend')}
        busy={resend.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      >
        {t('fiscal.confirmBody', { invoice: ltr(row.invoice_id) })}
      </ConfirmModal>
    </>
  );
}
