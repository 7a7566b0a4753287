import { Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useComparison } from '../api/get-comparison';
import { Bars } from '../chart';
import { ReportFilters } from '../report-filters';
import { ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { useFilters } from '../use-filters';

const TYPES = [
  { value: '0', label: 'All' },
  { value: 'FACTORY', label: 'Factory' },
  { value: 'RETIAL', label: 'Retail' },
];

/** Comparison Analysis (spec 2.16): profit per company in the range, filtered by department type. */
export function ComparisonTab({ me }: TabProps) {
  const { filters, setFilters, letterhead } = useFilters(me, 'Comparison Analysis');
  const [type, setType] = useState('0');
  const [applied, setApplied] = useState('0');
  const q = useComparison({ start: filters.start, end: filters.end, type: applied });
  const chart = (q.data ?? []).map((r) => ({ company: r.company_name, Profit: Number(r.profit) }));
  return (
    <ReportFrame
      readsReplica
      letterhead={{ ...letterhead, company: TYPES.find((t) => t.value === applied)?.label ?? '' }}
    >
      <ReportFilters
        me={me}
        value={filters}
        withCompany={false}
        onSearch={(f) => {
          setFilters(f);
          setApplied(type);
        }}
        extra={
          <Select
            label="Department type"
            data={TYPES}
            value={type}
            onChange={(v) => setType(v ?? '0')}
            allowDeselect={false}
            w={180}
          />
        }
      />
      <Paper withBorder radius="md" p="md" data-testid="comparison-chart">
        <Text fw={600} mb="sm">
          Profit per company
        </Text>
        {chart.length > 0 ? (
          <Bars h={300} data={chart} dataKey="company" series={[{ name: 'Profit', color: 'indigo.6' }]} />
        ) : (
          <Text c="dimmed" size="sm">
            {q.isFetching ? 'Loading…' : 'No companies of this type.'}
          </Text>
        )}
      </Paper>
    </ReportFrame>
  );
}
