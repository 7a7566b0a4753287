import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's heading with its actions (Add, search) on the right. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" mb="md">
      <Title order={1} size="h3">
        {title}
      </Title>
      {children && <Group gap="sm">{children}</Group>}
    </Group>
  );
}
