import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { isAdmin, isValidRange, localDay, type UserWire } from '@tillwise/domain';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n';
import { toActor } from '../../lib/actor';
import { useReportCompanies } from './api/get-report-companies';
import { DateRangeInputs, RangePresets } from './date-range';

export interface Filters {
  start: string;
  end: string;
  /** 0: every company in reach ("All"). */
  company: number;
}

export const todayFilters = (): Filters => ({ start: localDay(), end: localDay(), company: 0 });

/** The company selector: All plus each company in reach; enabled only for admins of a PARENT or STORE (spec 2.16). */
export function CompanySelect({
  me,
  value,
  onChange,
  allLabel,
}: {
  me: UserWire;
  value: number;
  onChange: (company: number) => void;
  allLabel?: string;
}) {
  const t = useT();
  const all = allLabel ?? t('analytics.filters.all');
  const enabled = isAdmin(toActor(me));
  const companies = useReportCompanies();
  const data = [
    { value: '0', label: enabled ? all : (me.company?.company_name ?? all) },
    ...(enabled ? (companies.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name })) : []),
  ];
  return (
    <Select
      label={t('analytics.filters.company')}
      data={data}
      value={String(value)}
      onChange={(v) => onChange(Number(v ?? 0))}
      disabled={!enabled}
      allowDeselect={false}
      w={220}
    />
  );
}

/**
 * Start and end dates and the company, applied by Search (spec 5.7: the range is emitted only when
 * valid; a start after the end says 'invalid date range'). The default is today, every company.
 */
export function ReportFilters({
  me,
  value,
  onSearch,
  withCompany = true,
  extra,
}: {
  me: UserWire;
  value: Filters;
  onSearch: (next: Filters) => void;
  withCompany?: boolean;
  extra?: ReactNode;
}) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);

  function search(next: Filters = draft) {
    if (!isValidRange(next.start, next.end)) {
      setError(t('analytics.filters.invalidRange'));
      return;
    }
    setError(null);
    onSearch(next);
  }

  return (
    <Stack gap="xs" data-no-print>
      <RangePresets
        onPick={(range) => {
          const next = { ...draft, ...range };
          setDraft(next);
          search(next);
        }}
      />
      <Group align="flex-end" gap="md">
        <DateRangeInputs value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
        {withCompany && (
          <CompanySelect
            me={me}
            value={draft.company}
            onChange={(company) => setDraft({ ...draft, company })}
          />
        )}
        {extra}
        <Button onClick={() => search()}>{t('common.search')}</Button>
        {error && (
          <Text c="red.7" size="sm" role="alert" mb={8}>
            {error}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** The selected company's name for a letterhead. */
export function useCompanyName(me: UserWire, company: number): string {
  const t = useT();
  const companies = useReportCompanies();
  if (company === 0)
    return isAdmin(toActor(me)) ? t('analytics.filters.allCompanies') : (me.company?.company_name ?? '');
  return companies.data?.find((c) => c.id === company)?.company_name ?? '';
}
