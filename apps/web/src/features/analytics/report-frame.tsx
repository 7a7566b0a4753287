import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormatter, useT } from '../../i18n';
import { LAG_SHOWN_FROM_SECONDS, useReportLag } from '../../lib/report-lag';
import classes from './print.module.css';

/** What a printed report says on top: whose figures, which report, which range. */
export interface Letterhead {
  company: string;
  title: string;
  range: string;
}

/**
 * "Figures as of N s ago" when the latest report was read on a replica that lagged behind the
 * primary by more than a few seconds (docs/scaling.md); nothing otherwise. Printed too.
 */
export function FiguresAsOf() {
  const t = useT();
  const seconds = useReportLag();
  return seconds >= LAG_SHOWN_FROM_SECONDS ? (
    <Text size="sm" c="orange.8" fw={600} data-testid="figures-as-of">
      {t('analytics.figuresAsOf', { seconds: Math.round(seconds) })}
    </Text>
  ) : null;
}

/**
 * A tab or report as it appears and as it prints: its letterhead (print only), a Print button
 * (left off the paper) and the content. `window.print()` prints exactly what is on screen.
 * `readsReplica`: the tab's figures come from an analytics endpoint (read on the replica when one
 * is configured), so their lag is shown.
 */
export function ReportFrame({
  letterhead,
  actions,
  readsReplica = false,
  children,
}: {
  letterhead: Letterhead;
  actions?: ReactNode;
  readsReplica?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Stack gap="md" data-report-print>
      <div className={classes.letterhead} data-testid="print-letterhead">
        <div className={classes.company}>{letterhead.company}</div>
        <h1 className={classes.title}>{letterhead.title}</h1>
        <div>{letterhead.range}</div>
      </div>
      <Group justify="space-between" data-no-print>
        <Title order={2} size="h4">
          {letterhead.title}
        </Title>
        <Group gap="sm">
          {actions}
          <Button variant="default" onClick={() => window.print()}>
            {t('analytics.print')}
          </Button>
        </Group>
      </Group>
      {readsReplica && <FiguresAsOf />}
      {children}
    </Stack>
  );
}

/** One headline figure on a card. `amount` is money; a count (a number) is formatted, text shown as is. */
export function Figure({
  label,
  value,
  amount = true,
  testId,
}: {
  label: string;
  value: string | number | undefined;
  amount?: boolean;
  testId?: string;
}) {
  const f = useFormatter();
  const shown =
    value === undefined ? '…' : amount ? f.money(value) : typeof value === 'number' ? f.count(value) : value;
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} data-testid={testId}>
        {shown}
      </Text>
    </Paper>
  );
}

export function Figures({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" className={classes.section}>
      {children}
    </SimpleGrid>
  );
}

/** A range of days as the reader's language writes it: `1 Mar 2024 to 31 Mar 2024`, or the one day. */
export function useRangeText() {
  const t = useT();
  const f = useFormatter();
  // A bare `YYYY-MM-DD` is read by Date as UTC midnight; noon keeps it the same day everywhere.
  const day = (iso: string) => f.date(`${iso}T12:00:00`);
  return (start: string, end: string): string =>
    start === end ? day(start) : t('analytics.range', { start: day(start), end: day(end) });
}
