import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { money } from '../../lib/format';
import { figuresAsOf, useReportLag } from '../../lib/report-lag';
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
  const text = figuresAsOf(useReportLag());
  return text ? (
    <Text size="sm" c="orange.8" fw={600} data-testid="figures-as-of">
      {text}
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
            Print
          </Button>
        </Group>
      </Group>
      {readsReplica && <FiguresAsOf />}
      {children}
    </Stack>
  );
}

/** One headline figure on a card. `amount` is money; a count is shown as is. */
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
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} data-testid={testId}>
        {value === undefined ? '…' : amount ? money(value) : String(value)}
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

/** `2024-03-01 to 2024-03-31`, or the one day. */
export const rangeText = (start: string, end: string): string =>
  start === end ? start : `${start} to ${end}`;
