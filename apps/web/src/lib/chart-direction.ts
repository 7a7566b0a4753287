import { useDirection } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useFormatter } from '../i18n';

const TICK = { fontSize: 12, fill: 'currentColor' } as const;

/**
 * The props that make a Mantine bar or line chart read the way the page does (issue 43). In Urdu
 * the category (time) axis runs from the right, the value axis stands on the right and the legend
 * flows from the right; the bars and lines themselves still rise upwards. Axis and tooltip figures
 * go through the reader's formatter. The drawing stays a left-to-right SVG, so recharts' own
 * placement of ticks is not turned around a second time.
 */
export function useChartDirection() {
  const { dir } = useDirection();
  const f = useFormatter();
  const valueFormatter = (value: number) => f.decimal(value);
  if (dir !== 'rtl') return { valueFormatter };
  const rtl: CSSProperties = { direction: 'rtl' };
  return {
    valueFormatter,
    xAxisProps: { reversed: true },
    yAxisProps: { orientation: 'right' as const, tick: { ...TICK, transform: 'translate(10, 0)' } },
    legendProps: { wrapperStyle: rtl },
    tooltipProps: { wrapperStyle: rtl },
  };
}
