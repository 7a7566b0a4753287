import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { quantityInUnit, toDisplay, type UserWire, type WireRequestParty } from '@tillwise/domain';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { LoadingModal } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { Ltr, useFormatter, useT } from '../../i18n';
import { dateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';
import { useBack } from '../../lib/use-back';
import { useRequest } from './api';
import { requestStatusLabel, requestTypeLabel } from './labels';
import { RequestStatusSelect, roleIn } from './request-status-select';

const who = (p: WireRequestParty) =>
  `${[p.first_name, p.last_name].filter(Boolean).join(' ') || p.username}, ${p.company?.company_name ?? ''}`;

const STATUS_COLOURS: Record<string, string> = {
  PENDING: 'yellow',
  APPROVED: 'blue',
  COMPLETE: 'green',
  CANCEL: 'gray',
};

/** `/requests/:id`: the real request (spec 2.11's mock, built): parties, items and status history. */
export function RequestDetailsPage({ me }: { me: UserWire }) {
  const t = useT();
  const f = useFormatter();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const back = useBack(paths.responses.to());
  const client = useQueryClient();
  const query = useRequest(id);
  if (query.isLoading) return <LoadingModal />;
  if (query.error)
    return (
      <LoadFailed
        error={query.error}
        what={t('requests.details.what')}
        onRetry={() => void query.refetch()}
      />
    );
  const r = query.data;
  if (!r) return null;
  const role = roleIn(r, me.company?.id);
  const canTransfer =
    role === 'receiver' &&
    r.status === 'APPROVED' &&
    r.order === null &&
    (r.items?.length ?? 0) > 0 &&
    ['SUPER_ADMIN', 'ADMIN'].includes(me.user_type) &&
    me.company?.company_type !== 'RETIAL';
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.requests() });
  return (
    <Stack gap="md" maw={960}>
      <PageTitle title={t('requests.details.title', { id: String(r.id) })}>
        <Group gap="xs">
          <Button variant="default" onClick={back}>
            {t('requests.details.back')}
          </Button>
          {canTransfer && (
            <Button onClick={() => navigate(paths.adminOrder.to({ request: r.id }))}>
              {t('requests.details.makeTransfer')}
            </Button>
          )}
        </Group>
      </PageTitle>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label={t('requests.details.to')} value={who(r.receiver)} />
          <Field label={t('requests.details.from')} value={who(r.sender)} />
          <Field label={t('requests.details.number')} value={String(r.id)} />
          <Field label={t('requests.details.date')} value={<Ltr>{dateTime(r.created)}</Ltr>} />
          <Field label={t('requests.details.delivery')} value={<Ltr>{r.expected_delivery_date}</Ltr>} />
          <Field label={t('requests.details.type')} value={requestTypeLabel(r.request_type, t)} />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('requests.details.status')}
            </Text>
            <Group gap="xs">
              <Badge color={STATUS_COLOURS[r.status] ?? 'gray'} data-testid="request-status">
                {requestStatusLabel(r.status, t)}
              </Badge>
              <RequestStatusSelect
                request={r}
                companyId={me.company?.id}
                companyType={me.company?.company_type ?? null}
                onChanged={refresh}
              />
            </Group>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('requests.details.transfer')}
            </Text>
            {r.order ? (
              <Anchor component={Link} to={paths.orderDetails.to({ orderId: r.order })} size="sm">
                {t('requests.details.order', { id: String(r.order) })}
              </Anchor>
            ) : (
              <Text size="sm">{t('requests.details.noneYet')}</Text>
            )}
          </Stack>
        </SimpleGrid>
        <Text size="sm" mt="sm">
          {r.description}
        </Text>
      </Paper>
      {r.order === null &&
        r.status === 'APPROVED' &&
        role === 'receiver' &&
        !canTransfer &&
        (r.items?.length ?? 0) > 0 && <Alert color="blue">{t('requests.details.adminTransfers')}</Alert>}
      <Paper withBorder radius="md">
        <Table striped aria-label={t('requests.details.items')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('requests.col.sr')}</Table.Th>
              <Table.Th>{t('requests.col.barcode')}</Table.Th>
              <Table.Th>{t('requests.col.name')}</Table.Th>
              <Table.Th ta="end">{t('requests.col.quantity')}</Table.Th>
              <Table.Th ta="end">{t('requests.col.unitPrice')}</Table.Th>
              <Table.Th ta="end">{t('requests.col.discount')}</Table.Th>
              <Table.Th ta="end">{t('requests.col.totalPrice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(r.items ?? []).length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text c="dimmed" size="sm" ta="center" py="sm">
                    {t('requests.details.noItems')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              (r.items ?? []).map((item, i) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Ltr>{item.bar_code}</Ltr>
                  </Table.Td>
                  <Table.Td>{[item.name, item.size, item.color].filter(Boolean).join(' · ')}</Table.Td>
                  <Table.Td ta="end">
                    {/* A line asked in a trade unit says which: "3 × Pack of 6" (docs/domain/units.md). */}
                    {quantityInUnit(item.quantity, item.unit_name)}
                  </Table.Td>
                  <Table.Td ta="end">{f.money(item.price)}</Table.Td>
                  <Table.Td ta="end">{toDisplay(item.discount)}%</Table.Td>
                  <Table.Td ta="end">{f.money(item.total_price)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} size="sm" mb="xs">
          {t('requests.details.history')}
        </Text>
        <Timeline active={(r.history?.length ?? 1) - 1} bulletSize={14} lineWidth={2}>
          {(r.history ?? []).map((h) => (
            <Timeline.Item
              key={`${h.created}-${h.status}-${h.user.id}`}
              title={requestStatusLabel(h.status, t)}
            >
              <Text size="xs" c="dimmed">
                {h.user.username} · <Ltr>{dateTime(h.created)}</Ltr>
                {h.note && h.note !== 'status'
                  ? ` · ${h.note === 'sent' ? t('requests.details.sentNote') : h.note}`
                  : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}
