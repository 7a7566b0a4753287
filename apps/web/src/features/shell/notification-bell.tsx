import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { WireNotification } from '@tillwise/domain';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { Ltr, useT } from '../../i18n';
import { dateTime } from '../../lib/format';
import { useMarkRead, useNotificationStream, useNotifications } from '../../lib/notifications';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';
import classes from './app-header.module.css';
import { BellIcon } from './icons';

const SHOWN = 5;

/** One notification as a clickable row: a dot when unread; clicking marks it read and follows its link (spec 2.2). */
export function NotificationRow({
  n,
  onOpen,
}: {
  n: WireNotification;
  onOpen: (n: WireNotification) => void;
}) {
  const t = useT();
  return (
    <UnstyledButton
      onClick={() => onOpen(n)}
      px="sm"
      py={6}
      w="100%"
      data-testid="notification-row"
      data-unread={!n.read || undefined}
      style={{ background: n.read ? undefined : 'var(--mantine-color-blue-0)' }}
    >
      <Group gap={8} wrap="nowrap" align="flex-start">
        <span
          aria-hidden
          style={{
            width: 8,
            height: 8,
            marginTop: 6,
            flex: 'none',
            borderRadius: 4,
            background: n.read ? 'transparent' : 'var(--mantine-color-red-6)',
          }}
        />
        <Stack gap={0}>
          <Text size="sm" fw={n.read ? 400 : 600}>
            {!n.read && <VisuallyHidden>{t('shell.notifications.unreadPrefix')}</VisuallyHidden>}
            {/* A message the server wrote in English keeps its own direction in Urdu. */}
            <bdi>{n.message}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {n.notif_type.replace('_', ' ')} · <Ltr>{dateTime(n.created)}</Ltr>
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** Marks a notification read and goes where it leads. */
export function useOpenNotification(after?: () => void) {
  const navigate = useNavigate();
  const { markOne } = useMarkRead();
  return (n: WireNotification) => {
    if (!n.read) markOne(n.id);
    after?.();
    navigate(n.link || paths.notifications.to());
  };
}

/**
 * The bell (spec 2.2): the unread count on a dot, the latest notifications, See More to
 * /notification and Mark all read. It listens live while the header is shown, so the count
 * changes without a reload; each arrival also refreshes requests, orders and stock lists.
 */
export function NotificationBell() {
  const t = useT();
  const [opened, { close, toggle }] = useDisclosure(false);
  const client = useQueryClient();
  const refreshRelated = useCallback(() => {
    void client.invalidateQueries({ queryKey: queryKeys.requests() });
    void client.invalidateQueries({ queryKey: ['orders'] });
    void client.invalidateQueries({ queryKey: queryKeys.catalog() });
    void client.invalidateQueries({ queryKey: queryKeys.inventory() });
    void client.invalidateQueries({ queryKey: ['reorder-levels'] });
  }, [client]);
  useNotificationStream(refreshRelated);
  const list = useNotifications(1);
  const { markAll, markingAll } = useMarkRead();
  const open = useOpenNotification(close);
  const unread = list.data?.unread ?? 0;
  const rows = list.data?.results.slice(0, SHOWN) ?? [];

  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      position="bottom-end"
      width={340}
      shadow="md"
    >
      <Popover.Target>
        <Indicator
          label={unread > 99 ? '99+' : unread}
          size={16}
          color="red"
          offset={6}
          disabled={unread === 0}
          data-testid="bell-count"
        >
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            className={classes.iconButton}
            aria-label={
              unread > 0
                ? t('shell.notifications.bellUnread', { count: unread })
                : t('shell.notifications.title')
            }
            aria-expanded={opened}
            onClick={toggle}
          >
            <BellIcon size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="sm" py={8}>
          <Text fw={700} size="sm">
            {t('shell.notifications.title')}
          </Text>
          {unread > 0 && (
            <Button variant="subtle" size="compact-xs" onClick={() => markAll()} loading={markingAll}>
              {t('shell.notifications.markAll')}
            </Button>
          )}
        </Group>
        <Divider />
        {rows.length === 0 ? (
          <Stack gap={2} align="center" py="lg" px="sm">
            <Text size="sm" fw={500}>
              {t('shell.notifications.caughtUp')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('shell.notifications.caughtUpHint')}
            </Text>
          </Stack>
        ) : (
          <Stack gap={0} mah={360} style={{ overflowY: 'auto' }}>
            {rows.map((n) => (
              <NotificationRow key={n.id} n={n} onOpen={open} />
            ))}
          </Stack>
        )}
        <Divider />
        <Anchor
          component={Link}
          to={paths.notifications.to()}
          onClick={close}
          size="sm"
          display="block"
          ta="center"
          py={8}
        >
          {t('shell.notifications.seeMore')}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
