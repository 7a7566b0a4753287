import type { UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { type Filters, todayFilters, useCompanyName } from './report-filters';
import { useRangeText } from './report-frame';

/** A tab's applied filters (today and every company at first) and its letterhead. */
export function useFilters(me: UserWire, title: string) {
  const [filters, setFilters] = useState<Filters>(todayFilters);
  const company = useCompanyName(me, filters.company);
  const rangeText = useRangeText();
  return {
    filters,
    setFilters,
    letterhead: { company, title, range: rangeText(filters.start, filters.end) },
  };
}

/** A failed query's message for the table's error state. */
export const failure = (error: unknown): string | null =>
  error ? String((error as Error).message ?? error) : null;
