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
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { LoadingModal } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { dateTime, money } from '../../lib/format';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';
import { useBack } from '../../lib/use-back';
import { useRequest } from './api';
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
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const back = useBack(paths.responses.to());
  const client = useQueryClient();
  const query = useRequest(id);
  if (query.isLoading) return <LoadingModal />;
  if (query.error)
    return <LoadFailed error={query.error} what="this request" onRetry={() => void query.refetch()} />;
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
      <PageTitle title={`Request #${r.id}`}>
        <Group gap="xs">
          <Button variant="default" onClick={back}>
            Back
          </Button>
          {canTransfer && (
            <Button onClick={() => navigate(paths.adminOrder.to({ request: r.id }))}>Make transfer</Button>
          )}
        </Group>
      </PageTitle>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label="To" value={who(r.receiver)} />
          <Field label="From" value={who(r.sender)} />
          <Field label="Request number" value={String(r.id)} />
          <Field label="Date" value={dateTime(r.created)} />
          <Field label="Delivery date" value={r.expected_delivery_date} />
          <Field label="Type" value={r.request_type.replace('_', ' ')} />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              Status
            </Text>
            <Group gap="xs">
              <Badge color={STATUS_COLOURS[r.status] ?? 'gray'} data-testid="request-status">
                {r.status}
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
              Transfer
            </Text>
            {r.order ? (
              <Anchor component={Link} to={paths.orderDetails.to({ orderId: r.order })} size="sm">
                Order #{r.order}
              </Anchor>
            ) : (
              <Text size="sm">None yet</Text>
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
        (r.items?.length ?? 0) > 0 && (
          <Alert color="blue">An admin of your department can turn this request into a transfer.</Alert>
        )}
      <Paper withBorder radius="md">
        <Table striped aria-label="Request items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sr No.</Table.Th>
              <Table.Th>Bar Code</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Unit Price</Table.Th>
              <Table.Th ta="right">Discount</Table.Th>
              <Table.Th ta="right">Total Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(r.items ?? []).length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text c="dimmed" size="sm" ta="center" py="sm">
                    This request lists no items.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              (r.items ?? []).map((item, i) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{item.bar_code}</Table.Td>
                  <Table.Td>{[item.name, item.size, item.color].filter(Boolean).join(' · ')}</Table.Td>
                  <Table.Td ta="right">
                    {/* A line asked in a trade unit says which: "3 × Pack of 6" (docs/domain/units.md). */}
                    {quantityInUnit(item.quantity, item.unit_name)}
                  </Table.Td>
                  <Table.Td ta="right">{money(item.price)}</Table.Td>
                  <Table.Td ta="right">{toDisplay(item.discount)}%</Table.Td>
                  <Table.Td ta="right">{money(item.total_price)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} size="sm" mb="xs">
          History
        </Text>
        <Timeline active={(r.history?.length ?? 1) - 1} bulletSize={14} lineWidth={2}>
          {(r.history ?? []).map((h) => (
            <Timeline.Item key={`${h.created}-${h.status}-${h.user.id}`} title={h.status}>
              <Text size="xs" c="dimmed">
                {h.user.username} · {dateTime(h.created)}
                {h.note && h.note !== 'status' ? ` · ${h.note}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}
