import { BarChart } from '@mantine/charts';
import { Center, Text, useDirection } from '@mantine/core';
import { useT } from '../../i18n';
import { useChartDirection } from '../../lib/chart-direction';

type Point = Record<string, string | number>;

/**
 * A bar chart of `series` over `dataKey`, or a line saying there is nothing to draw when every
 * bar would be zero. Bars are for the eye: the figures as text stay decimal strings elsewhere.
 * A series' `name` is its key in the data; its `label` is what the legend says. In Urdu the chart
 * reads from the right (`useChartDirection`).
 */
export function Bars({
  data,
  dataKey,
  series,
  h = 260,
  withLegend = false,
}: {
  data: Point[];
  dataKey: string;
  series: { name: string; label: string; color: string }[];
  h?: number;
  withLegend?: boolean;
}) {
  const t = useT();
  const direction = useChartDirection();
  // The bars of one category stand in the reading order too: the first series rightmost in Urdu.
  const { dir } = useDirection();
  const ordered = dir === 'rtl' ? [...series].reverse() : series;
  const empty = data.every((p) => series.every((s) => !Number(p[s.name])));
  if (empty)
    return (
      <Center h={80}>
        <Text c="dimmed" size="sm">
          {t('analytics.chart.empty')}
        </Text>
      </Center>
    );
  return (
    <BarChart
      h={h}
      data={data}
      dataKey={dataKey}
      series={ordered}
      withLegend={withLegend}
      withTooltip={false}
      {...direction}
    />
  );
}
