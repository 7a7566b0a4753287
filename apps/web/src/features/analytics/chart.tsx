import { BarChart } from '@mantine/charts';
import { Center, Text } from '@mantine/core';

type Point = Record<string, string | number>;

/**
 * A bar chart of `series` over `dataKey`, or a line saying there is nothing to draw when every
 * bar would be zero. Bars are for the eye: the figures as text stay decimal strings elsewhere.
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
  series: { name: string; color: string }[];
  h?: number;
  withLegend?: boolean;
}) {
  const empty = data.every((p) => series.every((s) => !Number(p[s.name])));
  if (empty)
    return (
      <Center h={80}>
        <Text c="dimmed" size="sm">
          Nothing to chart for this range.
        </Text>
      </Center>
    );
  return (
    <BarChart
      h={h}
      data={data}
      dataKey={dataKey}
      series={series}
      withLegend={withLegend}
      withTooltip={false}
    />
  );
}
