import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure of an order (Order Details, Edit Order). */
export const Figure = ({
  label,
  value,
  testId,
  size = 'lg',
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  size?: 'md' | 'lg';
}) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
      {label}
    </Text>
    <Text fw={700} size={size} data-testid={testId}>
      {value}
    </Text>
  </div>
);
