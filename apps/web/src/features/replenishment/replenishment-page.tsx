import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { UserWire, WireProposalLine, WireReplenishmentRule } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { paths } from '../../lib/paths';
import { useProposals } from './api/proposals';
import { useDeleteRule, useReachCompanies, useRules } from './api/rules';
import { ProposalGroup } from './proposal-group';
import { RuleForm } from './rule-form';

const trim = (v: string | null) => (v === null ? '—' : v.replace(/\.?0+$/, ''));

/** The lines grouped by company, then supplier, in the order the server sorted them. */
function groupsOf(lines: WireProposalLine[]) {
  const groups = new Map<string, WireProposalLine[]>();
  for (const line of lines) {
    const key = `${line.company}-${line.supplier}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.entries()];
}

/**
 * `/replenishment` (docs/domain/replenishment.md): what to order now, per company and supplier,
 * turned into a request to a department in one action; and the rules that propose it. The head
 * office sees its whole tree and narrows it to one company.
 */
export function ReplenishmentPage({ user }: { user: UserWire }) {
  const own = user.company?.id ?? null;
  const reach = useReachCompanies();
  const several = (reach.data?.length ?? 0) > 1;
  const [company, setCompany] = useState<number | null>(null);
  // The rules are one company's: the one picked, else the user's own.
  const ruleCompany = company ?? own;
  const proposals = useProposals(company);
  const rules = useRules(ruleCompany);
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<WireReplenishmentRule | 'new' | null>(null);
  const [sent, setSent] = useState<{ id: number; supplier: string }[]>([]);

  const lines = proposals.data?.results ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          Replenishment
        </Title>
        <Group gap="sm">
          {several && (
            <Select
              aria-label="Company"
              placeholder="Every company"
              clearable
              w={240}
              data={(reach.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name }))}
              value={company === null ? null : String(company)}
              onChange={(v) => setCompany(v ? Number(v) : null)}
            />
          )}
          <Button variant="light" onClick={() => setEditing('new')} disabled={ruleCompany === null}>
            Add rule
          </Button>
        </Group>
      </Group>
      <Tabs defaultValue="proposals" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="proposals">Proposals{proposals.data ? ` (${lines.length})` : ''}</Tabs.Tab>
          <Tabs.Tab value="rules">Rules{rules.data ? ` (${rules.data.length})` : ''}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="proposals" pt="md">
          {sent.map((s) => (
            <Alert
              key={s.id}
              color="green"
              mb="sm"
              data-testid="proposal-sent"
              withCloseButton
              onClose={() => setSent(sent.filter((x) => x.id !== s.id))}
            >
              Request{' '}
              <Anchor component={Link} to={paths.requestDetails.to({ id: s.id })}>
                #{s.id}
              </Anchor>{' '}
              sent to {s.supplier}.
            </Alert>
          ))}
          {proposals.isLoading ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">Working out what to order…</Text>
            </Group>
          ) : proposals.error ? (
            <LoadFailed error={proposals.error} what="the proposals" onRetry={() => proposals.refetch()} />
          ) : lines.length === 0 ? (
            <Text c="dimmed" data-testid="proposals-empty">
              Nothing to order: every product with a rule is above its minimum or covered. Rules are added
              with “Add rule”.
            </Text>
          ) : (
            <Stack gap="md">
              {proposals.data?.truncated && (
                <Alert color="yellow">
                  More lines than one page holds: pick a company to see all of its lines.
                </Alert>
              )}
              {groupsOf(lines).map(([key, group]) => (
                <ProposalGroup
                  key={`${key}-${proposals.dataUpdatedAt}`}
                  lines={group}
                  own={group[0]?.company === own}
                  vendor={group[0]?.supplier_type === 'VENDOR'}
                  onSent={(request, supplier) => setSent([...sent, { id: request.id, supplier }])}
                />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="md">
          {rules.isLoading ? (
            <Loader size="sm" />
          ) : rules.error ? (
            <LoadFailed error={rules.error} what="the rules" onRetry={() => rules.refetch()} />
          ) : (rules.data ?? []).length === 0 ? (
            <Text c="dimmed">No rules yet for this company.</Text>
          ) : (
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th ta="right">Min</Table.Th>
                  <Table.Th ta="right">Max</Table.Th>
                  <Table.Th ta="right">Cover days</Table.Th>
                  <Table.Th>Supplier</Table.Th>
                  <Table.Th ta="right">Lead time</Table.Th>
                  <Table.Th ta="right">Pack</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(rules.data ?? []).map((r) => (
                  <Table.Tr key={r.product_variant}>
                    <Table.Td>{r.product_name}</Table.Td>
                    <Table.Td>{r.method === 'MIN_MAX' ? 'Min / max' : 'Days of cover'}</Table.Td>
                    <Table.Td ta="right">{trim(r.min_quantity)}</Table.Td>
                    <Table.Td ta="right">{trim(r.max_quantity)}</Table.Td>
                    <Table.Td ta="right">{r.cover_days ?? '—'}</Table.Td>
                    <Table.Td>{r.supplier_name}</Table.Td>
                    <Table.Td ta="right">{r.lead_time_days} d</Table.Td>
                    <Table.Td ta="right">{r.pack_size}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="subtle" onClick={() => setEditing(r)}>
                          Edit
                        </Button>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove the rule of ${r.product_name}`}
                          onClick={() =>
                            remove.mutate({ company: r.company, product_variant: r.product_variant })
                          }
                        >
                          ×
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
      </Tabs>
      {editing && ruleCompany !== null && (
        <RuleForm
          company={ruleCompany}
          rule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
