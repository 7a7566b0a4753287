import { Alert, Badge, Button, Checkbox, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { WireStockCountLine } from '@tillwise/domain';
import { Fragment, useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { PageTitle } from '../../components/page-title';
import { countAction, countKeys, useReview, useSheet } from './api';
import { CountSheet } from './count-sheet';

const STATUS_COLOR: Record<WireStockCountLine['status'], string> = {
  COUNTED: 'green',
  RECOUNT: 'orange',
  DOUBLE: 'red',
  NOT_COUNTED: 'gray',
};

/**
 * A count's review: expected (at the moment each line was counted), counted, difference and value
 * at cost per product and batch; recount chosen lines, settle double scans, approve or cancel.
 */
export function ReviewPage({ countId }: { countId: number }) {
  const review = useReview(countId);
  const sheet = useSheet(countId, true);
  const client = useQueryClient();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<'approve' | 'cancel' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: 'recount' | 'settle' | 'approve' | 'cancel', body: object = {}) => {
    setBusy(true);
    const result = await countAction(countId, action, body);
    setBusy(false);
    setConfirm(null);
    if (!result.ok) {
      setError(
        Object.values(result.error.body ?? { detail: result.error.message })
          .flat()
          .join(' '),
      );
      return;
    }
    setError(null);
    setChosen([]);
    client.setQueryData(countKeys.review(countId), result.data);
    void client.invalidateQueries({ queryKey: countKeys.all() });
  };

  const data = review.data;
  if (!data) return <Text c="dimmed">Loading…</Text>;
  const open = data.count.status === 'OPEN' || data.count.status === 'RECOUNT';
  const lines = data.lines.filter(
    (l) => !onlyDifferences || l.difference === null || l.difference !== '0.0000',
  );
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <Stack>
      <PageTitle title={`Stock count #${countId}`}>
        <Badge size="lg" color={open ? 'blue' : data.count.status === 'APPROVED' ? 'green' : 'gray'}>
          {data.count.status}
        </Badge>
        <Button variant="default" onClick={() => window.print()} disabled={!sheet.data}>
          Print count sheet
        </Button>
      </PageTitle>
      <Text size="sm" c="dimmed">
        {data.count.company.name} · {data.count.blind ? 'blind' : 'not blind'} · started by{' '}
        {data.count.created_by}
        {data.count.approved
          ? ` · approved by ${data.count.approved_by} on ${data.count.approved.slice(0, 10)}`
          : ''}
      </Text>
      <Group>
        <Text size="sm">
          Book value <b>{data.totals.expected_value}</b>
        </Text>
        <Text size="sm">
          Counted value <b>{data.totals.counted_value}</b>
        </Text>
        <Text size="sm">
          Gains <b>{data.totals.gains_value}</b>
        </Text>
        <Text size="sm">
          Losses <b>{data.totals.losses_value}</b>
        </Text>
        <Text size="sm">
          Adjustment <b data-testid="adjustment-total">{data.totals.difference_value}</b>
        </Text>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Switch
          label="Differences only"
          checked={onlyDifferences}
          onChange={(e) => setOnlyDifferences(e.currentTarget.checked)}
        />
        {open && (
          <Group gap="xs">
            <Button
              variant="light"
              disabled={chosen.length === 0}
              loading={busy}
              onClick={() => run('recount', { lines: chosen })}
            >
              Ask for a recount ({chosen.length})
            </Button>
            <Button color="red" variant="outline" onClick={() => setConfirm('cancel')}>
              Cancel count
            </Button>
            <Button color="green" onClick={() => setConfirm('approve')}>
              Approve
            </Button>
          </Group>
        )}
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {open && <Table.Th w={30} />}
            <Table.Th>Product</Table.Th>
            <Table.Th>Batch</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Expected</Table.Th>
            <Table.Th ta="right">Counted</Table.Th>
            <Table.Th ta="right">Difference</Table.Th>
            <Table.Th ta="right">Unit cost</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Fragment key={l.id}>
              <Table.Tr data-testid="count-line">
                {open && (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Choose ${l.name}`}
                      checked={chosen.includes(l.id)}
                      onChange={() => toggle(l.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  {l.name}
                  {l.variant ? ` (${l.variant})` : ''}
                  <Text size="xs" c="dimmed">
                    {l.bar_code}
                  </Text>
                </Table.Td>
                <Table.Td>{l.batch === null ? 'any' : `${l.batch} · ${l.expiry_date ?? ''}`}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[l.status]}>{l.status.replace('_', ' ')}</Badge>
                </Table.Td>
                <Table.Td ta="right">{l.expected}</Table.Td>
                <Table.Td ta="right">{l.counted ?? '—'}</Table.Td>
                <Table.Td ta="right" c={l.difference?.startsWith('-') ? 'red' : undefined}>
                  {l.difference ?? '—'}
                </Table.Td>
                <Table.Td ta="right">{l.unit_cost}</Table.Td>
                <Table.Td ta="right">{l.difference_value ?? '—'}</Table.Td>
              </Table.Tr>
              {l.status === 'DOUBLE' && open && (
                <Table.Tr>
                  <Table.Td colSpan={9}>
                    <Group gap="xs">
                      <Text size="sm">Counted more than once:</Text>
                      {l.scans
                        .filter((s) => !s.discarded)
                        .map((s) => (
                          <Button
                            key={s.id}
                            size="compact-sm"
                            variant="default"
                            onClick={() => run('settle', { line: l.id, keep: [s.id] })}
                          >
                            Keep {s.quantity} ({s.counted_by}, {s.device || 'no device'},{' '}
                            {s.created.slice(11, 16)})
                          </Button>
                        ))}
                      <Button
                        size="compact-sm"
                        onClick={() =>
                          run('settle', {
                            line: l.id,
                            keep: l.scans.filter((s) => !s.discarded).map((s) => s.id),
                          })
                        }
                      >
                        Add them up
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing counted yet.
        </Text>
      )}
      <Title order={2} size="h6" c="dimmed">
        Expected is the stock when each line was counted, so sales made during the count are accounted for.
      </Title>
      <ConfirmModal
        opened={confirm !== null}
        title={confirm === 'approve' ? 'Approve this count?' : 'Cancel this count?'}
        confirmLabel={confirm === 'approve' ? 'Approve and post' : 'Cancel count'}
        danger={confirm === 'cancel'}
        busy={busy}
        onConfirm={() => confirm && run(confirm)}
        onCancel={() => setConfirm(null)}
      >
        {confirm === 'approve'
          ? `Every difference is posted to stock adjustments in one journal entry: ${data.totals.difference_value} in all (gains ${data.totals.gains_value}, losses ${data.totals.losses_value}). An approved count is final.`
          : 'Nothing is posted and the count takes no more scans.'}
      </ConfirmModal>
      {sheet.data && <CountSheet sheet={sheet.data} />}
    </Stack>
  );
}
