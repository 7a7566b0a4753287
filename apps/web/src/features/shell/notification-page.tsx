import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { PageTitle } from '../../components/page-title';
import { Paginator } from '../../components/paginator';
import { useT } from '../../i18n';
import { useMarkRead, useNotifications } from '../../lib/notifications';
import { pageSizeOf } from '../../lib/page-size';
import { NotificationRow, useOpenNotification } from './notification-bell';

/** `/notification` (spec 2.17, built): every notification of the user, newest first, paginated. */
export function NotificationPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const { markAll, markingAll } = useMarkRead();
  const open = useOpenNotification();
  const data = list.data;
  return (
    <Stack gap="md" maw={760}>
      <PageTitle title={t('shell.notifications.title')}>
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="unread-total">
            {data ? t('shell.notifications.unreadTotal', { count: data.unread }) : ''}
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => markAll()}
            loading={markingAll}
            disabled={!data?.unread}
          >
            {t('shell.notifications.markAll')}
          </Button>
        </Group>
      </PageTitle>
      {list.error ? (
        <LoadFailed
          error={list.error}
          what={t('shell.notifications.what')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Paper withBorder radius="md">
          {!data ? (
            <Center py="xl">
              <Loader size="sm" aria-label={t('common.loading')} />
            </Center>
          ) : data.results.length === 0 ? (
            <Text ta="center" c="dimmed" size="sm" p="xl">
              {t('shell.notifications.none')}
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
