import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { PageTitle } from '../../components/page-title';
import { Paginator } from '../../components/paginator';
import { useMarkRead, useNotifications } from '../../lib/notifications';
import { pageSizeOf } from '../../lib/page-size';
import { NotificationRow, useOpenNotification } from './notification-bell';

/** `/notification` (spec 2.17, built): every notification of the user, newest first, paginated. */
export function NotificationPage() {
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const { markAll, markingAll } = useMarkRead();
  const open = useOpenNotification();
  const data = list.data;
  return (
    <Stack gap="md" maw={760}>
      <PageTitle title="Notifications">
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="unread-total">
            {data ? `${data.unread} unread` : ''}
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => markAll()}
            loading={markingAll}
            disabled={!data?.unread}
          >
            Mark all read
          </Button>
        </Group>
      </PageTitle>
      {list.error ? (
        <LoadFailed error={list.error} what="notifications" onRetry={() => void list.refetch()} />
      ) : (
        <Paper withBorder radius="md">
          {!data ? (
            <Center py="xl">
              <Loader size="sm" aria-label="Loading" />
            </Center>
          ) : data.results.length === 0 ? (
            <Text ta="center" c="dimmed" size="sm" p="xl">
              No notifications yet. Requests, responses and low-stock alerts will be listed here.
            </Text>
          ) : (
            <Stack gap={0}>
              {data.results.map((n) => (
                <NotificationRow key={n.id} n={n} onOpen={open} />
              ))}
            </Stack>
          )}
        </Paper>
      )}
      {data && data.count > 0 && (
        <Paginator page={page} count={data.count} pageSize={pageSizeOf(data, page)} onPage={setPage} />
      )}
    </Stack>
  );
}
