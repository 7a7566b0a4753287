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
import { Ltr, useFormatter, useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { useProposals } from './api/proposals';
import { useDeleteRule, useReachCompanies, useRules } from './api/rules';
import { ProposalGroup } from './proposal-group';
import { RuleForm } from './rule-form';

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
  const t = useT();
  const f = useFormatter();
  const quantity = (v: string | null) => (v === null ? '—' : f.decimal(v));
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
          {t('replenishment.title')}
        </Title>
        <Group gap="sm">
          {several && (
            <Select
              aria-label={t('replenishment.company')}
              placeholder={t('replenishment.everyCompany')}
              clearable
              w={240}
              data={(reach.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name }))}
              value={company === null ? null : String(company)}
              onChange={(v) => setCompany(v ? Number(v) : null)}
            />
          )}
          <Button variant="light" onClick={() => setEditing('new')} disabled={ruleCompany === null}>
            {t('replenishment.addRule')}
          </Button>
        </Group>
      </Group>
      <Tabs defaultValue="proposals" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="proposals">
            {proposals.data
              ? t('replenishment.tab.proposalsCount', { count: f.count(lines.length) })
              : t('replenishment.tab.proposals')}
          </Tabs.Tab>
          <Tabs.Tab value="rules">
            {rules.data
              ? t('replenishment.tab.rulesCount', { count: f.count(rules.data.length) })
              : t('replenishment.tab.rules')}
          </Tabs.Tab>
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
              {t('replenishment.sent.before')}{' '}
              <Anchor component={Link} to={paths.requestDetails.to({ id: s.id })}>
                <Ltr>#{s.id}</Ltr>
              </Anchor>{' '}
              {t('replenishment.sent.after', { supplier: s.supplier })}
            </Alert>
          ))}
          {proposals.isLoading ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{t('replenishment.working')}</Text>
            </Group>
          ) : proposals.error ? (
            <LoadFailed
              error={proposals.error}
              what={t('replenishment.what.proposals')}
              onRetry={() => proposals.refetch()}
            />
          ) : lines.length === 0 ? (
            <Text c="dimmed" data-testid="proposals-empty">
              {t('replenishment.empty')}
            </Text>
          ) : (
            <Stack gap="md">
              {proposals.data?.truncated && <Alert color="yellow">{t('replenishment.truncated')}</Alert>}
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
            <LoadFailed
              error={rules.error}
              what={t('replenishment.what.rules')}
              onRetry={() => rules.refetch()}
            />
          ) : (rules.data ?? []).length === 0 ? (
            <Text c="dimmed">{t('replenishment.noRules')}</Text>
          ) : (
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('replenishment.col.product')}</Table.Th>
                  <Table.Th>{t('replenishment.col.method')}</Table.Th>
                  <Table.Th ta="end">{t('replenishment.col.min')}</Table.Th>
                  <Table.Th ta="end">{t('replenishment.col.max')}</Table.Th>
                  <Table.Th ta="end">{t('replenishment.col.coverDays')}</Table.Th>
                  <Table.Th>{t('replenishment.col.supplier')}</Table.Th>
                  <Table.Th ta="end">{t('replenishment.col.leadTime')}</Table.Th>
                  <Table.Th ta="end">{t('replenishment.col.pack')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(rules.data ?? []).map((r) => (
                  <Table.Tr key={r.product_variant}>
                    <Table.Td>{r.product_name}</Table.Td>
                    <Table.Td>
                      {t(
                        r.method === 'MIN_MAX'
                          ? 'replenishment.method.minMaxShort'
                          : 'replenishment.method.cover',
                      )}
                    </Table.Td>
                    <Table.Td ta="end">{quantity(r.min_quantity)}</Table.Td>
                    <Table.Td ta="end">{quantity(r.max_quantity)}</Table.Td>
                    <Table.Td ta="end">{r.cover_days === null ? '—' : f.count(r.cover_days)}</Table.Td>
                    <Table.Td>{r.supplier_name}</Table.Td>
                    <Table.Td ta="end">
                      {t('replenishment.days', { days: f.count(r.lead_time_days) })}
                    </Table.Td>
                    <Table.Td ta="end">{f.count(r.pack_size)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="subtle" onClick={() => setEditing(r)}>
                          {t('replenishment.edit')}
                        </Button>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('replenishment.remove', { name: r.product_name })}
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
