import { Alert, Badge, Button, Checkbox, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { WireStockCountLine } from '@tillwise/domain';
import { Fragment, useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { PageTitle } from '../../components/page-title';
import { Ltr, useFormatter, useT } from '../../i18n';
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
  const t = useT();
  const f = useFormatter();
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
  if (!data) return <Text c="dimmed">{t('stockCounts.review.loading')}</Text>;
  const open = data.count.status === 'OPEN' || data.count.status === 'RECOUNT';
  const lines = data.lines.filter(
    (l) => !onlyDifferences || l.difference === null || l.difference !== '0.0000',
  );
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <Stack>
      <PageTitle title={t('stockCounts.sheet.title', { id: countId })}>
        <Badge size="lg" color={open ? 'blue' : data.count.status === 'APPROVED' ? 'green' : 'gray'}>
          {t(`stockCounts.status.${data.count.status}`)}
        </Badge>
        <Button variant="default" onClick={() => window.print()} disabled={!sheet.data}>
          {t('stockCounts.review.print')}
        </Button>
      </PageTitle>
      <Text size="sm" c="dimmed">
        {data.count.company.name} ·{' '}
        {t(data.count.blind ? 'stockCounts.review.blind' : 'stockCounts.review.notBlind')} ·{' '}
        {t('stockCounts.review.startedBy', { name: data.count.created_by })}
        {data.count.approved
          ? ` · ${t('stockCounts.review.approvedBy', {
              name: data.count.approved_by ?? '',
              date: f.date(data.count.approved),
            })}`
          : ''}
      </Text>
      <Group>
        <Text size="sm">
          {t('stockCounts.col.bookValue')} <b>{f.money(data.totals.expected_value)}</b>
        </Text>
        <Text size="sm">
          {t('stockCounts.col.countedValue')} <b>{f.money(data.totals.counted_value)}</b>
        </Text>
        <Text size="sm">
          {t('stockCounts.review.gains')} <b>{f.money(data.totals.gains_value)}</b>
        </Text>
        <Text size="sm">
          {t('stockCounts.review.losses')} <b>{f.money(data.totals.losses_value)}</b>
        </Text>
        <Text size="sm">
          {t('stockCounts.review.adjustment')}{' '}
          <b data-testid="adjustment-total">{f.money(data.totals.difference_value)}</b>
        </Text>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Switch
          label={t('stockCounts.review.differencesOnly')}
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
              {t('stockCounts.review.recount', { count: chosen.length })}
            </Button>
            <Button color="red" variant="outline" onClick={() => setConfirm('cancel')}>
              {t('stockCounts.review.cancel')}
            </Button>
            <Button color="green" onClick={() => setConfirm('approve')}>
              {t('stockCounts.review.approve')}
            </Button>
          </Group>
        )}
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {open && <Table.Th w={30} />}
            <Table.Th>{t('stockCounts.col.product')}</Table.Th>
            <Table.Th>{t('stockCounts.col.batch')}</Table.Th>
            <Table.Th>{t('stockCounts.col.status')}</Table.Th>
            <Table.Th ta="end">{t('stockCounts.col.expected')}</Table.Th>
            <Table.Th ta="end">{t('stockCounts.col.counted')}</Table.Th>
            <Table.Th ta="end">{t('stockCounts.col.difference')}</Table.Th>
            <Table.Th ta="end">{t('stockCounts.col.unitCost')}</Table.Th>
            <Table.Th ta="end">{t('stockCounts.col.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Fragment key={l.id}>
              <Table.Tr data-testid="count-line">
                {open && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('stockCounts.review.choose', { name: l.name })}
                      checked={chosen.includes(l.id)}
                      onChange={() => toggle(l.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  {l.name}
                  {l.variant ? ` (${l.variant})` : ''}
                  <Text size="xs" c="dimmed">
                    <Ltr>{l.bar_code}</Ltr>
                  </Text>
                </Table.Td>
                <Table.Td>
                  {l.batch === null
                    ? t('stockCounts.review.anyBatch')
                    : `${l.batch} · ${l.expiry_date ?? ''}`}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[l.status]}>{t(`stockCounts.lineStatus.${l.status}`)}</Badge>
                </Table.Td>
                <Table.Td ta="end">{f.decimal(l.expected)}</Table.Td>
                <Table.Td ta="end">{l.counted === null ? '—' : f.decimal(l.counted)}</Table.Td>
                <Table.Td ta="end" c={l.difference?.startsWith('-') ? 'red' : undefined}>
                  {l.difference === null ? '—' : f.decimal(l.difference)}
                </Table.Td>
                <Table.Td ta="end">{f.money(l.unit_cost)}</Table.Td>
                <Table.Td ta="end">
                  {l.difference_value === null ? '—' : f.money(l.difference_value)}
                </Table.Td>
              </Table.Tr>
              {l.status === 'DOUBLE' && open && (
                <Table.Tr>
                  <Table.Td colSpan={9}>
                    <Group gap="xs">
                      <Text size="sm">{t('stockCounts.review.double')}</Text>
                      {l.scans
                        .filter((s) => !s.discarded)
                        .map((s) => (
                          <Button
                            key={s.id}
                            size="compact-sm"
                            variant="default"
                            onClick={() => run('settle', { line: l.id, keep: [s.id] })}
                          >
                            {t('stockCounts.review.keep', {
                              quantity: f.decimal(s.quantity),
                              by: s.counted_by,
                              device: s.device || t('stockCounts.review.noDevice'),
                              time: s.created.slice(11, 16),
                            })}
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
                        {t('stockCounts.review.addUp')}
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
          {t('stockCounts.review.none')}
        </Text>
      )}
      <Title order={2} size="h6" c="dimmed">
        {t('stockCounts.review.expectedNote')}
      </Title>
      <ConfirmModal
        opened={confirm !== null}
        title={t(
          confirm === 'approve' ? 'stockCounts.review.approveTitle' : 'stockCounts.review.cancelTitle',
        )}
        confirmLabel={t(
          confirm === 'approve' ? 'stockCounts.review.approvePost' : 'stockCounts.review.cancel',
        )}
        danger={confirm === 'cancel'}
        busy={busy}
        onConfirm={() => confirm && run(confirm)}
        onCancel={() => setConfirm(null)}
      >
        {confirm === 'approve'
          ? t('stockCounts.review.approveText', {
              total: f.money(data.totals.difference_value),
              gains: f.money(data.totals.gains_value),
              losses: f.money(data.totals.losses_value),
            })
          : t('stockCounts.review.cancelText')}
      </ConfirmModal>
      {sheet.data && <CountSheet sheet={sheet.data} />}
    </Stack>
  );
}
