import { ActionIcon, Anchor, Divider, Group, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import classes from './app-header.module.css';
import { BellIcon } from './icons';

/** The bell panel. Notifications are not delivered yet (contract 1.4), so it shows the empty state. */
export function NotificationBell() {
  const [opened, { close, toggle }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      position="bottom-end"
      width={300}
      shadow="md"
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          radius="xl"
          className={classes.iconButton}
          aria-label="Notifications"
          aria-expanded={opened}
          onClick={toggle}
        >
          <BellIcon size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="sm" py={8}>
          <Text fw={700} size="sm">
            Notifications
          </Text>
        </Group>
        <Divider />
        <Stack gap={2} align="center" py="lg" px="sm">
          <Text size="sm" fw={500}>
            You are all caught up
          </Text>
          <Text size="xs" c="dimmed">
            New requests, responses and stock alerts will appear here.
          </Text>
        </Stack>
        <Divider />
        <Anchor
          component={Link}
          to="/notification"
          onClick={close}
          size="sm"
          display="block"
          ta="center"
          py={8}
        >
          See More
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
