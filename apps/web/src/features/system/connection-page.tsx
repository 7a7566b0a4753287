import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';

/** Where the connectivity check sends an offline user; sales still work offline, hence "Order Now". */
export function ConnectionPage() {
  const t = useT();
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={440} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange" aria-hidden>
            <svg
              width="34"
              height="34"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <title>{t('system.offline.icon')}</title>
              <path d="M12 20h.01M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.7M19 12.9a10 10 0 0 0-2-1.5M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8a15 15 0 0 0-11.3-3.8M2 2l20 20" />
            </svg>
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('system.offline.title')}
          </Title>
          <Text c="dimmed">{t('system.offline.text')}</Text>
          <Button component={Link} to={paths.home.to()} mt="xs">
            {t('system.offline.orderNow')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
