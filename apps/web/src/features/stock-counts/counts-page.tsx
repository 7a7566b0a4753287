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
import { paths } from '../../lib/paths';
import { countKeys, startCount, useAccuracy, useCountCategories, useCounts, useProductSearch } from './api';

const scopeText = (c: WireStockCount) =>
  c.scope === 'ALL'
    ? 'All stock'
    : c.scope === 'CATEGORY'
      ? `Category: ${c.category?.name ?? ''}`
      : `${c.products.length} products`;

/** Starting a count: all stock or one category, blind unless unticked. */
function StartCount({ onStarted }: { onStarted: () => void }) {
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
          Start a count
        </Title>
        <Group align="end">
          <Select
            label="What to count"
            data={[
              { value: 'ALL', label: 'All stock' },
              { value: 'CATEGORY', label: 'A category' },
              { value: 'PRODUCTS', label: 'Chosen products' },
            ]}
            value={scope}
            onChange={(v) => setScope(v === 'CATEGORY' || v === 'PRODUCTS' ? v : 'ALL')}
            allowDeselect={false}
          />
          {scope === 'CATEGORY' && (
            <Select
              label="Category"
              searchable
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={category}
              onChange={setCategory}
            />
          )}
          {scope === 'PRODUCTS' && (
            <MultiSelect
              label="Products"
              placeholder="Type a name or barcode"
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
            label="Blind (counters never see expected quantities)"
            checked={blind}
            onChange={(e) => setBlind(e.currentTarget.checked)}
          />
          <Button onClick={start} loading={busy}>
            Start count
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
  const accuracy = useAccuracy();
  const rows = accuracy.data ?? [];
  if (rows.length === 0) return null;
  const data = rows.map((r) => ({
    count: `#${r.count} ${r.approved.slice(0, 10)}`,
    'Matched %': Number(r.matched_share),
  }));
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h5">
          Count accuracy
        </Title>
        <LineChart
          h={200}
          data={data}
          dataKey="count"
          series={[{ name: 'Matched %', color: 'teal.6' }]}
          yAxisProps={{ domain: [0, 100] }}
        />
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Count</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th ta="right">Book value</Table.Th>
              <Table.Th ta="right">Counted value</Table.Th>
              <Table.Th ta="right">Difference</Table.Th>
              <Table.Th ta="right">Products matched</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.count}>
                <Table.Td>
                  #{r.count} · {r.approved.slice(0, 10)}
                </Table.Td>
                <Table.Td>{r.company.name}</Table.Td>
                <Table.Td ta="right">{r.book_value}</Table.Td>
                <Table.Td ta="right">{r.counted_value}</Table.Td>
                <Table.Td ta="right">{r.difference_value}</Table.Td>
                <Table.Td ta="right">
                  {r.matched}/{r.products} ({r.matched_share}%)
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
  const [status, setStatus] = useState<string>('');
  const counts = useCounts(status);
  const client = useQueryClient();
  return (
    <Stack>
      <PageTitle title="Stock counts">
        <Select
          aria-label="Status"
          data={[
            { value: '', label: 'Every status' },
            { value: 'OPEN', label: 'Open' },
            { value: 'APPROVED', label: 'Approved' },
            { value: 'CANCELLED', label: 'Cancelled' },
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
            <Table.Th>Count</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Scope</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Scans</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(counts.data?.results ?? []).map((c) => {
            const open = c.status === 'OPEN' || c.status === 'RECOUNT';
            return (
              <Table.Tr key={c.id}>
                <Table.Td>
                  #{c.id} · {c.created.slice(0, 10)} · {c.created_by}
                </Table.Td>
                <Table.Td>{c.company.name}</Table.Td>
                <Table.Td>
                  {scopeText(c)}
                  {c.blind ? '' : ' (not blind)'}
                </Table.Td>
                <Table.Td>
                  <Badge color={open ? 'blue' : c.status === 'APPROVED' ? 'green' : 'gray'}>{c.status}</Badge>
                </Table.Td>
                <Table.Td ta="right">{c.scans}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    {open && (
                      <Button size="xs" component={Link} to={paths.countStock.to({ countId: c.id })}>
                        Count
                      </Button>
                    )}
                    {isAdmin && (
                      <Button
                        size="xs"
                        variant="light"
                        component={Link}
                        to={paths.stockCount.to({ countId: c.id })}
                      >
                        Review
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
          No counts yet.
        </Text>
      )}
      {isAdmin && <AccuracyChart />}
    </Stack>
  );
}
