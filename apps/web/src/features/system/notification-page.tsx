import { Pagination, Paper, Stack, Text, Title } from '@mantine/core';

/**
 * `/notification`. The server delivers no notifications yet (contract 1.4), so the list is empty;
 * the paginator is in place for when it does.
 */
export function NotificationPage() {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h3">
        Notifications
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed" size="sm">
          No notifications yet. Requests, responses and low-stock alerts will be listed here.
        </Text>
      </Paper>
      <Pagination total={1} value={1} size="sm" disabled aria-label="Notification pages" />
    </Stack>
  );
}
