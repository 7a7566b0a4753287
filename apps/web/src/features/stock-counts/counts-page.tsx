import { LineChart } from '@mantine/charts';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { WireStockCount } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Ltr, useFormatter, useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import { useChartDirection } from '../../lib/chart-direction';
import { paths } from '../../lib/paths';
import { countKeys, startCount, useAccuracy, useCountCategories, useCounts, useProductSearch } from './api';

const scopeText = (c: WireStockCount, t: Translate) =>
  c.scope === 'ALL'
    ? t('stockCounts.scope.all')
    : c.scope === 'CATEGORY'
      ? t('stockCounts.scope.category', { name: c.category?.name ?? '' })
      : t('stockCounts.scope.products', { count: c.products.length });

/** Starting a count: all stock or one category, blind unless unticked. */
function StartCount({ onStarted }: { onStarted: () => void }) {
  const t = useT();
  const categories = useCountCategories();
  const [scope, setScope] = useState<'ALL' | 'CATEGORY' | 'PRODUCTS'>('ALL');
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string }[]>([]);
  const found = useProductSearch(search);
  const productOptions = [
    ...picked,
    ...(found.data ?? [])
      .map((p) => ({ value: String(p.id), label: `${p.name} · ${p.bar_code}` }))
      .filter((o) => !picked.some((k) => k.value === o.value)),
  ];
  const [blind, setBlind] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    const result = await startCount({
      scope,
      category: category ? Number(category) : null,
      products: picked.map((p) => Number(p.value)),
      blind,
    });
    setBusy(false);
    if (!result.ok) {
      setError(
        Object.values(result.error.body ?? { detail: result.error.message })
          .flat()
          .join(' '),
      );
      return;
    }
    setError(null);
    onStarted();
  };
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('stockCounts.start.title')}
        </Title>
        <Group align="end">
          <Select
            label={t('stockCounts.start.what')}
            data={[
              { value: 'ALL', label: t('stockCounts.scope.all') },
              { value: 'CATEGORY', label: t('stockCounts.start.aCategory') },
              { value: 'PRODUCTS', label: t('stockCounts.scope.chosen') },
            ]}
            value={scope}
            onChange={(v) => setScope(v === 'CATEGORY' || v === 'PRODUCTS' ? v : 'ALL')}
            allowDeselect={false}
          />
          {scope === 'CATEGORY' && (
            <Select
              label={t('stockCounts.start.category')}
              searchable
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={category}
              onChange={setCategory}
            />
          )}
          {scope === 'PRODUCTS' && (
            <MultiSelect
              label={t('stockCounts.start.products')}
              placeholder={t('stockCounts.start.productsHint')}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={productOptions}
              value={picked.map((p) => p.value)}
              onChange={(values) =>
                setPicked(
                  values.map((v) => productOptions.find((o) => o.value === v) ?? { value: v, label: v }),
                )
              }
              filter={({ options }) => options}
              miw={280}
            />
          )}
          <Checkbox
            label={t('stockCounts.start.blind')}
            checked={blind}
            onChange={(e) => setBlind(e.currentTarget.checked)}
          />
          <Button onClick={start} loading={busy}>
            {t('stockCounts.start.submit')}
          </Button>
        </Group>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Accuracy over time: counted against book value, and the share of products that matched. */
function AccuracyChart() {
  const t = useT();
  const f = useFormatter();
  const direction = useChartDirection();
  const accuracy = useAccuracy();
  const rows = accuracy.data ?? [];
  if (rows.length === 0) return null;
  const data = rows.map((r) => ({
    count: `#${r.count} ${r.approved.slice(0, 10)}`,
    matched: Number(r.matched_share),
  }));
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('stockCounts.accuracy.title')}
        </Title>
        <LineChart
          h={200}
          data={data}
          dataKey="count"
          series={[{ name: 'matched', label: t('stockCounts.accuracy.matchedShare'), color: 'teal.6' }]}
          {...direction}
          yAxisProps={{ ...direction.yAxisProps, domain: [0, 100] }}
        />
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stockCounts.col.count')}</Table.Th>
              <Table.Th>{t('stockCounts.col.company')}</Table.Th>
              <Table.Th ta="end">{t('stockCounts.col.bookValue')}</Table.Th>
              <Table.Th ta="end">{t('stockCounts.col.countedValue')}</Table.Th>
              <Table.Th ta="end">{t('stockCounts.col.difference')}</Table.Th>
              <Table.Th ta="end">{t('stockCounts.accuracy.matched')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.count}>
                <Table.Td>
                  <Ltr>#{r.count}</Ltr> · {f.date(r.approved)}
                </Table.Td>
                <Table.Td>{r.company.name}</Table.Td>
                <Table.Td ta="end">{f.money(r.book_value)}</Table.Td>
                <Table.Td ta="end">{f.money(r.counted_value)}</Table.Td>
                <Table.Td ta="end">{f.money(r.difference_value)}</Table.Td>
                <Table.Td ta="end">
                  {t('stockCounts.accuracy.matchedOf', {
                    matched: f.count(r.matched),
                    products: f.count(r.products),
                    share: f.decimal(r.matched_share),
                  })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

/** Stock counts: the list (counters pick the count they work on; admins start, review and see accuracy). */
export function CountsPage({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const f = useFormatter();
  const [status, setStatus] = useState<string>('');
  const counts = useCounts(status);
  const client = useQueryClient();
  return (
    <Stack>
      <PageTitle title={t('stockCounts.list.title')}>
        <Select
          aria-label={t('stockCounts.col.status')}
          data={[
            { value: '', label: t('stockCounts.list.everyStatus') },
            { value: 'OPEN', label: t('stockCounts.list.open') },
            { value: 'APPROVED', label: t('stockCounts.list.approved') },
            { value: 'CANCELLED', label: t('stockCounts.list.cancelled') },
          ]}
          value={status}
          onChange={(v) => setStatus(v ?? '')}
          allowDeselect={false}
        />
      </PageTitle>
      {isAdmin && (
        <StartCount onStarted={() => void client.invalidateQueries({ queryKey: countKeys.all() })} />
      )}
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stockCounts.col.count')}</Table.Th>
            <Table.Th>{t('stockCounts.col.company')}</Table.Th>
            <Table.Th>{t('stockCounts.col.scope')}</Table.Th>
            <Table.Th>{t('stockCounts.col.status')}</Table.Th>
            <Table.Th ta="end">{t('stockCounts.col.scans')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(counts.data?.results ?? []).map((c) => {
            const open = c.status === 'OPEN' || c.status === 'RECOUNT';
            return (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Ltr>#{c.id}</Ltr> · {f.date(c.created)} · {c.created_by}
                </Table.Td>
                <Table.Td>{c.company.name}</Table.Td>
                <Table.Td>
                  {c.blind ? scopeText(c, t) : t('stockCounts.list.notBlind', { scope: scopeText(c, t) })}
                </Table.Td>
                <Table.Td>
                  <Badge color={open ? 'blue' : c.status === 'APPROVED' ? 'green' : 'gray'}>
                    {t(`stockCounts.status.${c.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="end">{f.count(c.scans)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    {open && (
                      <Button size="xs" component={Link} to={paths.countStock.to({ countId: c.id })}>
                        {t('stockCounts.list.count')}
                      </Button>
                    )}
                    {isAdmin && (
                      <Button
                        size="xs"
                        variant="light"
                        component={Link}
                        to={paths.stockCount.to({ countId: c.id })}
                      >
                        {t('stockCounts.list.review')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {counts.data?.count === 0 && (
        <Text c="dimmed" size="sm">
          {t('stockCounts.list.none')}
        </Text>
      )}
      {isAdmin && <AccuracyChart />}
    </Stack>
  );
}
